import { DomainError } from '../errors.ts';
import { type SeedPair, seedBracket } from './single-elimination.ts';

/** One row of a final group table, best first. Computing the table is the standings module's job. */
export interface GroupTableRow<T> {
  team: T;
  points: number;
  goalDifference: number;
  goalsFor: number;
}

/** One qualified team: its knockout seed, group (or null) and final place. */
export interface Qualifier<T> {
  /** Knockout seed, 1 = best. */
  seed: number;
  team: T;
  /** Index of the group (0 = first) or null when coming from a single league table. */
  group: number | null;
  /** Final place in its group or table, 1-based. */
  rank: number;
}

/** Qualifiers and the first round of seed pairs built from them. */
export interface KnockoutEntry<T> {
  qualifiers: Qualifier<T>[];
  /** First-round pairs of seeds, ready for generateSingleEliminationBracket(…, { firstRound }). */
  firstRound: SeedPair[];
}

/**
 * Options of generateKnockoutFromGroups: top K per group, best K+1-placed, and how to compare across groups.
 */
export interface GroupProgressionOptions<T> {
  /** The top K of every group qualify. */
  perGroup: number;
  /** How many of the teams placed K+1 qualify as the best of that place across groups (default 0). */
  bestOfNextPlace?: number;
  /**
   * Order of equally placed teams of different groups, best first (negative when `a` is better). Default:
   * points, goal difference, goals scored, then group order. If groups differ in size, pass rows adjusted
   * as the competition's regulations say (e.g. without the results against the last-placed team).
   */
  compare?: (a: GroupTableRow<T>, b: GroupTableRow<T>) => number;
}

const defaultCompare = <T>(a: GroupTableRow<T>, b: GroupTableRow<T>): number =>
  b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor;

/**
 * Qualifiers of a group stage and the first knockout round. Seeds go by place first (all group winners,
 * then the runners-up, …, then the best-placed K+1 teams), equal places ordered by `compare`. The first round
 * is the standard seeding, "crossed": where it would pair two teams of one group, entrants are exchanged
 * between pairs — each as close to its standard place as possible — so that no group-mates meet in the first
 * round. Throws `progression.crossing_impossible` if that cannot be done.
 */
export function generateKnockoutFromGroups<T>(
  groups: ReadonlyArray<ReadonlyArray<GroupTableRow<T>>>,
  options: GroupProgressionOptions<T>,
): KnockoutEntry<T> {
  const { perGroup, bestOfNextPlace = 0 } = options;
  const compare = options.compare ?? defaultCompare;
  if (!Number.isInteger(perGroup) || perGroup < 1 || groups.some((group) => group.length < perGroup)) {
    throw new DomainError(
      'progression.per_group_invalid',
      `Every group needs at least ${perGroup} teams to qualify`,
    );
  }
  const withNextPlace = groups.filter((group) => group.length > perGroup).length;
  if (!Number.isInteger(bestOfNextPlace) || bestOfNextPlace < 0 || bestOfNextPlace > withNextPlace) {
    throw new DomainError(
      'progression.best_placed_invalid',
      `At most ${withNextPlace} teams can qualify as best of place ${perGroup + 1}, got ${bestOfNextPlace}`,
    );
  }
  const byPlace = (place: number) =>
    groups
      .flatMap((group, index) => {
        const row = group[place - 1];
        return row ? [{ row, group: index, rank: place }] : [];
      })
      .sort((a, b) => compare(a.row, b.row) || a.group - b.group);
  const entries: Array<{ row: GroupTableRow<T>; group: number; rank: number }> = [];
  for (let place = 1; place <= perGroup; place++) entries.push(...byPlace(place));
  entries.push(...byPlace(perGroup + 1).slice(0, bestOfNextPlace));
  if (entries.length < 2) {
    throw new DomainError('progression.too_few_qualifiers', 'A knockout needs at least two qualifiers');
  }
  const qualifiers = entries.map((entry, index) => ({
    seed: index + 1,
    team: entry.row.team,
    group: entry.group,
    rank: entry.rank,
  }));
  const groupOf = (seed: number) => qualifiers[seed - 1]?.group;
  return { qualifiers, firstRound: crossFirstRound(seedBracket(qualifiers.length), groupOf) };
}

/**
 * Moves entrants between first-round places so that no pair holds two entrants of one group, changing as
 * little as possible: places are filled in seed order, each with the nearest seed that still allows a valid
 * completion (depth-first, so the lowest seeds move first: usually two runners-up swap opponents). Only when
 * byes leave no other way may a seed give its bye to the next seed (e.g. 5 qualifiers with one runner-up).
 */
function crossFirstRound(
  pairs: SeedPair[],
  groupOf: (seed: number) => number | null | undefined,
): SeedPair[] {
  const count = pairs.flat().filter((seed) => seed !== null).length;
  const partner = new Map<number, number | null>();
  for (const [upper, lower] of pairs) {
    partner.set(upper, lower);
    if (lower !== null) partner.set(lower, upper);
  }
  const actual: number[] = [];
  const used = new Set<number>();
  let steps = 0;
  const assign = (standard: number): boolean => {
    if (standard > count) return true;
    if (++steps > 200_000) return false;
    const other = partner.get(standard) ?? null;
    const opponent = other !== null && other < standard ? actual[other] : undefined;
    const candidates = Array.from({ length: count }, (_, index) => index + 1)
      .filter((seed) => !used.has(seed))
      .sort((a, b) => Math.abs(a - standard) - Math.abs(b - standard) || a - b);
    for (const seed of candidates) {
      if (opponent !== undefined && groupOf(opponent) === groupOf(seed)) continue;
      used.add(seed);
      actual[standard] = seed;
      if (assign(standard + 1)) return true;
      used.delete(seed);
    }
    return false;
  };
  if (!assign(1)) {
    throw new DomainError(
      'progression.crossing_impossible',
      'The first round cannot keep every group’s teams apart',
    );
  }
  return pairs.map(([upper, lower]): SeedPair => {
    const a = actual[upper] as number;
    if (lower === null) return [a, null];
    const b = actual[lower] as number;
    return [Math.min(a, b), Math.max(a, b)];
  });
}

/** Options of generatePlayoffsFromTable: how many teams, from which place. */
export interface TablePlayoffOptions {
  /** How many teams of the table go to the play-offs. */
  teams: number;
  /** First place that qualifies, 1-based (default 1; e.g. 3 for play-offs of places 3–6). */
  fromPlace?: number;
}

/** Play-offs from a final league table (best first): places fromPlace… seeded in table order. */
export function generatePlayoffsFromTable<T>(
  table: readonly T[],
  options: TablePlayoffOptions,
): KnockoutEntry<T> {
  const { teams, fromPlace = 1 } = options;
  if (!Number.isInteger(fromPlace) || fromPlace < 1 || !Number.isInteger(teams) || teams < 2) {
    throw new DomainError(
      'progression.playoff_places_invalid',
      'Play-offs need at least two places, from place 1 on',
    );
  }
  if (fromPlace - 1 + teams > table.length) {
    throw new DomainError(
      'progression.playoff_places_invalid',
      `The table has ${table.length} teams, play-offs need places ${fromPlace}–${fromPlace + teams - 1}`,
    );
  }
  const qualifiers = table.slice(fromPlace - 1, fromPlace - 1 + teams).map((team, index) => ({
    seed: index + 1,
    team,
    group: null,
    rank: fromPlace + index,
  }));
  return { qualifiers, firstRound: seedBracket(teams) };
}
