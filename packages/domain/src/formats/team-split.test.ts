import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SplitPlayer, splitIntoTeams, toSeedNumber } from './team-split.ts';

const PROPERTY_TIMEOUT_MS = 30_000;

const players = (n: number, rating?: (i: number) => number): SplitPlayer[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, ...(rating ? { rating: rating(i) } : {}) }));
const ids = (teams: SplitPlayer[][]) => teams.map((t) => t.map((p) => p.id));
const sum = (team: SplitPlayer[]) => team.reduce((s, p) => s + (p.rating ?? 0), 0);

describe('splitIntoTeams', () => {
  it('deals a seeded shuffle in turn when nobody has a rating', () => {
    const teams = splitIntoTeams(players(7), 3, 'cup-2026');
    expect(teams.map((t) => t.length)).toEqual([3, 2, 2]);
    expect(
      teams
        .flat()
        .map((p) => p.id)
        .sort(),
    ).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
    expect(ids(splitIntoTeams(players(7), 3, 'cup-2026'))).toEqual(ids(teams));
  });

  it('gives another split for another seed', () => {
    const a = ids(splitIntoTeams(players(20), 4, 'a'));
    const b = ids(splitIntoTeams(players(20), 4, 'b'));
    expect(a).not.toEqual(b);
  });

  it('snake-drafts by rating, strongest first', () => {
    const rated = players(6, (i) => 60 - i * 10); // p1 60, p2 50 … p6 10
    const teams = splitIntoTeams(rated, 2, 1);
    // Picks: team 1 p1, team 2 p2, team 2 p3, team 1 p4, team 1 p5, team 2 p6.
    expect(ids(teams)).toEqual([
      ['p1', 'p4', 'p5'],
      ['p2', 'p3', 'p6'],
    ]);
    expect(teams.map(sum)).toEqual([110, 100]);
  });

  it('counts a missing rating as the mean of the known ones', () => {
    const mixed: SplitPlayer[] = [
      { id: 'a', rating: 100 },
      { id: 'b', rating: 0 },
      { id: 'c' },
      { id: 'd', rating: 40 },
    ];
    // c counts as 140 / 3 ≈ 46.7: order a, c, d, b → team 1 a + b, team 2 c + d.
    expect(ids(splitIntoTeams(mixed, 2, 7))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('leaves the last teams empty with fewer players than teams', () => {
    expect(splitIntoTeams(players(2), 4, 's').map((t) => t.length)).toEqual([1, 1, 0, 0]);
    expect(splitIntoTeams([], 3, 's')).toEqual([[], [], []]);
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => splitIntoTeams(players(3), 0, 1)).toThrow(RangeError);
    expect(() => splitIntoTeams(players(3), 1.5, 1)).toThrow(RangeError);
  });

  it('hashes text seeds to 32-bit numbers', () => {
    expect(toSeedNumber('')).toBe(0x811c9dc5);
    expect(toSeedNumber('abc')).toBe(toSeedNumber('abc'));
    expect(toSeedNumber('abc')).not.toBe(toSeedNumber('abd'));
    expect(toSeedNumber('x'.repeat(1000))).toBeLessThan(2 ** 32);
  });
});

describe('splitIntoTeams properties', () => {
  const input = fc.record({
    ratings: fc.array(fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }), { maxLength: 80 }),
    count: fc.integer({ min: 1, max: 16 }),
    seed: fc.oneof(fc.string(), fc.integer({ min: 0, max: 2 ** 32 - 1 })),
  });
  const build = (ratings: (number | undefined)[]): SplitPlayer[] =>
    ratings.map((rating, i) => ({ id: `p${i}`, ...(rating === undefined ? {} : { rating }) }));

  it(
    'puts every player in exactly one team, sizes differing by at most one',
    () => {
      fc.assert(
        fc.property(input, ({ ratings, count, seed }) => {
          const list = build(ratings);
          const teams = splitIntoTeams(list, count, seed);
          expect(teams).toHaveLength(count);
          const placed = teams.flat().map((p) => p.id);
          expect([...placed].sort()).toEqual(list.map((p) => p.id).sort());
          const sizes = teams.map((t) => t.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'gives the same split for the same seed',
    () => {
      fc.assert(
        fc.property(input, ({ ratings, count, seed }) => {
          const list = build(ratings);
          expect(ids(splitIntoTeams(list, count, seed))).toEqual(ids(splitIntoTeams([...list], count, seed)));
        }),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'with ratings, team sums differ by at most the highest rating',
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 80 }),
          fc.integer({ min: 1, max: 16 }),
          fc.string(),
          (ratings, count, seed) => {
            const teams = splitIntoTeams(build(ratings), count, seed);
            const sums = teams.map(sum);
            expect(Math.max(...sums) - Math.min(...sums)).toBeLessThanOrEqual(Math.max(...ratings));
          },
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
