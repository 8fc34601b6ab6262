import { DomainError } from '../errors.ts';
import { createSeededRandom, shuffleWith } from './random.ts';

/**
 * How drawGroups fills groups: `snake` (serpentine over the seeded list), `pots` (seeded pots, drawn),
 * `random`.
 */
export const GroupDrawMethods = {
  /** Seeded list dealt in a serpentine: 1→A, 2→B, …, then back from the last group (no randomness). */
  snake: 'snake',
  /** Seeded list cut into pots of one team per group; each pot is drawn in a seeded random order. */
  pots: 'pots',
  /** No seeding: the whole list is drawn in a seeded random order. */
  random: 'random',
} as const;
/** One of GroupDrawMethods. */
export type GroupDrawMethod = (typeof GroupDrawMethods)[keyof typeof GroupDrawMethods];

/** Options of drawGroups: group count, method, seed (needed for draws) and the separation key. */
export interface GroupDrawOptions<T> {
  groups: number;
  method: GroupDrawMethod;
  /** Seed of the random generator; required for `pots` and `random`, so a draw can be replayed. */
  seed?: number;
  /** Teams with the same key never share a group (e.g. two teams of one club, or of one country). */
  separateBy?: (team: T) => string | undefined;
}

/** How many placements the search may try before it declares the separation constraints impossible. */
const SEARCH_LIMIT = 200_000;

/**
 * Splits `teams` (in seeding order, best first) into `groups` groups whose sizes differ by at most one, with
 * at most one team of each pot (consecutive run of `groups` teams of the list) per group.
 *
 * The draw follows the procedure of the big federations' draws (UEFA's "first available group"): teams are
 * taken in draw order and each goes to the first group, in order (for `snake`, its serpentine group first),
 * that has no team of its pot and no team it must be separated from, and that still lets the rest of the
 * draw be completed — found by a backtracking search. Throws `groups.separation_impossible` if no valid
 * draw exists.
 */
export function drawGroups<T>(teams: readonly T[], options: GroupDrawOptions<T>): T[][] {
  const { groups: groupCount, method, seed, separateBy } = options;
  if (!Number.isInteger(groupCount) || groupCount < 1 || groupCount > teams.length) {
    throw new DomainError(
      'groups.count_invalid',
      `The number of groups must be between 1 and the number of teams (${teams.length}), got ${groupCount}`,
    );
  }
  if (new Set(teams).size !== teams.length) {
    throw new DomainError('groups.duplicate_team', 'A team appears twice in the list of teams');
  }
  let drawOrder: T[] = [...teams];
  if (method !== GroupDrawMethods.snake) {
    if (seed === undefined) {
      throw new DomainError('groups.seed_required', 'A random draw needs a seed so that it can be replayed');
    }
    const random = createSeededRandom(seed);
    if (method === GroupDrawMethods.random) drawOrder = shuffleWith(teams, random);
    else {
      drawOrder = [];
      for (let start = 0; start < teams.length; start += groupCount) {
        drawOrder.push(...shuffleWith(teams.slice(start, start + groupCount), random));
      }
    }
  }
  const keys = drawOrder.map((team) => separateBy?.(team));
  const placement: number[] = [];
  const groupKeys = Array.from({ length: groupCount }, () => new Set<string>());
  const potTaken = Array.from({ length: groupCount }, () => -1);
  let steps = 0;

  const preferences = (index: number): number[] => {
    const row = Math.floor(index / groupCount);
    const inOrder = Array.from({ length: groupCount }, (_, group) => group);
    if (method !== GroupDrawMethods.snake) return inOrder;
    const serpentine = row % 2 === 0 ? inOrder : inOrder.reverse();
    const preferred = serpentine[index % groupCount] as number;
    return [preferred, ...serpentine.filter((group) => group !== preferred)];
  };

  const fits = (index: number, group: number) => {
    const key = keys[index];
    return (
      potTaken[group] !== Math.floor(index / groupCount) && !(key !== undefined && groupKeys[group]?.has(key))
    );
  };
  /**
   * Forward check, so the search prunes dead draws early instead of exploring them: every pot still to be
   * drawn must be matchable to distinct groups (Hall's condition, by augmenting paths), and no club may have
   * more undrawn teams than groups without it.
   */
  const canComplete = (next: number): boolean => {
    for (
      let start = Math.floor(next / groupCount) * groupCount;
      start < drawOrder.length;
      start += groupCount
    ) {
      const owner = Array.from({ length: groupCount }, () => -1);
      const augment = (index: number, seen: boolean[]): boolean => {
        for (let group = 0; group < groupCount; group++) {
          if (seen[group] || !fits(index, group)) continue;
          seen[group] = true;
          if (owner[group] === -1 || augment(owner[group] as number, seen)) {
            owner[group] = index;
            return true;
          }
        }
        return false;
      };
      const end = Math.min(start + groupCount, drawOrder.length);
      for (let index = Math.max(start, next); index < end; index++) {
        if (!augment(index, [])) return false;
      }
    }
    const remaining = new Map<string, number>();
    for (let index = next; index < drawOrder.length; index++) {
      const key = keys[index];
      if (key !== undefined) remaining.set(key, (remaining.get(key) ?? 0) + 1);
    }
    for (const [key, count] of remaining) {
      if (count > groupKeys.filter((taken) => !taken.has(key)).length) return false;
    }
    return true;
  };

  const place = (index: number): boolean => {
    if (index === drawOrder.length) return true;
    if (++steps > SEARCH_LIMIT) return false;
    const row = Math.floor(index / groupCount);
    const key = keys[index];
    for (const group of preferences(index)) {
      if (!fits(index, group)) continue;
      const previousPot = potTaken[group] as number;
      potTaken[group] = row;
      if (key !== undefined) groupKeys[group]?.add(key);
      placement[index] = group;
      if (canComplete(index + 1) && place(index + 1)) return true;
      potTaken[group] = previousPot;
      if (key !== undefined) groupKeys[group]?.delete(key);
    }
    return false;
  };

  if (!canComplete(0) || !place(0)) {
    throw new DomainError(
      'groups.separation_impossible',
      'No draw keeps apart every pair of teams that must be separated',
    );
  }
  const result: T[][] = Array.from({ length: groupCount }, () => []);
  // List each group in seeding order (its pot-1 team first), whatever the draw order was.
  const seedIndex = new Map(teams.map((team, index) => [team, index]));
  for (const [index, team] of drawOrder.entries()) result[placement[index] as number]?.push(team);
  for (const group of result) group.sort((a, b) => (seedIndex.get(a) ?? 0) - (seedIndex.get(b) ?? 0));
  return result;
}
