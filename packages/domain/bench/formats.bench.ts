// Fixture generators at the sizes a big competition reaches: a 40-team double round robin (1,560 matches),
// a 256-entrant knockout (single and double elimination) and a Swiss round of 256 players.
import { bench, describe } from 'vitest';
import {
  generateDoubleEliminationBracket,
  generateRoundRobin,
  generateSingleEliminationBracket,
  pairSwissRound,
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
