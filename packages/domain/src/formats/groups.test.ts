import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawGroups } from './groups.ts';

/** Property runs are heavier than a unit test; keep them reliable on a loaded CI machine. */
const PROPERTY_TIMEOUT_MS = 30_000;

const teamsOf = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('drawGroups', () => {
  it.each([
    [
      8,
      2,
      [
        [1, 4, 5, 8],
        [2, 3, 6, 7],
      ],
    ],
    [
      12,
      4,
      [
        [1, 8, 9],
        [2, 7, 10],
        [3, 6, 11],
        [4, 5, 12],
      ],
    ],
    [
      7,
      3,
      [
        [1, 6, 7],
        [2, 5],
        [3, 4],
      ],
    ],
  ])('deals %i seeded teams into %i groups in a serpentine', (count, groups, expected) => {
    expect(drawGroups(teamsOf(count), { groups, method: 'snake' })).toEqual(expected);
  });

  it('moves a team out of its serpentine group to keep two teams of one club apart', () => {
    const club = (team: number) => (team === 1 || team === 4 ? 'same club' : undefined);
    expect(drawGroups(teamsOf(4), { groups: 2, method: 'snake', separateBy: club })).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it('replays the same draw from the same seed and a different one from other seeds', () => {
    const teams = teamsOf(16);
    const draw = (seed: number) => drawGroups(teams, { groups: 4, method: 'pots', seed });
    expect(draw(42)).toEqual(draw(42));
    const distinct = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(draw(seed))));
    expect(distinct.size).toBeGreaterThan(1);
  });

  it.each([
    [{ groups: 0, method: 'snake' as const }, 'groups.count_invalid'],
    [{ groups: 5, method: 'snake' as const }, 'groups.count_invalid'],
    [{ groups: 2, method: 'pots' as const }, 'groups.seed_required'],
    [{ groups: 2, method: 'random' as const }, 'groups.seed_required'],
  ])('rejects %j with %s', (options, code) => {
    expect(() => drawGroups(teamsOf(4), options)).toThrow(expect.objectContaining({ code }));
  });

  it('says when the separation cannot be met', () => {
    expect(() =>
      drawGroups(teamsOf(6), { groups: 2, method: 'snake', separateBy: (t) => (t <= 3 ? 'x' : undefined) }),
    ).toThrow(expect.objectContaining({ code: 'groups.separation_impossible' }));
  });

  const plantedDraw = fc
    .record({
      groups: fc.integer({ min: 1, max: 8 }),
      pots: fc.integer({ min: 1, max: 6 }),
      labels: fc.integer({ min: 2, max: 12 }),
      seed: fc.integer(),
      method: fc.constantFrom('snake' as const, 'pots' as const, 'random' as const),
    })
    .chain((shape) =>
      fc.record({
        shape: fc.constant(shape),
        // A planted valid draw: for each pot, which group each of its teams goes to…
        plan: fc.array(
          fc.shuffledSubarray(
            teamsOf(shape.groups).map((g) => g - 1),
            { minLength: shape.groups, maxLength: shape.groups },
          ),
          {
            minLength: shape.pots,
            maxLength: shape.pots,
          },
        ),
        // …and club labels, kept distinct inside each planted group, so a valid draw exists.
        labelDraws: fc.array(fc.integer({ min: 0, max: 11 }), {
          minLength: shape.groups * shape.pots,
          maxLength: shape.groups * shape.pots,
        }),
      }),
    );

  it(
    'puts every team in exactly one group, sizes within one, one team per pot, clubs apart (pots draws)',
    () => {
      fc.assert(
        fc.property(plantedDraw, ({ shape, plan, labelDraws }) => {
          const teams = teamsOf(shape.groups * shape.pots);
          const club = new Map<number, string>();
          const plantedLabels = Array.from({ length: shape.groups }, () => new Set<string>());
          teams.forEach((team, index) => {
            const group = plan[Math.floor(index / shape.groups)]?.[index % shape.groups] as number;
            const label = `c${(labelDraws[index] as number) % shape.labels}`;
            if (!plantedLabels[group]?.has(label)) {
              plantedLabels[group]?.add(label);
              club.set(team, label);
            }
          });
          // Pot structure only binds the pots and snake methods; a planted pot plan is also valid for random.
          const options = {
            groups: shape.groups,
            method: shape.method,
            seed: shape.seed,
            separateBy: (t: number) => club.get(t),
          };
          const result = drawGroups(teams, options);
          expect(result.flat().sort((a, b) => a - b)).toEqual(teams);
          const sizes = result.map((group) => group.length);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          for (const group of result) {
            const labels = group.map((t) => club.get(t)).filter((label) => label !== undefined);
            expect(new Set(labels).size).toBe(labels.length);
            if (shape.method !== 'random') {
              const pots = group.map((t) => Math.floor((t - 1) / shape.groups));
              expect(new Set(pots).size).toBe(pots.length);
            }
          }
          expect(drawGroups(teams, options)).toEqual(result);
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
