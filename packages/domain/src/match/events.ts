// Match events of the match centre (issue 10; spec §3 "fixture (home and away squads, events, score, media)").
// The football family records events; other sports record per-period scores and box-score lines.

import type { MatchEvent as StatsEvent } from '../stats/player-stats.ts';

/** Event types of the football family (football, futsal, eFootball, EA FC), shoot-out kicks included. */
export const MATCH_EVENT_TYPES = [
  'goal',
  'penaltyGoal',
  'ownGoal',
  'missedPenalty',
  'yellowCard',
  'secondYellow',
  'redCard',
  'substitution',
  'shootoutScored',
  'shootoutMissed',
] as const;
export type MatchEventTypeName = (typeof MATCH_EVENT_TYPES)[number];

/** Sports that record match events (the rest keep per-period scores and box-score lines). */
export const FOOTBALL_FAMILY = ['football', 'futsal', 'efootball', 'ea-sports-fc'] as const;
export const isFootballFamily = (sportKindId: string): boolean =>
  (FOOTBALL_FAMILY as readonly string[]).includes(sportKindId);

/** Box-score columns per sport; sports not listed keep no box score. */
export const BOX_SCORE_KEYS: Readonly<Record<string, readonly string[]>> = {
  basketball: ['points', 'rebounds', 'assists', 'steals', 'blocks', 'fouls', 'minutes'],
  'nba-2k': ['points', 'rebounds', 'assists', 'steals', 'blocks', 'fouls', 'minutes'],
  volleyball: ['kills', 'aces', 'blocks', 'digs', 'errors'],
  'beach-volleyball': ['kills', 'aces', 'blocks', 'digs', 'errors'],
};
export const boxScoreKeysOf = (sportKindId: string): readonly string[] => BOX_SCORE_KEYS[sportKindId] ?? [];

/** Sports whose score counts sets won (the periods are sets); in the others the periods add up to the score. */
export const SET_SPORTS = ['volleyball', 'beach-volleyball', 'tennis', 'table-tennis'] as const;

/** Football periods: 1 and 2 the halves, 3 and 4 extra time, 5 the penalty shoot-out. */
export const FootballPeriod = {
  firstHalf: 1,
  secondHalf: 2,
  extraTimeFirstHalf: 3,
  extraTimeSecondHalf: 4,
  penalties: 5,
} as const;

/** Where each football period's clock starts (minutes). */
const FOOTBALL_PERIOD_START = [0, 0, 45, 90, 105, 120];

const PERIOD_NAMES: Record<string, number> = {
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  firsthalf: 1,
  '1sthalf': 1,
  '1h': 1,
  secondhalf: 2,
  '2ndhalf': 2,
  '2h': 2,
  extratimefirsthalf: 3,
  et1: 3,
  extratimesecondhalf: 4,
  et2: 4,
  penalties: 5,
  penaltyshootout: 5,
  shootout: 5,
  pso: 5,
};

/**
 * A period given as a number or a name (`first half`, `secondHalf`, `extra time, first half, stoppage time`,
 * `penalties`) as its number; null for a name nobody uses. Stoppage time is part of its period.
 */
export function parsePeriod(value: number | string): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 20 ? value : null;
  const key = value
    .toLowerCase()
    .replace(/,?\s*stoppage time/g, '')
    .replace(/[^a-z0-9]/g, '');
  return PERIOD_NAMES[key] ?? null;
}

/** The football period a minute falls in when none is given: 1–45 first half, 46–90 second, then extra time. */
export function periodOfMinute(minute: number | null | undefined, type: string): number {
  if (type === 'shootoutScored' || type === 'shootoutMissed') return FootballPeriod.penalties;
  const m = minute ?? 0;
  if (m <= 45) return 1;
  if (m <= 90) return 2;
  if (m <= 105) return 3;
  return 4;
}

/** The clock minute a football period starts at (0, 45, 90, 105), for the live clock and the minute field. */
export const footballPeriodStart = (period: number): number => FOOTBALL_PERIOD_START[period] ?? 120;

/** A recorded event, as the rules below need it. */
export interface SheetEvent<P = string> {
  readonly id?: string;
  readonly type: string;
  readonly side: 'home' | 'away';
  readonly playerId: P;
  readonly relatedPlayerId?: P | null;
  readonly minute?: number | null;
  readonly addedTime?: number | null;
  readonly period: number;
  /** Entry order, for events at the same minute. */
  readonly createdAt?: Date | string;
}

const GOAL_TYPES: readonly string[] = ['goal', 'penaltyGoal', 'ownGoal'];

/** Whether an event counts in the score: goals and penalty goals for their side, own goals for the other. */
export const isScoringEvent = (type: string): boolean => GOAL_TYPES.includes(type);

/** The side a scoring event counts for (an own goal counts for the opponent); null for other events. */
export function scoringSideOf(event: { type: string; side: 'home' | 'away' }): 'home' | 'away' | null {
  if (!isScoringEvent(event.type)) return null;
  if (event.type === 'ownGoal') return event.side === 'home' ? 'away' : 'home';
  return event.side;
}

/** Goals the events account for, per side (shoot-out kicks are not goals). */
export function countGoals(events: readonly { type: string; side: 'home' | 'away' }[]): {
  home: number;
  away: number;
} {
  const score = { home: 0, away: 0 };
  for (const e of events) {
    const side = scoringSideOf(e);
    if (side) score[side] += 1;
  }
  return score;
}

