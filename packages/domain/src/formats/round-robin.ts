import { DomainError } from '../errors.ts';

/** One fixture of a generated schedule: the first named team is at home. */
export interface Pairing<T> {
  home: T;
  away: T;
}

/** Options of generateRoundRobin: the number of legs (default 1). */
export interface RoundRobinOptions {
  /** How many times every pair meets (default 1). Each later leg swaps home and away. */
  legs?: number;
}

/**
 * The first-leg pairs of the Berger table for `n` (even) positions, as [home, away] position numbers 1..n.
 *
 * Source: FIDE Handbook C.05, Annex 1 ("Berger tables for round-robin tournaments"). In round 1, board 1 is
 * 1–n and board b is b–(n+1−b). From one round to the next every position other than n advances by n/2
 * (modulo n−1, numbers 1..n−1), and position n alternates colour on board 1: it is second in odd rounds and
 * first in even rounds. For 6 this yields exactly the published table (round 2: 6–4, 5–3, 1–2; …).
 */
export function generateBergerTable(n: number): Array<Array<[number, number]>> {
  if (!Number.isInteger(n) || n < 2 || n % 2 !== 0) {
    throw new DomainError(
      'round_robin.berger_size_invalid',
      `A Berger table needs an even size ≥ 2, got ${n}`,
    );
  }
  const half = n / 2;
  const shift = (position: number, round: number): number =>
    ((position - 1 + (round - 1) * half) % (n - 1)) + 1;
  const rounds: Array<Array<[number, number]>> = [];
  for (let round = 1; round <= n - 1; round++) {
    const fixed = shift(1, round);
    const boards: Array<[number, number]> = [round % 2 === 1 ? [fixed, n] : [n, fixed]];
    for (let board = 2; board <= half; board++) {
      boards.push([shift(board, round), shift(n + 1 - board, round)]);
    }
    rounds.push(boards);
  }
  return rounds;
}

function ensureRoundRobinInput<T>(teams: readonly T[], legs: number): void {
  if (teams.length < 2) {
    throw new DomainError('round_robin.too_few_teams', 'A round robin needs at least two teams');
  }
  if (new Set(teams).size !== teams.length) {
    throw new DomainError('round_robin.duplicate_team', 'A team appears twice in the list of teams');
  }
  if (!Number.isInteger(legs) || legs < 1) {
    throw new DomainError(
      'round_robin.legs_invalid',
      `The number of legs must be a whole number ≥ 1, got ${legs}`,
    );
  }
}

/**
 * The order in which the rounds of leg 1 are replayed (home and away swapped) in each later leg.
 * Replaying in the same order is what leagues usually print, but at the seam between two legs a team can
 * then get three home (or away) matches in a row. Leg by leg we keep the same order when it is clean,
 * otherwise we take the first rotation (start at round k+1 of leg 1), or reversed rotation, that minimises
 * such runs — the "avoid three in a row where the tables allow it".
 */
function generateLaterLegOrders(
  firstLeg: Array<Array<[number, number]>>,
  count: number,
  legs: number,
): number[][] {
  const roundCount = firstLeg.length;
  const identity = firstLeg.map((_, index) => index);
  const candidates: number[][] = [];
  for (let start = 0; start < roundCount; start++) {
    const rotated = identity.map((index) => (index + start) % roundCount);
    candidates.push(rotated, [...rotated].reverse());
  }
  const orders: number[][] = [];
  for (let leg = 1; leg < legs; leg++) {
    let best = identity;
    let bestRuns = Number.POSITIVE_INFINITY;
    for (const order of candidates) {
      const runs = countTripleRuns(buildPositionSchedule(firstLeg, [...orders, order]), count);
      if (runs < bestRuns) {
        best = order;
        bestRuns = runs;
        if (runs === 0) break;
      }
    }
    orders.push(best);
  }
  return orders;
}

function buildPositionSchedule(
  firstLeg: Array<Array<[number, number]>>,
  laterOrders: readonly (readonly number[])[],
): Array<Array<[number, number]>> {
  const rounds: Array<Array<[number, number]>> = [...firstLeg];
  laterOrders.forEach((order, index) => {
    const swapped = index % 2 === 0;
    for (const roundIndex of order) {
      const round = firstLeg[roundIndex] ?? [];
      rounds.push(round.map(([home, away]) => (swapped ? [away, home] : [home, away])));
    }
  });
  return rounds;
}

/** Runs of three consecutive home (or away) matches, counted per team over the matches it plays. */
function countTripleRuns(rounds: Array<Array<[number, number]>>, n: number): number {
  const venues = new Map<number, string>();
  let runs = 0;
  for (const round of rounds) {
    for (const [home, away] of round) {
      if (home > n || away > n) continue;
      for (const [team, side] of [
        [home, 'H'],
        [away, 'A'],
      ] as const) {
        const history = (venues.get(team) ?? '') + side;
        venues.set(team, history);
        if (history.endsWith(side.repeat(3))) runs++;
      }
    }
  }
  return runs;
}

/**
 * Berger position schedule for `count` teams and `legs` legs; positions above `count` are the dummy
 * opponent of an odd field (its opponent has the bye).
 */
function generatePositionSchedule(count: number, legs: number): Array<Array<[number, number]>> {
  const n = count % 2 === 0 ? count : count + 1;
  const firstLeg = generateBergerTable(n);
  return buildPositionSchedule(firstLeg, generateLaterLegOrders(firstLeg, count, legs));
}

/**
 * Round-robin rounds for any number of teams and legs: leg 1 is the FIDE Berger table (team i of the list
 * is Berger number i+1), later legs swap home and away. With an odd number of teams the match against the
 * dummy is left out, so the team with the bye simply has no match that round (see generateRoundRobinByes).
 */
export function generateRoundRobin<T>(
  teams: readonly T[],
  options: RoundRobinOptions = {},
): Array<Array<Pairing<T>>> {
  const legs = options.legs ?? 1;
  ensureRoundRobinInput(teams, legs);
  return generatePositionSchedule(teams.length, legs).map((round) =>
    round
      .filter(([home, away]) => home <= teams.length && away <= teams.length)
      .map(([home, away]) => ({ home: teams[home - 1] as T, away: teams[away - 1] as T })),
  );
}

/** For each round of generateRoundRobin(teams, options): the team that sits out, or null (even field). */
export function generateRoundRobinByes<T>(
  teams: readonly T[],
  options: RoundRobinOptions = {},
): Array<T | null> {
  const legs = options.legs ?? 1;
  ensureRoundRobinInput(teams, legs);
  return generatePositionSchedule(teams.length, legs).map((round) => {
    for (const [home, away] of round) {
      if (home > teams.length) return teams[away - 1] as T;
      if (away > teams.length) return teams[home - 1] as T;
    }
    return null;
  });
}
