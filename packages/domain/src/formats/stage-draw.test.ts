import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  computeKickoff,
  type DrawnFixture,
  findKnockoutWinner,
  findSeedingProblems,
  generateStageDraw,
  type StageSeeding,
  type StageType,
  toDrawSeed,
} from './stage-draw.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `team-${String(i + 1).padStart(2, '0')}`);
const STAGE_ID = '6f1c2b3a-0000-4000-8000-000000000001';

describe('generateStageDraw', () => {
  it('makes every pair meet once per leg in a league stage, nobody twice in a round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 2 }), (n, legs) => {
        const draw = generateStageDraw({ id: STAGE_ID, type: 'league', legs, groupCount: 1 }, ids(n));
        expect(draw.groups).toEqual([]);
        const pairs = new Map<string, number>();
        for (const f of draw.fixtures) {
          const key = [f.homeTeamId, f.awayTeamId].sort().join('|');
          pairs.set(key, (pairs.get(key) ?? 0) + 1);
        }
        expect(pairs.size).toBe((n * (n - 1)) / 2);
        expect([...pairs.values()].every((count) => count === legs)).toBe(true);
        for (const round of new Set(draw.fixtures.map((f) => f.round))) {
          const playing = draw.fixtures
            .filter((f) => f.round === round)
            .flatMap((f) => [f.homeTeamId, f.awayTeamId]);
          expect(new Set(playing).size).toBe(playing.length);
        }
      }),
    );
  });

  it('plays N−1 knockout fixtures for N teams, each winner going to a later round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 32 }), (n) => {
        const draw = generateStageDraw({ id: STAGE_ID, type: 'knockout', legs: 1, groupCount: 1 }, ids(n));
        expect(draw.fixtures).toHaveLength(n - 1);
        for (const f of draw.fixtures) {
          if (!f.winnerTo) continue;
          expect(draw.fixtures[f.winnerTo.index]!.round).toBeGreaterThan(f.round);
        }
        expect(draw.fixtures.filter((f) => !f.winnerTo)).toHaveLength(1);
        expect(draw.fixtures.every((f) => f.loserTo === null)).toBe(true);
      }),
    );
  });

  it('draws the same groups on every regeneration of a stage, each team in one group', () => {
    const stage = { id: STAGE_ID, type: 'groups', legs: 1, groupCount: 2 } as const;
    const first = generateStageDraw(stage, ids(8));
    expect(generateStageDraw(stage, ids(8))).toEqual(first);
    expect(first.groups.map((g) => g.name)).toEqual(['Group A', 'Group B']);
    expect(first.groups.flatMap((g) => g.teamIds).sort()).toEqual(ids(8));
    expect(first.fixtures.every((f) => f.group === 0 || f.group === 1)).toBe(true);
    expect(first.fixtures).toHaveLength(2 * 6);
  });

  it('seeds from the first eight hex digits of the stage id', () => {
    expect(toDrawSeed('0000000a-ffff-4000-8000-000000000000')).toBe(10);
  });
});

const knockoutStage = { id: STAGE_ID, type: 'knockout', legs: 1, groupCount: 1 } as const;

/** 1, 2, 4 … 32 distinct pairs of distinct teams, in a shuffled order of ids. */
const arbitraryPairings = fc
  .integer({ min: 0, max: 5 })
  .chain((exponent) =>
    fc.shuffledSubarray(ids(64), { minLength: 2 ** (exponent + 1), maxLength: 2 ** (exponent + 1) }),
  )
  .map((teams) =>
    Array.from({ length: teams.length / 2 }, (_, i): [string, string] => [teams[2 * i]!, teams[2 * i + 1]!]),
  );

const lastRound = (fixtures: DrawnFixture[]) => Math.max(...fixtures.map((f) => f.round));
const isThirdPlace = (draw: { fixtures: DrawnFixture[] }, f: DrawnFixture) =>
  draw.fixtures.some((other) => other.loserTo && draw.fixtures[other.loserTo.index] === f);

