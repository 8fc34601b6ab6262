// Shapes of the standings engine. Teams are whatever identifiers the caller uses (ids or names).

/** Whether a match counts: finished ones always; live ones only when asked (live standings). */
export const MatchStatus = {
  Scheduled: 'scheduled',
  Live: 'live',
  Finished: 'finished',
  Postponed: 'postponed',
  Cancelled: 'cancelled',
} as const;
/** One of MatchStatus. */
export type MatchStatus = (typeof MatchStatus)[keyof typeof MatchStatus];

/** How a match was decided; overtime and shoot-out results earn the rules' overtime/shoot-out points. */
export const MatchDecision = {
  Regulation: 'regulation',
  Overtime: 'overtime',
  Shootout: 'shootout',
} as const;
/** One of MatchDecision. */
export type MatchDecision = (typeof MatchDecision)[keyof typeof MatchDecision];

/**
 * One result for computeStandings: home, away, homeGoals, awayGoals, plus optional status, decision, forfeit,
 * tries, date.
 */
export interface StandingsMatch<T> {
  readonly home: T;
  readonly away: T;
  /** Goals, points or sets of the home side; a match without a score does not count. */
  readonly homeGoals: number | null;
  readonly awayGoals: number | null;
  /** Absent means finished (a results list). */
  readonly status?: MatchStatus;
  /**
   * Ice hockey style: `overtime` or `shootout` give the rules' overtime/shoot-out points. The score must then
   * differ (the decisive shoot-out goal is counted for the winner, as the IIHF and NHL tables do).
   */
  readonly decidedBy?: MatchDecision;
  /** The side that forfeited: the score becomes the rules' `forfeitScore` for the other side. */
  readonly forfeit?: 'home' | 'away';
  /** Rugby: tries scored, for the try bonus. */
  readonly homeTries?: number;
  readonly awayTries?: number;
  /** ISO date; when every counted match has one, form is read in date order, else in input order. */
  readonly date?: string;
}

/**
 * Head-to-head scope: `tiedGroup` builds the mini-league once (Spain, Italy); `recursive` re-applies it to a
 * sub-group still level (UEFA).
 */
export const H2hScope = { TiedGroup: 'tiedGroup', Recursive: 'recursive' } as const;
/** One of H2hScope. */
export type H2hScope = (typeof H2hScope)[keyof typeof H2hScope];

/** Tie-breaking criteria over the whole season. */
export const OverallCriteria = [
  'points',
  'goalDifference',
  'goalsFor',
  'goalsAgainst',
  'awayGoalsFor',
  'wins',
  'awayWins',
  'winPercentage',
  'pointsPerGame',
  'goalRatio',
] as const;
/** Criteria over the mini-league of only the matches among the tied teams. */
export const HeadToHeadCriteria = [
  'h2hPoints',
  'h2hGoalDifference',
  'h2hGoalsFor',
  'h2hAwayGoals',
  'h2hWins',
] as const;
/** Last resorts: fair play (fewer disciplinary points first), manual order, drawing of lots, then team id. */
export const LastResortCriteria = ['fairPlay', 'manualOrder', 'lots', 'identifier'] as const;

/** A criterion over the whole season (OverallCriteria). */
export type OverallCriterion = (typeof OverallCriteria)[number];
/** A criterion over the mini-league of the tied teams (HeadToHeadCriteria). */
export type HeadToHeadCriterion = (typeof HeadToHeadCriteria)[number];
/** Any tie-breaking criterion name computeStandings accepts. */
export type Criterion = OverallCriterion | HeadToHeadCriterion | (typeof LastResortCriteria)[number];

/** Points per result and the ordered tie-breakers with their head-to-head scope, plus sport options. */
export interface StandingsRules {
  /** Points for a win, a draw and a loss in regulation. */
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  /** Ordered criteria; `points` first in most competitions. */
  readonly tiebreakers: readonly Criterion[];
  readonly h2hScope: H2hScope;
  /**
   * Points for wins and losses after overtime / a shoot-out (default: the shoot-out values fall back to
   * overtime's).
   */
  readonly overtimeWin?: number;
  readonly overtimeLoss?: number;
  readonly shootoutWin?: number;
  readonly shootoutLoss?: number;
  /** Points for an exact score, before win/draw/loss (volleyball: 3–2 gives 2, 2–3 gives 1). */
  readonly scorePoints?: readonly {
    readonly for: number;
    readonly against: number;
    readonly points: number;
  }[];
  /** Rugby try bonus: `points` for scoring at least `minTries` tries, whatever the result. */
  readonly tryBonus?: { readonly minTries: number; readonly points: number };
  /** Rugby losing bonus: `points` for losing by at most `maxMargin`. */
  readonly losingBonus?: { readonly maxMargin: number; readonly points: number };
  /** Score awarded for a forfeit, [winner, loser]; default [3, 0]. */
  readonly forfeitScore?: readonly [number, number];
  /** Points for the side that forfeited; default `loss`. */
  readonly forfeitLoss?: number;
}

/** A points adjustment of one team (negative for a deduction), with its reason. */
export interface PointsAdjustment<T> {
  readonly team: T;
  /** Negative for a deduction. */
  readonly points: number;
  readonly reason: string;
}

/**
 * Input of computeStandings: matches, rules, optional adjustments and teams, plus last-resort orders and
 * options.
 */
export interface StandingsInput<T> {
  readonly matches: readonly StandingsMatch<T>[];
  readonly rules: StandingsRules;
  readonly adjustments?: readonly PointsAdjustment<T>[];
  /** Teams to list even without a counted match yet. */
  readonly teams?: readonly T[];
  /** Disciplinary points per team for the `fairPlay` criterion (fewer is better; absent counts as 0). */
  readonly fairPlay?: readonly { readonly team: T; readonly points: number }[];
  /** An organiser's order for teams still level (first = higher); applied after the rules' criteria. */
  readonly manualOrder?: readonly T[];
  /** The result of a drawing of lots (first = higher); applied after the rules' criteria and manual order. */
  readonly lots?: readonly T[];
  /** Count matches in progress (status `live`). Default false: only finished matches count. */
  readonly includeLive?: boolean;
  /** Length of `form` (default 5). */
  readonly formLength?: number;
  /**
   * Give teams level on every criterion the same `pos` (Premier League style) instead of consecutive ones.
   */
  readonly sharedPlaces?: boolean;
}

/** A result letter in a row's form. */
export type FormResult = 'W' | 'D' | 'L';

/** Why a row is above the next one: the first criterion that separated them and both values. */
export interface Separation<T> {
  readonly criterion: Criterion;
  /** The team in the next row. */
  readonly above: T;
  /** [this row's value, the next row's value]. */
  readonly values: readonly [number, number] | readonly [string, string];
  /** For head-to-head criteria: the teams of the mini-league the values come from. */
  readonly miniLeague?: readonly T[];
}

/** One row of a table: the contract fields (pos … points), then details and the explanation of its place. */
export interface StandingsRow<T> {
  pos: number;
  team: T;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  /** Including bonus points and adjustments. */
  points: number;
  awayGoalsFor: number;
  /** Wins and losses after overtime or a shoot-out (also counted in won / lost). */
  overtimeWon: number;
  overtimeLost: number;
  bonusPoints: number;
  /** Sum of `adjustments`. */
  pointsAdjustment: number;
  adjustments: { points: number; reason: string }[];
  /** Last results, oldest first. */
  form: FormResult[];
  /** True when a live match was counted for this team. */
  live: boolean;
  /** Why this row is above the next one (absent on the last row). */
  explanation?: Separation<T>;
}
