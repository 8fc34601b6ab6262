// A 20-team double round robin (380 matches) ranked with head-to-head tie-breakers, both scopes.
import { bench, describe } from 'vitest';
import { computeStandings, footballLeaguePresets, type StandingsMatch } from '../src/index.ts';

const TEAMS = Array.from({ length: 20 }, (_, i) => `team-${String(i + 1).padStart(2, '0')}`);

// A fixed pseudo-random season (mulberry32) with low scores, so ties and mini-leagues are common.
function seasonOf(seed: number): StandingsMatch<string>[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const matches: StandingsMatch<string>[] = [];
  for (const home of TEAMS) {
    for (const away of TEAMS) {
      if (home !== away)
        matches.push({ home, away, homeGoals: Math.floor(next() * 3), awayGoals: Math.floor(next() * 3) });
    }
  }
  return matches;
}

const season = seasonOf(2024);

describe('standings: 20 teams, 380 matches', () => {
  bench('La Liga rules (tiedGroup head-to-head)', () => {
    computeStandings({ matches: season, rules: footballLeaguePresets.laLiga });
  });
  bench('UEFA rules (recursive head-to-head)', () => {
    computeStandings({ matches: season, rules: footballLeaguePresets.uefaGroup });
  });
  bench('Premier League rules (no head-to-head)', () => {
    computeStandings({ matches: season, rules: footballLeaguePresets.premierLeague });
  });
});
