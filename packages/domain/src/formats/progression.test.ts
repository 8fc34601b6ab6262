import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GroupTableRow, generateKnockoutFromGroups, generatePlayoffsFromTable } from './progression.ts';
import { generateSingleEliminationBracket } from './single-elimination.ts';

/** Property runs are heavier than a unit test; keep them reliable on a loaded CI machine. */
const PROPERTY_TIMEOUT_MS = 30_000;

const row = (team: string, points: number, goalDifference = 0, goalsFor = 0): GroupTableRow<string> => ({
  team,
  points,
  goalDifference,
  goalsFor,
});

describe('generateKnockoutFromGroups', () => {
  it('crosses winners and runners-up of two groups so group-mates do not meet (A1–B2, B1–A2)', () => {
    const groups = [
      [row('A1', 9), row('A2', 6), row('A3', 3)],
      [row('B1', 7), row('B2', 4), row('B3', 1)],
    ];
    const { qualifiers, firstRound } = generateKnockoutFromGroups(groups, { perGroup: 2 });
    expect(qualifiers.map((q) => [q.seed, q.team, q.group, q.rank])).toEqual([
      [1, 'A1', 0, 1],
      [2, 'B1', 1, 1],
      [3, 'A2', 0, 2],
      [4, 'B2', 1, 2],
    ]);
    // Standard seeding would give 1–4 (A1–B2) and 2–3 (B1–A2): already crossed.
    expect(firstRound).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('swaps lower seeds when the standard seeding would pair group-mates', () => {
    // B's runner-up has more points than A's, so seeds are A1, B1, B2, A2: standard 1–4 is A1–A2.
    const groups = [
      [row('A1', 9), row('A2', 4)],
      [row('B1', 7), row('B2', 6)],
    ];
    const { qualifiers, firstRound } = generateKnockoutFromGroups(groups, { perGroup: 2 });
    expect(qualifiers.map((q) => q.team)).toEqual(['A1', 'B1', 'B2', 'A2']);
    expect(firstRound).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('adds the best-placed third teams across groups, ranked by points, goal difference, goals', () => {
    const groups = [
      [row('A1', 9), row('A2', 6), row('A3', 4, 1, 5)],
      [row('B1', 9), row('B2', 6), row('B3', 4, 1, 3)],
      [row('C1', 9), row('C2', 6), row('C3', 4, 2, 1)],
      [row('D1', 9), row('D2', 6), row('D3', 3, 5, 9)],
    ];
    const { qualifiers } = generateKnockoutFromGroups(groups, { perGroup: 2, bestOfNextPlace: 2 });
    expect(qualifiers.slice(8).map((q) => q.team)).toEqual(['C3', 'A3']);
    expect(qualifiers).toHaveLength(10);
  });

  it.each([
    [{ perGroup: 3 }, 'progression.per_group_invalid'],
    [{ perGroup: 1, bestOfNextPlace: 3 }, 'progression.best_placed_invalid'],
  ])('rejects %j with %s', (options, code) => {
    const groups = [
      [row('A1', 3), row('A2', 0)],
      [row('B1', 3), row('B2', 0)],
    ];
    expect(() => generateKnockoutFromGroups(groups, options)).toThrow(expect.objectContaining({ code }));
  });

  it('passes a bye to the next seed only when byes leave no other crossing', () => {
    // Five qualifiers: four winners and D's runner-up. Standard: 1 bye, 4–5 (D1–D2), 3 bye, 2 bye.
    const groups = ['A', 'B', 'C', 'D'].map((g, index) => [
      row(`${g}1`, 9 - index),
      row(`${g}2`, g === 'D' ? 6 : 3),
    ]);
    const { qualifiers, firstRound } = generateKnockoutFromGroups(groups, {
      perGroup: 1,
      bestOfNextPlace: 1,
    });
    expect(qualifiers.map((q) => q.team)).toEqual(['A1', 'B1', 'C1', 'D1', 'D2']);
    expect(firstRound).toEqual([
      [1, null],
      [3, 5],
      [4, null],
      [2, null],
    ]);
  });

  it('says when group-mates cannot be kept apart', () => {
    const oneGroup = [[row('A1', 9), row('A2', 6), row('A3', 3), row('A4', 0)]];
    expect(() => generateKnockoutFromGroups(oneGroup, { perGroup: 4 })).toThrow(
      expect.objectContaining({ code: 'progression.crossing_impossible' }),
    );
  });

  it(
    'never pairs group-mates in round 1 and yields a valid bracket first round',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 12 }),
          fc.integer({ min: 1, max: 2 }),
          fc.integer({ min: 0, max: 12 }),
          fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 48, maxLength: 48 }),
          (groupCount, perGroup, extra, points) => {
            const groups = Array.from({ length: groupCount }, (_, g) =>
              Array.from({ length: 4 }, (_, place) =>
                row(`${g}-${place}`, 30 - 10 * place + (points[g * 4 + place] ?? 0)),
              ),
            );
            const bestOfNextPlace = Math.min(extra, groupCount);
            const { qualifiers, firstRound } = generateKnockoutFromGroups(groups, {
              perGroup,
              bestOfNextPlace,
            });
            expect(qualifiers).toHaveLength(groupCount * perGroup + bestOfNextPlace);
            const groupOf = (seed: number) => qualifiers[seed - 1]?.group;
            for (const [a, b] of firstRound) if (b !== null) expect(groupOf(a)).not.toBe(groupOf(b));
            // Places come in order: every qualifier of place p is seeded above every one of place p+1.
            for (let i = 1; i < qualifiers.length; i++) {
              expect(qualifiers[i]?.rank).toBeGreaterThanOrEqual(qualifiers[i - 1]?.rank ?? 0);
            }
            const bracket = generateSingleEliminationBracket(qualifiers.length, { firstRound });
            expect(bracket.matches).toHaveLength(qualifiers.length - 1);
          },
        ),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('generatePlayoffsFromTable', () => {
  it('seeds places 3–6 of a table into semi-finals 3–6 and 4–5', () => {
    const table = ['Lions', 'Bears', 'Hawks', 'Wolves', 'Sharks', 'Foxes', 'Owls'];
    const { qualifiers, firstRound } = generatePlayoffsFromTable(table, { teams: 4, fromPlace: 3 });
    expect(qualifiers.map((q) => [q.seed, q.team, q.rank])).toEqual([
      [1, 'Hawks', 3],
      [2, 'Wolves', 4],
      [3, 'Sharks', 5],
      [4, 'Foxes', 6],
    ]);
    expect(firstRound).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it.each([[{ teams: 1 }], [{ teams: 4, fromPlace: 5 }], [{ teams: 2, fromPlace: 0 }]])(
    'rejects places %j that the table cannot fill',
    (options) => {
      expect(() => generatePlayoffsFromTable(['a', 'b', 'c', 'd', 'e', 'f'], options)).toThrow(
        expect.objectContaining({ code: 'progression.playoff_places_invalid' }),
      );
    },
  );
});