/** The fixtures whose losers go somewhere, and the one fixture they go to. */
function thirdPlaceOf(fixtures: DrawnFixture[]) {
  const feeders = fixtures.filter((f) => f.loserTo);
  const targets = new Set(feeders.map((f) => f.loserTo!.index));
  return { feeders, targets: [...targets].map((index) => fixtures[index]!) };
}

describe('generateStageDraw with a seeding', () => {
  it('plays the given pairs in round 1, in order, and the winners of pairs 2k and 2k+1 meet next', () => {
    fc.assert(
      fc.property(arbitraryPairings, fc.boolean(), (pairings, asked) => {
        const thirdPlace = asked && pairings.length >= 2;
        const draw = generateStageDraw({ ...knockoutStage, thirdPlace, seeding: { pairings } }, ids(3));
        const first = draw.fixtures.filter((f) => f.round === 1);
        expect(first.map((f) => [f.homeTeamId, f.awayTeamId])).toEqual(pairings);
        expect(first.map((f) => f.slot)).toEqual(pairings.map((_, i) => i));
        expect(draw.fixtures).toHaveLength(2 * pairings.length - 1 + (thirdPlace ? 1 : 0));
        expect(draw.fixtures.filter((f) => f.round > 1).every((f) => !f.homeTeamId && !f.awayTeamId)).toBe(
          true,
        );
        if (pairings.length >= 2) {
          // The next round: one fixture per two pairs (the third-place match, slot 1 of the final's round, aside).
          const next = draw.fixtures.filter((f) => f.round === 2 && !f.homeTeamId && !isThirdPlace(draw, f));
          expect(next.map((f) => f.slot)).toEqual(Array.from({ length: pairings.length / 2 }, (_, i) => i));
        }
        for (const [index, f] of first.entries()) {
          const next = draw.fixtures[f.winnerTo?.index ?? -1];
          if (pairings.length === 1) {
            expect(f.winnerTo).toBeNull();
            continue;
          }
          expect(next).toMatchObject({ round: 2, slot: Math.floor(index / 2) });
          expect(f.winnerTo!.side).toBe(index % 2 === 0 ? 'home' : 'away');
        }
      }),
    );
  });

  it("adds one third-place match, in the final's round at slot 1, fed by the semi-final losers", () => {
    fc.assert(
      fc.property(
        arbitraryPairings.filter((p) => p.length >= 2),
        (pairings) => {
          const draw = generateStageDraw({ ...knockoutStage, thirdPlace: true, seeding: { pairings } }, []);
          const without = generateStageDraw({ ...knockoutStage, seeding: { pairings } }, []);
          expect(draw.fixtures).toHaveLength(without.fixtures.length + 1);
          expect(without.fixtures.every((f) => f.loserTo === null)).toBe(true);
          const final = lastRound(draw.fixtures);
          const { feeders, targets } = thirdPlaceOf(draw.fixtures);
          expect(targets).toEqual([expect.objectContaining({ round: final, slot: 1, winnerTo: null })]);
          expect(feeders.map((f) => [f.round, f.slot, f.loserTo!.side])).toEqual([
            [final - 1, 0, 'home'],
            [final - 1, 1, 'away'],
          ]);
          expect(draw.fixtures.filter((f) => f.round === final).map((f) => f.slot)).toEqual([0, 1]);
          expect(draw.fixtures.filter((f) => f.winnerTo === null)).toHaveLength(2);
        },
      ),
    );
  });

  it('adds the third-place match to a bracket seeded from entry order once it has semi-finals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 32 }), (n) => {
        const draw = generateStageDraw({ ...knockoutStage, thirdPlace: true }, ids(n));
        const { feeders, targets } = thirdPlaceOf(draw.fixtures);
        if (n < 4) {
          expect(draw.fixtures).toHaveLength(n - 1);
          expect(feeders).toEqual([]);
          return;
        }
        expect(draw.fixtures).toHaveLength(n);
        const final = lastRound(draw.fixtures);
        expect(targets).toEqual([expect.objectContaining({ round: final, slot: 1, homeTeamId: null })]);
        expect(feeders.map((f) => [f.round, f.slot])).toEqual([
          [final - 1, 0],
          [final - 1, 1],
        ]);
      }),
    );
  });

  it('keeps the given groups and plays a round robin within each', () => {
    const groups = [
      { name: 'Group A', teamIds: ['brazil', 'croatia', 'mexico', 'cameroon'] },
      { name: 'Group B', teamIds: ['spain', 'netherlands', 'chile'] },
    ];
    const stage = { id: STAGE_ID, type: 'groups', legs: 2, groupCount: 5, seeding: { groups } } as const;
    const draw = generateStageDraw(stage, ids(10));
    expect(draw.groups).toEqual(groups);
    for (const [index, group] of groups.entries()) {
      const own = draw.fixtures.filter((f) => f.group === index);
      const n = group.teamIds.length;
      expect(own).toHaveLength(n * (n - 1));
      expect(own.flatMap((f) => [f.homeTeamId, f.awayTeamId]).every((t) => group.teamIds.includes(t!))).toBe(
        true,
      );
    }
    expect(draw.fixtures).toHaveLength(12 + 6);
  });

  it.each([
    [{ pairings: [['a', 'b']] as [string, string][] }, 'groups', 'stage.pairings_not_allowed'],
    [{ groups: [{ name: 'A', teamIds: ['a', 'b'] }] }, 'knockout', 'stage.groups_not_allowed'],
    [
      {
        pairings: [
          ['a', 'b'],
          ['c', 'a'],
        ] as [string, string][],
      },
      'knockout',
      'stage.team_twice',
    ],
  ] satisfies [StageSeeding, StageType, string][])(
    'refuses the seeding %j of a %s stage with %s',
    (seeding, type, code) => {
      const stage = { id: STAGE_ID, type, legs: 1, groupCount: 1, seeding };
      expect(() => generateStageDraw(stage, ids(4))).toThrow(expect.objectContaining({ code }));
    },
  );
});

