import { DomainError } from '../errors.ts';
import { type Bracket, BracketSections, type DraftMatch, pruneDraftBracket } from './knockout.ts';

/** First-round pairs of seed numbers, top to bottom; `null` is a bye. */
export type SeedPair = [number, number | null];

/** The smallest power of two ≥ n (the number of places in a bracket for n entrants). */
export function computeBracketSize(entrantCount: number): number {
  let size = 2;
  while (size < entrantCount) size *= 2;
  return size;
}

function ensureEntrantCount(entrantCount: number): void {
  if (!Number.isInteger(entrantCount) || entrantCount < 2) {
    throw new DomainError(
      'bracket.too_few_entrants',
      `A bracket needs at least two entrants, got ${entrantCount}`,
    );
  }
}

/**
 * Standard seeding: the first-round pairs of seed numbers in bracket order, top to bottom, `null` for a bye.
 *
 * Source: the standard bracket (as printed by the NCAA and most federations): seed s meets seed size+1−s,
 * so 1 and 2 can only meet in the final, 1–4 only in the semi-finals, 1–8 only in the quarter-finals. The
 * bracket is built by doubling: each pair of a bracket half the size is split into the pair of its better
 * seed s and the pair of its complement 2k+1−s, the complement placed above s except in the very first
 * pair — 1 stays at the top and 2 ends at the bottom: 16 → 1–16, 8–9, 5–12, 4–13, 6–11, 3–14, 7–10, 2–15.
 * When the entrant count is not a power of two the missing seeds are byes, so the top seeds get them.
 */
export function seedBracket(entrantCount: number): SeedPair[] {
  ensureEntrantCount(entrantCount);
  const size = computeBracketSize(entrantCount);
  let leads = [1];
  while (leads.length < size / 2) {
    const complementOf = 2 * leads.length + 1;
    leads = leads.flatMap((seed, index) =>
      index === 0 ? [seed, complementOf - seed] : [complementOf - seed, seed],
    );
  }
  return leads.map((seed) => {
    const opponent = size + 1 - seed;
    return [seed, opponent <= entrantCount ? opponent : null];
  });
}

/** Options of generateSingleEliminationBracket: third-place match and a custom first round. */
export interface SingleEliminationOptions {
  /** Add a match between the losing semi-finalists ("3P"). Needs at least four entrants. */
  thirdPlace?: boolean;
  /**
   * First-round pairs to use instead of seedBracket(entrants) — e.g. a crossing from groups. Same shape:
   * one pair per two places of the bracket, every seed 1..entrants exactly once, byes as [seed, null].
   */
  firstRound?: readonly SeedPair[];
}

/**
 * Asserts that `firstRound` places seeds 1..entrants once each in size/2 pairs; throws
 * `bracket.first_round_invalid`.
 */
export function ensureFirstRound(firstRound: readonly SeedPair[], entrants: number): void {
  const size = computeBracketSize(entrants);
  const seeds = firstRound.flatMap(([a, b]) => (b === null ? [a] : [a, b]));
  const valid =
    firstRound.length === size / 2 &&
    seeds.length === entrants &&
    new Set(seeds).size === entrants &&
    seeds.every((seed) => Number.isInteger(seed) && seed >= 1 && seed <= entrants);
  if (!valid) {
    throw new DomainError(
      'bracket.first_round_invalid',
      `The first round must place seeds 1..${entrants} once each in ${size / 2} pairs`,
    );
  }
}

/** Bracket rounds ("R1" … "Rk") as drafts over placeholder seeds; the first round from `firstRound`. */
export function draftEliminationRounds(
  firstRound: readonly SeedPair[],
  entrants: number,
  keyOf: (round: number, position: number) => string,
  section: DraftMatch['section'],
): DraftMatch[][] {
  // A bye is drafted as a seed above the entrant count, which pruning treats as an empty place.
  let nextEmpty = entrants;
  const rounds: DraftMatch[][] = [
    firstRound.map(([home, away], index) => ({
      key: keyOf(1, index + 1),
      section,
      round: 1,
      position: index + 1,
      home: { kind: 'seed', seed: home },
      away: { kind: 'seed', seed: away ?? ++nextEmpty },
    })),
  ];
  for (let previous = rounds[0] ?? []; previous.length > 1; ) {
    const round = previous[0]!.round + 1;
    const current: DraftMatch[] = [];
    for (let position = 1; position <= previous.length / 2; position++) {
      current.push({
        key: keyOf(round, position),
        section,
        round,
        position,
        home: { kind: 'winner', match: keyOf(round - 1, 2 * position - 1) },
        away: { kind: 'winner', match: keyOf(round - 1, 2 * position) },
      });
    }
    rounds.push(current);
    previous = current;
  }
  return rounds;
}

/**
 * The complete single-elimination fixture tree: rounds "R1".."Rk" (final = last round), keys "R{round}-M{position}",
 * plus "3P" when asked. Byes are not matches: a seed with a bye appears directly in round 2. A bracket of N
 * entrants has N−1 matches (N with the third-place match, which needs N ≥ 4).
 */
export function generateSingleEliminationBracket(
  entrants: number,
  options: SingleEliminationOptions = {},
): Bracket {
  ensureEntrantCount(entrants);
  const firstRound = options.firstRound ?? seedBracket(entrants);
  ensureFirstRound(firstRound, entrants);
  const keyOf = (round: number, position: number) => `R${round}-M${position}`;
  const rounds = draftEliminationRounds(firstRound, entrants, keyOf, BracketSections.main);
  const drafts = rounds.flat();
  const semiFinals = rounds.length >= 2 ? rounds[rounds.length - 2] : undefined;
  if (options.thirdPlace && semiFinals) {
    drafts.push({
      key: '3P',
      section: BracketSections.thirdPlace,
      round: rounds.length,
      position: 2,
      home: { kind: 'loser', match: semiFinals[0]!.key },
      away: { kind: 'loser', match: semiFinals[1]!.key },
    });
  }
  return { format: 'single_elimination', entrants, matches: pruneDraftBracket(drafts, entrants) };
}
