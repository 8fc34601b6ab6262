// Human-readable reasons for a table position: "above Lazio on head-to-head points, 4 to 1".

import type { Criterion, Separation } from './types.ts';

const LABELS: Record<Criterion, string> = {
  points: 'points',
  goalDifference: 'goal difference',
  goalsFor: 'goals scored',
  goalsAgainst: 'goals conceded',
  awayGoalsFor: 'away goals scored',
  awayWins: 'away wins',
  pointsPerGame: 'points per game',
  wins: 'wins',
  winPercentage: 'win percentage',
  goalRatio: 'score ratio',
  h2hPoints: 'head-to-head points',
  h2hGoalDifference: 'head-to-head goal difference',
  h2hGoalsFor: 'head-to-head goals scored',
  h2hAwayGoals: 'head-to-head away goals',
  h2hWins: 'head-to-head wins',
  fairPlay: 'fair play points',
  manualOrder: "the organiser's decision",
  lots: 'drawing of lots',
  identifier: 'listing order',
};

/** The English label of a criterion ("head-to-head points"). */
export function toCriterionLabel(criterion: Criterion): string {
  return LABELS[criterion];
}

const SIGNED: ReadonlySet<Criterion> = new Set<Criterion>(['goalDifference', 'h2hGoalDifference']);
const WITHOUT_VALUES: ReadonlySet<Criterion> = new Set<Criterion>(['manualOrder', 'lots', 'identifier']);

function formatValue(criterion: Criterion, value: number | string): string {
  if (typeof value === 'string') return value;
  if (value === Number.POSITIVE_INFINITY) return '∞';
  if (criterion === 'winPercentage') return value.toFixed(3);
  if (criterion === 'pointsPerGame') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (criterion === 'goalRatio') return Number.isInteger(value) ? String(value) : value.toFixed(3);
  if (SIGNED.has(criterion) && value > 0) return `+${value}`;
  return String(value);
}

/**
 * "above Lazio on head-to-head points, 4 to 1": why a row sits above the next one. `nameOf` turns the caller's team
 * identifiers into names (default: the identifier itself).
 */
export function formatSeparation<T>(separation: Separation<T>, nameOf: (team: T) => string = String): string {
  const { criterion, values } = separation;
  const head = `above ${nameOf(separation.above)} on ${toCriterionLabel(criterion)}`;
  if (WITHOUT_VALUES.has(criterion)) return head;
  return `${head}, ${formatValue(criterion, values[0])} to ${formatValue(criterion, values[1])}`;
}

/**
 * The tie-break text of a table row (the contracts' `StandingRow.tiebreak`): why it is above the next row when both
 * are level on points; null when points separated them or for the last row.
 */
export function toTiebreakText<T>(
  row: { readonly explanation?: Separation<T> },
  nameOf: (team: T) => string = String,
): string | null {
  const separation = row.explanation;
  if (!separation || separation.criterion === 'points') return null;
  return formatSeparation(separation, nameOf);
}