describe('findSeedingProblems', () => {
  const entered = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  const pairs = (...teams: string[]) =>
    Array.from({ length: teams.length / 2 }, (_, i): [string, string] => [teams[2 * i]!, teams[2 * i + 1]!]);

  it('accepts groups and power-of-two pairings of entered teams, each once', () => {
    expect(
      findSeedingProblems(
        {
          type: 'groups',
          groups: [
            { name: 'A', teamIds: ['a', 'b', 'c'] },
            { name: 'B', teamIds: ['d', 'e'] },
          ],
        },
        entered,
      ),
    ).toEqual([]);
    expect(
      findSeedingProblems({ type: 'knockout', pairings: pairs(...entered), thirdPlace: true }, entered),
    ).toEqual([]);
    expect(findSeedingProblems({ type: 'knockout', pairings: pairs('a', 'b') }, entered)).toEqual([]);
    expect(findSeedingProblems({ type: 'knockout', thirdPlace: true }, entered)).toEqual([]);
  });

  it.each([
    [
      'a team not entered',
      { type: 'groups', groups: [{ name: 'A', teamIds: ['a', 'z'] }] },
      [['groups.0.teamIds.1', 'stage.team_not_entered']],
    ],
    [
      'a team in two groups',
      {
        type: 'groups',
        groups: [
          { name: 'A', teamIds: ['a', 'b'] },
          { name: 'B', teamIds: ['c', 'a'] },
        ],
      },
      [['groups.1.teamIds.1', 'stage.team_twice']],
    ],
    [
      'two groups of the same name',
      {
        type: 'groups',
        groups: [
          { name: 'Group A', teamIds: ['a', 'b'] },
          { name: ' group a', teamIds: ['c', 'd'] },
        ],
      },
      [['groups.1.name', 'stage.group_name_twice']],
    ],
    [
      'a group of one',
      { type: 'groups', groups: [{ name: 'A', teamIds: ['a'] }] },
      [['groups.0.teamIds', 'stage.group_too_small']],
    ],
    [
      'groups on a knockout',
      { type: 'knockout', groups: [{ name: 'A', teamIds: ['a', 'b'] }] },
      [['groups', 'stage.groups_not_allowed']],
    ],
    [
      'pairings on a league',
      { type: 'league', pairings: pairs('a', 'b') },
      [['pairings', 'stage.pairings_not_allowed']],
    ],
    [
      'three pairs',
      { type: 'knockout', pairings: pairs('a', 'b', 'c', 'd', 'e', 'f') },
      [['pairings', 'stage.pairings_count_invalid']],
    ],
    [
      'a team paired with itself',
      { type: 'knockout', pairings: pairs('a', 'a') },
      [['pairings.0.1', 'stage.team_twice']],
    ],
    [
      'a team in two pairs, one unknown',
      { type: 'knockout', pairings: pairs('a', 'b', 'x', 'a') },
      [
        ['pairings.1.0', 'stage.team_not_entered'],
        ['pairings.1.1', 'stage.team_twice'],
      ],
    ],
    [
      'a third place in groups',
      { type: 'groups', thirdPlace: true },
      [['thirdPlace', 'stage.third_place_not_allowed']],
    ],
    [
      'a third place after a single pair',
      { type: 'knockout', pairings: pairs('a', 'b'), thirdPlace: true },
      [['thirdPlace', 'stage.third_place_without_semi_finals']],
    ],
  ] as const)('names %s', (_, input, expected) => {
    const problems = findSeedingProblems(input as Parameters<typeof findSeedingProblems>[0], entered);
    expect(problems.map((p) => [p.field, p.code])).toEqual(expected);
  });

  it("leaves entries unchecked without the competition's teams", () => {
    expect(findSeedingProblems({ type: 'knockout', pairings: pairs('x', 'y') })).toEqual([]);
  });
});

