/**
 * Round-robin timetabling constraints in the vocabulary of ITC2021 (issue 28). The shapes are the API's
 * `Constraint` with teams as `T` (ids on the wire, indexes 0..n−1 inside the domain). Rounds here are
 * indexes from 0; the API numbers them from 1 and converts at its edge.
 */
export type GameVenue = 'home' | 'away' | 'any';
export type BreakType = 'home' | 'away' | 'any';

/** `soft: true` turns a rule into a wish: each unit of deviation costs `weight` (default 1) instead of forbidding the schedule. */
export interface Softness {
  soft?: boolean;
  weight?: number;
}

export type Constraint<T = number> = Softness &
  (
    | { kind: 'maxHomeInRounds' | 'maxAwayInRounds'; teams: T[]; rounds: number[]; max: number; min?: number }
    | {
        kind: 'maxGamesAgainstInRounds';
        teams: T[];
        opponents: T[];
        venue: GameVenue;
        rounds: number[];
        max: number;
      }
    | {
        kind: 'maxGamesAgainstInAnyWindow';
        teams: T[];
        opponents: T[];
        venue: GameVenue;
        window: number;
        max: number;
      }
    | {
        kind: 'maxGroupGames';
        teams: T[];
        opponents: T[];
        venue: GameVenue;
        rounds: number[];
        per: 'total' | 'eachRound';
        max: number;
      }
    | { kind: 'fixedGame' | 'forbiddenGame'; home: T; away: T; rounds: number[] }
    | { kind: 'gamesInRounds'; games: { home: T; away: T }[]; rounds: number[]; min: number; max: number }
    | { kind: 'maxBreaks'; teams: T[]; rounds: number[]; breakType: BreakType; max: number }
    | { kind: 'maxTotalBreaks'; teams: T[]; rounds: number[]; max: number }
    | { kind: 'homeBalance'; teams: T[]; rounds: number[]; maxDifference: number }
    | { kind: 'separation'; teams: T[]; min: number }
  );

export type ConstraintKind = Constraint['kind'];

export const CONSTRAINT_KINDS: readonly ConstraintKind[] = [
  'maxHomeInRounds',
  'maxAwayInRounds',
  'maxGamesAgainstInRounds',
  'maxGamesAgainstInAnyWindow',
  'maxGroupGames',
  'fixedGame',
  'forbiddenGame',
  'gamesInRounds',
  'maxBreaks',
  'maxTotalBreaks',
  'homeBalance',
  'separation',
];

/** The tournament to timetable: n teams (0..n−1) meet once (`legs` 1) or twice (`legs` 2, venue reversed). */
export interface TimetableProblem {
  teamCount: number;
  legs: 1 | 2;
  /** Double round robin only: every pair meets once in the first half of the rounds and once in the second. */
  phased?: boolean;
  constraints: Constraint[];
}

/** One game of a timetable; `round` from 0. */
export interface TimetableGame {
  round: number;
  home: number;
  away: number;
}

/**
 * Rounds of a compact round robin: every team plays once a round (n even) or has exactly one bye per leg
 * (n odd, one extra round).
 */
export function roundsPerLeg(teamCount: number): number {
  return teamCount % 2 === 0 ? teamCount - 1 : teamCount;
}

export function roundCount(problem: Pick<TimetableProblem, 'teamCount' | 'legs'>): number {
  return roundsPerLeg(problem.teamCount) * problem.legs;
}

/** Rewrites the teams of a constraint (ids ↔ indexes) and leaves everything else as it is. */
export function mapConstraintTeams<A, B>(constraint: Constraint<A>, map: (team: A) => B): Constraint<B> {
  const c = constraint as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { ...c };
  if ('teams' in c) out.teams = (c.teams as A[]).map(map);
  if ('opponents' in c) out.opponents = (c.opponents as A[]).map(map);
  if ('home' in c) out.home = map(c.home as A);
  if ('away' in c) out.away = map(c.away as A);
  if ('games' in c)
    out.games = (c.games as { home: A; away: A }[]).map((g) => ({ home: map(g.home), away: map(g.away) }));
  return out as unknown as Constraint<B>;
}

/** Shifts every round of a constraint by `delta` (API rounds from 1 → domain rounds from 0 with −1). */
export function shiftConstraintRounds<T>(constraint: Constraint<T>, delta: number): Constraint<T> {
  if (!('rounds' in constraint)) return constraint;
  return { ...constraint, rounds: constraint.rounds.map((round) => round + delta) };
}
