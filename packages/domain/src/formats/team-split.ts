import { createSeededRandom, shuffleWith } from './random.ts';

/**
 * Splitting a list of players into teams (`POST /teams/generate`, docs/adr/0012-team-generation.md).
 *
 * 1. The players are shuffled with the seed (`createSeededRandom`): the same players, count and seed always give
 *    the same teams, and players of equal strength are not always split in input order.
 * 2. Without any rating, the shuffled list is dealt in turn: player 1 to team 1, player 2 to team 2, …
 * 3. When at least one player has a rating, players without one count as the mean of the known ratings; the
 *    shuffled list is sorted by rating, strongest first (stable, so ties keep their shuffled order), and dealt
 *    as a snake draft: 1→N, then N→1, then 1→N… With ratings ≥ 0, any two teams' sums then differ by at most
 *    the highest rating, and sizes differ by at most one in every case.
 */

/** A player to split; `rating` is optional (players carry none today; a later rating feeds it). */
export interface SplitPlayer {
  readonly id: string;
  readonly rating?: number | null | undefined;
}

/** A 32-bit seed from any text (FNV-1a), for seeds given as strings (`seed` of `POST /teams/generate`). */
export function toSeedNumber(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The ratings used for balancing: known ones as given, missing ones as the mean of the known; none if none known. */
function effectiveRatings<T extends SplitPlayer>(players: readonly T[]): Map<T, number> | null {
  const known = players.map((p) => p.rating).filter((r): r is number => typeof r === 'number');
  if (known.length === 0) return null;
  const mean = known.reduce((sum, r) => sum + r, 0) / known.length;
  return new Map(players.map((p) => [p, typeof p.rating === 'number' ? p.rating : mean]));
}

/**
 * `count` teams (arrays of the given players, each exactly once) from a seeded shuffle, balanced by rating
 * when any player has one (see the module comment). `count` must be a positive integer; with fewer players
 * than teams, the last teams are empty.
 */
export function splitIntoTeams<T extends SplitPlayer>(
  players: readonly T[],
  count: number,
  seed: number | string,
): T[][] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const random = createSeededRandom(typeof seed === 'string' ? toSeedNumber(seed) : seed);
  let order = shuffleWith(players, random);
  const ratings = effectiveRatings(order);
  if (ratings) order = [...order].sort((a, b) => ratings.get(b)! - ratings.get(a)!);
  const teams: T[][] = Array.from({ length: count }, () => []);
  order.forEach((player, index) => {
    const round = Math.floor(index / count);
    const pick = index % count;
    const team = ratings && round % 2 === 1 ? count - 1 - pick : pick;
    teams[team]!.push(player);
  });
  return teams;
}