describe('computeKickoff', () => {
  it.each([
    [{ startDate: '2026-05-01' }, 1, '2026-05-01T15:00:00.000Z'],
    [{ startDate: '2026-05-01' }, 3, '2026-05-15T15:00:00.000Z'],
    [{ startDate: '2026-05-01', daysBetweenRounds: 3, kickoffTime: '19:45' }, 2, '2026-05-04T19:45:00.000Z'],
  ])('places %j round %i at %s', (plan, round, expected) => {
    expect(computeKickoff(plan, round)?.toISOString()).toBe(expected);
  });

  it('gives no time without a start date', () => {
    expect(computeKickoff({ startDate: null }, 1)).toBeNull();
  });
});

describe('findKnockoutWinner', () => {
  it.each([
    [{ homeScore: 2, awayScore: 1 }, 'home'],
    [{ homeScore: 0, awayScore: 1 }, 'away'],
    [{ homeScore: 1, awayScore: 1, homePenalties: 3, awayPenalties: 5 }, 'away'],
  ] as const)('decides %j for %s', (result, winner) => {
    expect(findKnockoutWinner(result)).toBe(winner);
  });

  it.each([
    [{ homeScore: 1, awayScore: 1 }, 'knockout.penalties_missing'],
    [{ homeScore: 1, awayScore: 1, homePenalties: 4 }, 'knockout.penalties_missing'],
    [{ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 4 }, 'knockout.penalties_level'],
    [{ homeScore: 2, awayScore: 1, homePenalties: 4, awayPenalties: 3 }, 'knockout.penalties_unexpected'],
    [{ homeScore: 2, awayScore: 1, awayPenalties: 3 }, 'knockout.penalties_unexpected'],
  ])('refuses %j with %s', (result, code) => {
    expect(() => findKnockoutWinner(result)).toThrow(expect.objectContaining({ code }));
    expect(() => findKnockoutWinner(result)).toThrow(DomainError);
  });
});
