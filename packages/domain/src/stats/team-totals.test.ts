import { describe, expect, it } from 'vitest';
import { computeAllTeamTotals, computeTeamTotals, type ResultMatch } from './team-totals.ts';

const r = (
  home: string,
  away: string,
  homeGoals: number,
  awayGoals: number,
  date?: string,
): ResultMatch<string> => ({
  home,
  away,
  homeGoals,
  awayGoals,
  ...(date ? { date } : {}),
});

// A's season in date order: W 2-0, W 3-1 (away), D 0-0, L 0-1, W 4-0 (away), W 1-0, W 5-2.
const season = [
  r('A', 'B', 2, 0, '2024-01-01'),
  r('C', 'A', 1, 3, '2024-01-08'),
  r('A', 'D', 0, 0, '2024-01-15'),
  r('A', 'B', 0, 1, '2024-01-22'),
  r('C', 'A', 0, 4, '2024-01-29'),
  r('A', 'D', 1, 0, '2024-02-05'),
  r('B', 'C', 2, 2, '2024-02-06'),
  r('A', 'C', 5, 2, '2024-02-12'),
];

describe('computeTeamTotals', () => {
  it('counts results, goals and clean sheets', () => {
    expect(computeTeamTotals('A', season)).toMatchObject({
      played: 7,
      won: 5,
      drawn: 1,
      lost: 1,
      goalsFor: 15,
      goalsAgainst: 4,
      goalDifference: 11,
      cleanSheets: 4,
    });
  });

  it('gives the last five as form, streaks current and longest', () => {
    const totals = computeTeamTotals('A', [...season].reverse());
    expect(totals.form).toEqual(['D', 'L', 'W', 'W', 'W']);
    expect(totals.currentStreak).toEqual({ result: 'W', length: 3 });
    expect(totals).toMatchObject({
      currentWinStreak: 3,
      currentUnbeatenStreak: 3,
      longestWinStreak: 3,
      longestUnbeatenStreak: 3,
    });
    expect(computeTeamTotals('A', season.slice(0, 4))).toMatchObject({
      longestWinStreak: 2,
      longestUnbeatenStreak: 3,
      currentUnbeatenStreak: 0,
      currentStreak: { result: 'L', length: 1 },
    });
  });

  it('finds the biggest win: largest margin, then more goals', () => {
    expect(computeTeamTotals('A', season).biggestWin).toEqual({
      opponent: 'C',
      goalsFor: 4,
      goalsAgainst: 0,
      atHome: false,
      date: '2024-01-29',
    });
    const tie = [r('A', 'B', 3, 0), r('A', 'C', 4, 1)];
    expect(computeTeamTotals('A', tie).biggestWin).toMatchObject({ opponent: 'C', goalsFor: 4 });
  });

  it('ignores unfinished matches and has no streak before the first match', () => {
    const totals = computeTeamTotals('A', [
      { home: 'A', away: 'B', homeGoals: null, awayGoals: null },
      { home: 'A', away: 'B', homeGoals: 1, awayGoals: 0, status: 'live' },
    ]);
    expect(totals).toMatchObject({ played: 0, form: [], currentWinStreak: 0 });
    expect(totals.currentStreak).toBeUndefined();
    expect(totals.biggestWin).toBeUndefined();
  });

  it('lists every team with computeAllTeamTotals', () => {
    const all = computeAllTeamTotals(season, ['E']);
    expect(all.map((t) => t.team)).toEqual(['E', 'A', 'B', 'C', 'D']);
    const goals = all.reduce((s, t) => s + t.goalsFor, 0);
    expect(goals).toBe(all.reduce((s, t) => s + t.goalsAgainst, 0));
  });
});
