import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { computeKickoff, findKnockoutWinner, generateStageDraw, toDrawSeed } from './stage-draw.ts';

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
