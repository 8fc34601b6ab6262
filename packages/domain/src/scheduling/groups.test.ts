import { describe, expect, it } from 'vitest';
import { projectConstraintOnGroup } from './groups.ts';
import type { Constraint } from './types.ts';

// Group one: a, b, c, d; group two: w, x, y, z. Rounds numbered from 1, three a group.
const one = new Set(['a', 'b', 'c', 'd']);
const project = (c: Constraint<string>) => projectConstraintOnGroup(c, (t) => one.has(t), 3);

describe('projectConstraintOnGroup', () => {
  it('keeps the group’s part of what is counted per team or per pair', () => {
    expect(project({ kind: 'maxHomeInRounds', teams: ['a', 'x'], rounds: [1, 2, 5], max: 1 })).toEqual({
      kind: 'kept',
      constraint: { kind: 'maxHomeInRounds', teams: ['a'], rounds: [1, 2], max: 1 },
    });
    expect(
      project({
        kind: 'maxGamesAgainstInAnyWindow',
        teams: ['a'],
        opponents: ['b', 'y'],
        venue: 'any',
        window: 5,
        max: 1,
      }),
    ).toEqual({
      kind: 'kept',
      constraint: {
        kind: 'maxGamesAgainstInAnyWindow',
        teams: ['a'],
        opponents: ['b'],
        venue: 'any',
        window: 3,
        max: 1,
      },
    });
    expect(project({ kind: 'separation', teams: ['a', 'b', 'x'], min: 1 })).toEqual({
      kind: 'kept',
      constraint: { kind: 'separation', teams: ['a', 'b'], min: 1 },
    });
  });

  it('leaves out what is not about the group, or only about rounds after its last', () => {
    expect(project({ kind: 'maxBreaks', teams: ['x'], rounds: [1], breakType: 'any', max: 0 })).toEqual({
      kind: 'none',
    });
    expect(project({ kind: 'fixedGame', home: 'x', away: 'y', rounds: [1] })).toEqual({ kind: 'none' });
    expect(project({ kind: 'forbiddenGame', home: 'a', away: 'y', rounds: [1] })).toEqual({ kind: 'none' });
    expect(project({ kind: 'maxHomeInRounds', teams: ['a'], rounds: [4, 5], max: 0 })).toEqual({
      kind: 'none',
    });
  });

  it('refuses a sum over teams of two groups and a fixed game between groups', () => {
    for (const c of [
      { kind: 'maxTotalBreaks', teams: ['a', 'x'], rounds: [1, 2], max: 0 },
      { kind: 'homeBalance', teams: ['a', 'x'], rounds: [1, 2], maxDifference: 0 },
      {
        kind: 'maxGroupGames',
        teams: ['a', 'x'],
        opponents: ['b'],
        venue: 'any',
        rounds: [1],
        per: 'total',
        max: 1,
      },
      { kind: 'gamesInRounds', games: [{ home: 'a', away: 'x' }], rounds: [1], min: 0, max: 1 },
      { kind: 'fixedGame', home: 'a', away: 'x', rounds: [1] },
    ] as Constraint<string>[]) {
      expect(project(c).kind, c.kind).toBe('spansGroups');
    }
    // As a wish, a game between groups simply never happens.
    expect(project({ kind: 'fixedGame', home: 'a', away: 'x', rounds: [1], soft: true }).kind).toBe('none');
  });
});
