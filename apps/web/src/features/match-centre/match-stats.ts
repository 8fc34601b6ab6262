import type { LineupEntry, MatchEvent } from '@matchday/contracts';

/**
 * What the match page counts from a match sheet's events: per-team figures for the stats tab and per-player
 * marks for the line-ups. The server keeps the official figures (player stats, standings); these are the
 * same counts of one match, taken from the events the page already has.
 */

type Side = 'home' | 'away';
export type SidePair = { home: number; away: number };

export const TEAM_STATS = [
  'goals',
  'penaltyGoals',
  'ownGoals',
  'missedPenalties',
  'yellowCards',
  'secondYellows',
  'redCards',
  'substitutions',
  'shootout',
] as const;
export type TeamStat = (typeof TEAM_STATS)[number];

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/**
 * Per-team counts. Goals count for the side they were scored for (an own goal for the opponent, as in the
 * score); `ownGoals` counts the own goals a side's players scored. Shoot-out kicks are no goals.
 */
export function computeTeamStats(events: readonly MatchEvent[]): Record<TeamStat, SidePair> {
  const stats = Object.fromEntries(TEAM_STATS.map((k) => [k, { home: 0, away: 0 }])) as Record<
    TeamStat,
    SidePair
  >;
  for (const e of events) {
    switch (e.type) {
      case 'goal':
        stats.goals[e.side] += 1;
        break;
      case 'penaltyGoal':
        stats.goals[e.side] += 1;
        stats.penaltyGoals[e.side] += 1;
        break;
      case 'ownGoal':
        stats.goals[other(e.side)] += 1;
        stats.ownGoals[e.side] += 1;
        break;
      case 'missedPenalty':
        stats.missedPenalties[e.side] += 1;
        break;
      case 'yellowCard':
        stats.yellowCards[e.side] += 1;
        break;
      case 'secondYellow':
        stats.secondYellows[e.side] += 1;
        break;
      case 'redCard':
        stats.redCards[e.side] += 1;
        break;
      case 'substitution':
        stats.substitutions[e.side] += 1;
        break;
      case 'shootoutScored':
        stats.shootout[e.side] += 1;
        break;
      case 'shootoutMissed':
        break;
    }
  }
  return stats;
}

/** Converted shoot-out kicks after each kick, for the timeline (the events' `score` counts goals only). */
export function shootoutTally(events: readonly MatchEvent[]): Map<string, SidePair> {
  const tally = { home: 0, away: 0 };
  const out = new Map<string, SidePair>();
  for (const e of events) {
    if (e.type !== 'shootoutScored' && e.type !== 'shootoutMissed') continue;
    if (e.type === 'shootoutScored') tally[e.side] += 1;
    out.set(e.id, { ...tally });
  }
  return out;
}

/** What happened to one player in the match, for the marks beside their name in the line-ups. */
export interface PlayerMarks {
  goals: number;
  ownGoals: number;
  yellow: boolean;
  red: boolean;
  /** Minute they came on or went off (substitutions). */
  on: number | null;
  off: number | null;
}

export function playerMarks(events: readonly MatchEvent[]): Map<string, PlayerMarks> {
  const marks = new Map<string, PlayerMarks>();
  const of = (id: string) => {
    let m = marks.get(id);
    if (!m) {
      m = { goals: 0, ownGoals: 0, yellow: false, red: false, on: null, off: null };
      marks.set(id, m);
    }
    return m;
  };
  for (const e of events) {
    switch (e.type) {
      case 'goal':
      case 'penaltyGoal':
        of(e.playerId).goals += 1;
        break;
      case 'ownGoal':
        of(e.playerId).ownGoals += 1;
        break;
      case 'yellowCard':
        of(e.playerId).yellow = true;
        break;
      case 'secondYellow':
      case 'redCard':
        of(e.playerId).red = true;
        break;
      case 'substitution':
        of(e.playerId).off = e.minute;
        if (e.relatedPlayerId) of(e.relatedPlayerId).on = e.minute;
        break;
    }
  }
  return marks;
}

/** A side's box-score totals (basketball points, volleyball kills…) over its line-up. */
export function boxScoreTotals(
  items: readonly LineupEntry[],
  keys: readonly string[],
): Record<string, number> {
  const totals = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const p of items) for (const k of keys) totals[k] = (totals[k] ?? 0) + (p.stats?.[k] ?? 0);
  return totals;
}