/** Converted shoot-out kicks per side. */
export function countShootout(events: readonly { type: string; side: 'home' | 'away' }[]): {
  home: number;
  away: number;
} {
  const kicks = { home: 0, away: 0 };
  for (const e of events) if (e.type === 'shootoutScored') kicks[e.side] += 1;
  return kicks;
}

const timeOf = (d: Date | string | undefined) => (d === undefined ? 0 : new Date(d).getTime());

/**
 * Events in the order they happened: period, minute (none = end of the period), added time, then the order
 * they were entered. The events are numbered from 1 in this order.
 */
export function orderEvents<E extends SheetEvent<unknown>>(events: readonly E[]): E[] {
  return events
    .map((e, index) => ({ e, index }))
    .sort(
      (a, b) =>
        a.e.period - b.e.period ||
        (a.e.minute ?? Number.MAX_SAFE_INTEGER) - (b.e.minute ?? Number.MAX_SAFE_INTEGER) ||
        (a.e.addedTime ?? 0) - (b.e.addedTime ?? 0) ||
        timeOf(a.e.createdAt) - timeOf(b.e.createdAt) ||
        a.index - b.index,
    )
    .map(({ e }) => e);
}

/** Why an event is refused: a stable code and the field it concerns. */
export interface EventProblem {
  readonly code: string;
  readonly field: 'type' | 'playerId' | 'relatedPlayerId' | 'minute' | 'period';
  readonly message: string;
}

/**
 * Rules of one event on its own: a substitution names the player coming on (not the one going off); a
 * shoot-out kick has no minute, other events need one; an assist is on a goal only, by someone else.
 */
export function checkEvent(event: {
  type: string;
  playerId: string;
  relatedPlayerId?: string | null;
  minute?: number | null;
  period: number;
}): EventProblem | null {
  const shootout = event.type === 'shootoutScored' || event.type === 'shootoutMissed';
  if (event.type === 'substitution') {
    if (!event.relatedPlayerId)
      return {
        code: 'event.substitute_required',
        field: 'relatedPlayerId',
        message: 'Name the player coming on',
      };
  } else if (event.relatedPlayerId && event.type !== 'goal' && event.type !== 'penaltyGoal') {
    return {
      code: 'event.related_player_unexpected',
      field: 'relatedPlayerId',
      message: 'Only a goal (assist) or a substitution names a second player',
    };
  }
  if (event.relatedPlayerId && event.relatedPlayerId === event.playerId) {
    return { code: 'event.same_player', field: 'relatedPlayerId', message: 'Name another player' };
  }
  if (!shootout && (event.minute === null || event.minute === undefined)) {
    return { code: 'event.minute_required', field: 'minute', message: 'Required' };
  }
  if (shootout && event.period !== FootballPeriod.penalties) {
    return {
      code: 'event.period_invalid',
      field: 'period',
      message: 'A shoot-out kick belongs to the penalties (5)',
    };
  }
  return null;
}

/**
 * The events as the statistics engine reads them: a substitution becomes the player going off and the one
 * coming on; an own goal stays the player's own goal (never a goal); shoot-out kicks are no statistics.
 */
export function toStatsEvents<P>(events: readonly SheetEvent<P>[]): StatsEvent<P>[] {
  const out: StatsEvent<P>[] = [];
  for (const e of events) {
    const minute = e.minute ?? undefined;
    switch (e.type) {
      case 'substitution':
        out.push({
          type: 'substitutionOut',
          player: e.playerId,
          ...(minute !== undefined ? { minute } : {}),
        });
        if (e.relatedPlayerId != null)
          out.push({
            type: 'substitutionIn',
            player: e.relatedPlayerId,
            ...(minute !== undefined ? { minute } : {}),
          });
        break;
      case 'shootoutScored':
      case 'shootoutMissed':
        break;
      case 'goal':
      case 'penaltyGoal':
        out.push({
          type: e.type,
          player: e.playerId,
          ...(minute !== undefined ? { minute } : {}),
          ...(e.relatedPlayerId != null ? { assistBy: e.relatedPlayerId } : {}),
        });
        break;
      default:
        out.push({ type: e.type, player: e.playerId, ...(minute !== undefined ? { minute } : {}) });
    }
  }
  return out;
}

/** A per-period score line must agree with the final score: sets won, or periods adding up. */
export function checkPeriodScores(
  sportKindId: string,
  score: { home: number; away: number },
  periods: readonly { home: number; away: number }[],
): string | null {
  if (periods.length === 0) return null;
  if ((SET_SPORTS as readonly string[]).includes(sportKindId)) {
    const won = { home: 0, away: 0 };
    for (const p of periods) {
      if (p.home === p.away) return 'A set has a winner';
      won[p.home > p.away ? 'home' : 'away'] += 1;
    }
    return won.home === score.home && won.away === score.away
      ? null
      : `The sets won (${won.home}–${won.away}) must make the score (${score.home}–${score.away})`;
  }
  const sum = periods.reduce((acc, p) => ({ home: acc.home + p.home, away: acc.away + p.away }), {
    home: 0,
    away: 0,
  });
  return sum.home === score.home && sum.away === score.away
    ? null
    : `The periods add up to ${sum.home}–${sum.away}, not ${score.home}–${score.away}`;
}
