// Fixture generators at the sizes a big competition reaches: a 40-team double round robin (1,560 matches),
// a 256-entrant knockout (single and double elimination) and a Swiss round of 256 players; issue 26's Major
// Swiss round and double elimination played to the end, both with 256 teams.
import { bench, describe } from 'vitest';
import {
  type BracketSide,
  computeAdvancement,
  computeDoubleEliminationPlacements,
  createSeededRandom,
  type EliminationResult,
  generateDoubleEliminationBracket,
  generateRoundRobin,
  generateSingleEliminationBracket,
  type MajorSwissOptions,
  pairNextSwissRound,
  pairSwissRound,
  type SwissPlayedMatch,
  scheduleRounds,
  seedBracket,
} from '../src/index.ts';

const TEAMS = Array.from({ length: 40 }, (_, i) => `team-${String(i + 1).padStart(2, '0')}`);

describe('round robin', () => {
  bench('generateRoundRobin: 40 teams × 2 legs', () => {
    generateRoundRobin(TEAMS, { legs: 2 });
  });

  const rounds = generateRoundRobin(TEAMS, { legs: 2 });
  const dates = Array.from({ length: 200 }, (_, i) =>
    new Date(Date.UTC(2026, 7, 1) + i * 2 * 86_400_000).toISOString().slice(0, 10),
  );
  bench('scheduleRounds: 40 teams × 2 legs on 4 venues', () => {
    scheduleRounds(rounds, {
      dates,
      firstKickoff: '12:00',
      slotMinutes: 120,
      slotsPerDay: 5,
      venues: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
      minRestDays: 1,
    });
  });
});

describe('knockout: 256 entrants', () => {
  bench('seedBracket(256)', () => {
    seedBracket(256);
  });
  bench('generateSingleEliminationBracket(256, third place)', () => {
    generateSingleEliminationBracket(256, { thirdPlace: true });
  });
  bench('generateDoubleEliminationBracket(256, reset)', () => {
    generateDoubleEliminationBracket(256, { grandFinalReset: true });
  });
});

describe('swiss', () => {
  const players = Array.from({ length: 256 }, (_, i) => ({ player: i + 1, score: 0 }));
  bench('pairSwissRound: round 1 of 256 players', () => {
    pairSwissRound(players, []);
  });
});

// Issue 26. Major Swiss (3 wins / 3 losses, current Valve rules): round 4 of 256 teams after three rounds of
// seeded random results, so Difficulty Scores, record groups and rematch avoidance all do work.
const MAJOR: MajorSwissOptions = {
  rules: 'valve-2023-11',
  winsToAdvance: 3,
  lossesToEliminate: 3,
  bestOf: 1,
  decidingBestOf: 3,
};
const SWISS_TEAMS = Array.from({ length: 256 }, (_, i) => `team-${i + 1}`);
const swissCoin = createSeededRandom(26);
const threeRounds: SwissPlayedMatch[] = [];
for (let round = 1; round <= 3; round++) {
  for (const { home, away } of pairNextSwissRound(SWISS_TEAMS, threeRounds, MAJOR).pairs) {
    threeRounds.push({ round, home, away, winner: swissCoin() < 0.5 ? home : away });
  }
}

// Double elimination of 256 with the reset: every result (seeded coin) sent to computeAdvancement and its
// entrants moved where it says, as the server does, then the placements of the finished bracket.
const DE_256 = generateDoubleEliminationBracket(256, { grandFinalReset: true });
function playDoubleElimination(seed: number): EliminationResult[] {
  const coin = createSeededRandom(seed);
  const placed = new Map<string, { home?: number; away?: number }>();
  const cancelled = new Set<string>();
  const results: EliminationResult[] = [];
  for (const match of DE_256.matches) {
    if (cancelled.has(match.key)) continue;
    const slots = placed.get(match.key) ?? {};
    const home = match.home.kind === 'seed' ? match.home.seed : slots.home;
    const away = match.away.kind === 'seed' ? match.away.seed : slots.away;
    if (home === undefined || away === undefined) throw new Error(`${match.key} is not ready`);
    const winner: BracketSide = coin() < 0.5 ? 'home' : 'away';
    const next = computeAdvancement(DE_256, match.key, winner);
    for (const [target, entrant] of [
      [next.winnerTo, winner === 'home' ? home : away],
      [next.loserTo, winner === 'home' ? away : home],
    ] as const) {
      if (!target) continue;
      const to = placed.get(target.match) ?? {};
      to[target.side] = entrant;
      placed.set(target.match, to);
    }
    for (const key of next.cancels) cancelled.add(key);
    results.push({ key: match.key, winner });
  }
  return results;
}
const DE_256_RESULTS = playDoubleElimination(26);

describe('issue 26: 256 teams', () => {
  bench('pairNextSwissRound: Major Swiss, round 4 of 256 teams (after 3 random rounds)', () => {
    pairNextSwissRound(SWISS_TEAMS, threeRounds, MAJOR);
  });
  bench('double elimination of 256 (reset): all 510+ results advanced with computeAdvancement', () => {
    playDoubleElimination(26);
  });
  bench('computeDoubleEliminationPlacements: 256 entrants, finished bracket', () => {
    computeDoubleEliminationPlacements(DE_256, DE_256_RESULTS);
  });
});
