// The four workloads issue 3 names, each with its 5 ms target (the median reporter gives the verdict):
// standings of a 20-team double round robin with head-to-head rules, a 128-entrant double elimination, one
// Swiss round for 1,000 players, and a 24-team season scheduled over 2 venues.
import { bench, describe } from 'vitest';
import {
  type Bracket,
  computeAdvancement,
  computeStandings,
  createSeededRandom,
  footballLeaguePresets,
  generateDoubleEliminationBracket,
  generateMatchDates,
  generateRoundRobin,
  pairSwissRound,
  type ScheduleOptions,
  type StandingsMatch,
  type SwissRound,
  type SwissStanding,
  scheduleRounds,
} from '../src/index.ts';

// Standings: a real Berger double round robin with low, seeded scores, so many teams end level on points and
// the head-to-head mini-leagues (built once, and re-applied) do real work.
const TWENTY = Array.from({ length: 20 }, (_, i) => `team-${String(i + 1).padStart(2, '0')}`);
const random = createSeededRandom(2026);
const season: StandingsMatch<string>[] = generateRoundRobin(TWENTY, { legs: 2 })
  .flat()
  .map(({ home, away }) => ({
    home,
    away,
    homeGoals: Math.floor(random() * 3),
    awayGoals: Math.floor(random() * 3),
  }));

describe('standings: 20-team double round robin (380 matches)', () => {
  bench('computeStandings, La Liga rules (h2h mini-league built once) [target 5 ms]', () => {
    computeStandings({ matches: season, rules: footballLeaguePresets.laLiga });
  });
  bench('computeStandings, UEFA rules (h2h re-applied to sub-groups) [target 5 ms]', () => {
    computeStandings({ matches: season, rules: footballLeaguePresets.uefaGroup });
  });
  bench('computeStandings, Premier League rules (no head-to-head)', () => {
    computeStandings({ matches: season, rules: footballLeaguePresets.premierLeague });
  });
});

// Double elimination: build the bracket, then play it to the end (home side always wins), asking the engine
// where each winner and loser goes.
function playThrough(bracket: Bracket): number {
  let moves = 0;
  for (const match of bracket.matches) {
    if (match.resetOnly) continue;
    const next = computeAdvancement(bracket, match.key, 'home');
    if (next.winnerTo) moves++;
    if (next.loserTo) moves++;
  }
  return moves;
}

describe('double elimination: 128 entrants', () => {
  bench('generateDoubleEliminationBracket(128, grand final reset) [target 5 ms]', () => {
    generateDoubleEliminationBracket(128, { grandFinalReset: true });
  });
  bench('… and every result advanced with computeAdvancement [target 5 ms]', () => {
    playThrough(generateDoubleEliminationBracket(128, { grandFinalReset: true }));
  });
});

// Swiss: round 1 of 1,000 players, and round 8 after seven rounds paired by the engine itself (the higher-ranked
// player wins, with seeded upsets), so score groups, colour balance and the no-rematch rule all bite.
const THOUSAND: SwissStanding<number>[] = Array.from({ length: 1000 }, (_, i) => ({
  player: i + 1,
  score: 0,
}));
function playSwiss(rounds: number): { standings: SwissStanding<number>[]; history: SwissRound<number>[] } {
  const upsets = createSeededRandom(7);
  const score = new Map(THOUSAND.map((p) => [p.player, 0]));
  const history: SwissRound<number>[] = [];
  for (let r = 0; r < rounds; r++) {
    const standings = THOUSAND.map((p) => ({ player: p.player, score: score.get(p.player) ?? 0 }));
    const round = pairSwissRound(standings, history);
    for (const { home, away } of round.pairs) {
      const favourite = Math.min(home, away);
      const underdog = Math.max(home, away);
      const winner = upsets() < 0.25 ? underdog : favourite;
      score.set(winner, (score.get(winner) ?? 0) + 1);
    }
    history.push(round);
  }
  return { standings: THOUSAND.map((p) => ({ player: p.player, score: score.get(p.player) ?? 0 })), history };
}
const afterSeven = playSwiss(7);

describe('swiss: 1,000 players', () => {
  bench('pairSwissRound, round 1 [target 5 ms]', () => {
    pairSwissRound(THOUSAND, []);
  });
  bench('pairSwissRound, round 8 (after seven rounds) [target 5 ms]', () => {
    pairSwissRound(afterSeven.standings, afterSeven.history);
  });
});

// Scheduling: 24 teams, two legs (46 rounds, 552 matches) on Saturdays and Sundays, two venues with four slots
// a day, a day of rest between matches, and one venue closed on some weekends.
const TWENTY_FOUR = Array.from({ length: 24 }, (_, i) => `club-${String(i + 1).padStart(2, '0')}`);
const seasonRounds = generateRoundRobin(TWENTY_FOUR, { legs: 2 });
const weekends = generateMatchDates({ start: '2026-08-01', weekdays: [6, 0], count: 140 });
const scheduleOptions: ScheduleOptions<string> = {
  dates: weekends,
  firstKickoff: '12:00',
  slotMinutes: 150,
  slotsPerDay: 4,
  venues: [{ id: 'north', unavailableDates: weekends.filter((_, i) => i % 10 === 3) }, { id: 'south' }],
  minRestDays: 1,
};

describe('scheduling: 24-team season over 2 venues', () => {
  bench('scheduleRounds, 46 rounds × 12 matches [target 5 ms]', () => {
    scheduleRounds(seasonRounds, scheduleOptions);
  });
});
