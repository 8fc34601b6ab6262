import type {
  ChampTeamPlayer,
  Lineup,
  MatchEvent,
  MatchEventTypeName,
  MatchSheet,
} from '@matchday/contracts';
import { FootballPeriod } from '@matchday/domain';
import {
  IconArrowsExchange,
  IconBallFootball,
  IconBallFootballOff,
  IconCards,
  IconCircleCheck,
  IconCircleX,
  IconRectangleVerticalFilled,
  IconTarget,
  IconTargetOff,
} from '@tabler/icons-react';
import { periodStartMinute } from './match-clock.ts';

/** The quick event bar of the match sheet, in the order an organiser reaches for them. */
export const QUICK_EVENT_TYPES = [
  'goal',
  'penaltyGoal',
  'ownGoal',
  'yellowCard',
  'secondYellow',
  'redCard',
  'substitution',
  'missedPenalty',
] as const satisfies readonly MatchEventTypeName[];

/** Penalty shoot-out kicks (knockout fixtures): no minute, period 5. */
export const SHOOTOUT_EVENT_TYPES = [
  'shootoutScored',
  'shootoutMissed',
] as const satisfies readonly MatchEventTypeName[];

export const isShootoutEvent = (type: MatchEventTypeName) =>
  type === 'shootoutScored' || type === 'shootoutMissed';

export const eventColour: Record<MatchEventTypeName, string> = {
  goal: 'green',
  penaltyGoal: 'green',
  ownGoal: 'grape',
  missedPenalty: 'gray',
  yellowCard: 'yellow',
  secondYellow: 'orange',
  redCard: 'red',
  substitution: 'blue',
  shootoutScored: 'teal',
  shootoutMissed: 'gray',
};

export const eventIcon: Record<MatchEventTypeName, typeof IconBallFootball> = {
  goal: IconBallFootball,
  penaltyGoal: IconTarget,
  ownGoal: IconBallFootballOff,
  missedPenalty: IconTargetOff,
  yellowCard: IconRectangleVerticalFilled,
  secondYellow: IconCards,
  redCard: IconRectangleVerticalFilled,
  substitution: IconArrowsExchange,
  shootoutScored: IconCircleCheck,
  shootoutMissed: IconCircleX,
};

/** A player one can pick for an event: on the pitch now (as far as the sheet knows) or not. */
export type PickablePlayer = {
  playerId: string;
  name: string;
  shirtNumber: number | null;
  onPitch: boolean;
};

const byShirt = (
  a: { shirtNumber: number | null; name: string },
  b: { shirtNumber: number | null; name: string },
) => (a.shirtNumber ?? 1000) - (b.shirtNumber ?? 1000) || a.name.localeCompare(b.name);

/**
 * The players of one side for the event picker. With a line-up: the starters, changed by the substitutions
 * and sending-offs recorded so far, are on the pitch; the bench is not. Without one, the competition squad,
 * everyone pickable (nobody knows who plays). On-pitch players come first.
 */
export function sidePlayers(
  lineup: Lineup,
  squad: readonly ChampTeamPlayer[],
  events: readonly MatchEvent[],
) {
  if (lineup.items.length === 0) {
    return squad
      .map((p) => ({ playerId: p.playerId, name: p.name, shirtNumber: p.shirtNumber, onPitch: true }))
      .sort(byShirt);
  }
  const onPitch = new Set(lineup.items.filter((p) => p.started).map((p) => p.playerId));
  for (const e of events) {
    if (e.side !== lineup.side) continue;
    if (e.type === 'substitution') {
      onPitch.delete(e.playerId);
      if (e.relatedPlayerId) onPitch.add(e.relatedPlayerId);
    } else if (e.type === 'redCard' || e.type === 'secondYellow') {
      onPitch.delete(e.playerId);
    }
  }
  const players: PickablePlayer[] = lineup.items.map((p) => ({
    playerId: p.playerId,
    name: p.playerName,
    shirtNumber: p.shirtNumber,
    onPitch: onPitch.has(p.playerId),
  }));
  return [
    ...players.filter((p) => p.onPitch).sort(byShirt),
    ...players.filter((p) => !p.onPitch).sort(byShirt),
  ];
}

/**
 * The football period an event minute falls in (90+3 is the second half's added time), for the sport's
 * period lengths: futsal's 2 × 20 minutes are not football's 2 × 45. Null when the sport keeps no clock.
 */
export function periodOfEventMinute(
  minute: number,
  periods: MatchSheet['periods'],
  sportKindId: string,
): number | null {
  if (periods.minutes === null) return null;
  let period: number = FootballPeriod.firstHalf;
  while (period < FootballPeriod.extraTimeSecondHalf) {
    const next = periodStartMinute(period + 1, periods, sportKindId);
    if (next === null || minute <= next) break;
    period += 1;
  }
  return period;
}

/** The event entered last (not the last in match order): what "Undo" takes back. */
export function lastEnteredEvent(events: readonly MatchEvent[]): MatchEvent | undefined {
  let last: MatchEvent | undefined;
  for (const e of events) {
    if (!last || e.createdAt > last.createdAt || (e.createdAt === last.createdAt && e.number > last.number))
      last = e;
  }
  return last;
}
