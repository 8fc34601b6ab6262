import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeEloChange,
  computeEloRatings,
  ELO_K_FACTORS,
  type RatedMatch,
  toExpectedResult,
  toGoalDifferenceMultiplier,
} from './elo.ts';

describe('Elo formula (eloratings.net)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [-1, 1],
    [2, 1.5],
    [3, 14 / 8],
    [4, 15 / 8],
    [-6, 17 / 8],
  ])('G for a goal difference of %i is %d', (gd, g) => {
    expect(toGoalDifferenceMultiplier(gd)).toBe(g);
  });

  it.each([
    [0, 0.5],
    [100, 0.64],
    [400, 0.909],
    [-400, 0.091],
  ])('We for a difference of %i is %d', (dr, we) => {
    expect(toExpectedResult(dr)).toBeCloseTo(we, 3);
  });

  it.each([
    ['worldCupFinals', 60],
    ['continentalFinals', 50],
    ['qualifierOrMajorTournament', 40],
    ['tournament', 30],
    ['friendly', 20],
  ] as const)('K for %s is %i', (importance, k) => {
    expect(ELO_K_FACTORS[importance]).toBe(k);
    // Level teams on neutral ground, a one-goal win: change = K × (1 − 0.5).
    expect(
      computeEloChange(1500, 1500, {
        home: 'a',
        away: 'b',
        homeGoals: 1,
        awayGoals: 0,
        neutral: true,
        importance,
      }),
    ).toBe(k / 2);
  });

  it('gives the home side 100 points of advantage', () => {
    const draw = computeEloChange(1500, 1500, { home: 'a', away: 'b', homeGoals: 0, awayGoals: 0 });
    expect(draw).toBeCloseTo(30 * (0.5 - toExpectedResult(100)), 10);
    expect(draw).toBeLessThan(0);
  });

  it('multiplies by G for bigger wins and rates a shoot-out as a draw', () => {
    const base = { home: 'a', away: 'b', neutral: true } as const;
    expect(computeEloChange(1500, 1500, { ...base, homeGoals: 4, awayGoals: 0 })).toBe(30 * (15 / 8) * 0.5);
    expect(computeEloChange(1500, 1500, { ...base, homeGoals: 0, awayGoals: 3 })).toBe(-30 * (14 / 8) * 0.5);
    expect(
      computeEloChange(1500, 1500, { ...base, homeGoals: 1, awayGoals: 1, decidedByShootout: true }),
    ).toBe(0);
  });
});

describe('computeEloRatings', () => {
  const matches: RatedMatch<string>[] = [
    { home: 'A', away: 'B', homeGoals: 3, awayGoals: 0 },
    { home: 'B', away: 'C', homeGoals: 1, awayGoals: 1 },
    { home: 'C', away: 'A', homeGoals: 0, awayGoals: 2 },
  ];

  it('rates teams in match order, best first, with played and last change', () => {
    const rows = computeEloRatings(matches, { teams: ['D'] });
    // A 3–0 B: +30 × 1.75 × (1 − 0.640) ≈ 18.9; B 1–1 C: B expected 0.615 at home, −3.4; C 0–2 A: C −27.9.
    expect(rows.map((r) => r.team)).toEqual(['A', 'D', 'B', 'C']);
    expect(rows.map((r) => Math.round(r.rating * 10) / 10)).toEqual([1546.8, 1500, 1477.7, 1475.6]);
    expect(rows.map((r) => r.played)).toEqual([2, 0, 2, 2]);
    expect(rows[0]?.lastChange).toBeCloseTo(27.9, 1);
    expect(rows.find((r) => r.team === 'D')).toMatchObject({ rating: 1500, lastChange: 0 });
    const first = computeEloChange(1500, 1500, matches[0]!);
    expect(first).toBeCloseTo(30 * 1.75 * (1 - toExpectedResult(100)), 10);
  });

  it('starts from given ratings', () => {
    const rows = computeEloRatings([], {
      initialRatings: [{ team: 'X', rating: 1800 }],
      initialRating: 1000,
      teams: ['Y'],
    });
    expect(rows).toEqual([
      { team: 'X', rating: 1800, played: 0, lastChange: 0 },
      { team: 'Y', rating: 1000, played: 0, lastChange: 0 },
    ]);
  });

  it('orders equal ratings by team id', () => {
    expect(computeEloRatings([], { teams: ['b', 'a'] }).map((r) => r.team)).toEqual(['a', 'b']);
  });

  it('conserves the rating total and is deterministic', () => {
    const team = fc.constantFrom('A', 'B', 'C', 'D');
    const match = fc
      .record({
        home: team,
        away: team,
        homeGoals: fc.integer({ min: 0, max: 6 }),
        awayGoals: fc.integer({ min: 0, max: 6 }),
        neutral: fc.boolean(),
      })
      .filter((m) => m.home !== m.away);
    fc.assert(
      fc.property(fc.array(match, { maxLength: 30 }), (ms) => {
        const rows = computeEloRatings(ms, { teams: ['A', 'B', 'C', 'D'] });
        expect(rows.reduce((s, r) => s + r.rating, 0)).toBeCloseTo(4 * 1500, 6);
        expect(computeEloRatings(ms, { teams: ['A', 'B', 'C', 'D'] })).toEqual(rows);
      }),
    );
  });
});
