import { describe, expect, it } from 'vitest';
import { type Feasibility, findConflictSet } from './conflicts.ts';
import { describeConstraint, describeRounds } from './describe.ts';
import type { Constraint, TimetableProblem } from './types.ts';

const cap = (team: number, max: number): Constraint => ({
  kind: 'maxHomeInRounds',
  teams: [team],
  rounds: [0],
  max,
});

describe('findConflictSet (deletion filter)', () => {
  // A stand-in solver: infeasible exactly when constraints 3 and 7 are both in (recognised by their `max`).
  const problem: TimetableProblem = {
    teamCount: 4,
    legs: 2,
    constraints: [...Array(10).keys()].map((i) => cap(i % 4, i)),
  };
  const clash = async (candidate: TimetableProblem): Promise<Feasibility> => {
    const maxes = new Set(candidate.constraints.map((c) => ('max' in c ? c.max : -1)));
    return maxes.has(3) && maxes.has(7) ? 'infeasible' : 'feasible';
  };

  it('keeps exactly the constraints that cannot hold together', async () => {
    expect(await findConflictSet(problem, clash)).toEqual({ conflicts: [3, 7], irreducible: true });
  });

  it('leaves soft constraints out of the answer', async () => {
    const soft = {
      ...problem,
      constraints: problem.constraints.map((c, i) => (i === 7 ? c : { ...c, soft: true })),
    };
    const tested: number[] = [];
    const single = async (candidate: TimetableProblem): Promise<Feasibility> => {
      tested.push(candidate.constraints.length);
      return candidate.constraints.some((c) => 'max' in c && c.max === 7) ? 'infeasible' : 'feasible';
    };
    expect(await findConflictSet(soft, single)).toEqual({ conflicts: [7], irreducible: true });
    expect(Math.max(...tested)).toBeLessThanOrEqual(1);
  });

  it('says so when a test was not decided in time', async () => {
    const slow = async (candidate: TimetableProblem): Promise<Feasibility> =>
      candidate.constraints.length === 1 ? 'unknown' : clash(candidate);
    const answer = await findConflictSet(problem, slow);
    expect(answer.conflicts).toEqual([3, 7]);
    expect(answer.irreducible).toBe(false);
  });
});

describe('describeConstraint', () => {
  const names = ['Harbour', 'Riverside', 'Castle', 'Mill'];
  const name = (t: number) => names[t]!;
  it.each<[Constraint, string]>([
    [
      { kind: 'maxHomeInRounds', teams: [1], rounds: [2, 3, 4], max: 0 },
      'Riverside: no home game in rounds 3–5',
    ],
    [{ kind: 'fixedGame', home: 0, away: 1, rounds: [3] }, 'Harbour v Riverside must be in round 4'],
    [
      { kind: 'forbiddenGame', home: 0, away: 1, rounds: [0, 2] },
      'Harbour v Riverside may not be in rounds 1 and 3',
    ],
    [
      {
        kind: 'maxBreaks',
        teams: [0, 1],
        rounds: [0, 1, 2, 3, 4, 5],
        breakType: 'any',
        max: 1,
        soft: true,
        weight: 3,
      },
      'each of Harbour and Riverside: at most 1 break (two home or two away games in a row) in rounds 1–6 (wish, weight 3)',
    ],
    [
      { kind: 'separation', teams: [0, 1, 2], min: 3 },
      'Harbour, Riverside and Castle: at least 3 rounds between the two meetings of each pair',
    ],
  ])('%j', (constraint, words) => expect(describeConstraint(constraint, name)).toBe(words));

  it('writes runs of rounds from 1', () => {
    expect(describeRounds([0, 2, 6, 7, 8])).toBe('rounds 1, 3 and 7–9');
    expect(describeRounds([4, 5])).toBe('rounds 5 and 6');
  });
});
