import type { TimetableProblem } from './types.ts';

/** What a feasibility test answers: proven feasible, proven infeasible, or not decided in time. */
export type Feasibility = 'feasible' | 'infeasible' | 'unknown';

export interface ConflictSet {
  /** Indexes into the problem's constraints: hard constraints that cannot all hold together. */
  conflicts: number[];
  /** True when every member was proven necessary (drop any one and the rest can hold). */
  irreducible: boolean;
}

/**
 * "Why not": a small set of hard constraints that cannot hold together, by the deletion filter. Drop each
 * constraint in turn and keep it out when the rest is still infeasible; what remains is irreducible. Blocks
 * are tried first (half, then quarters… of what is left), because most constraints of a big list have
 * nothing to do with the conflict and one solve can drop many of them at once.
 *
 * `test` solves the problem with only the given hard constraints (the caller's solver; the domain has none).
 * A test that is not decided in time keeps its constraint in, so the answer stays a conflicting set, but it
 * is then reported as maybe not irreducible.
 */
export async function findConflictSet(
  problem: TimetableProblem,
  test: (candidate: TimetableProblem) => Promise<Feasibility>,
): Promise<ConflictSet> {
  const withOnly = (indexes: number[]): TimetableProblem => ({
    ...problem,
    constraints: indexes.map((i) => ({ ...problem.constraints[i]!, soft: false })),
  });
  let kept = problem.constraints.flatMap((c, i) => (c.soft ? [] : [i]));
  let irreducible = true;

  for (let block = Math.max(1, Math.floor(kept.length / 2)); block >= 1; block = Math.floor(block / 2)) {
    for (let start = 0; start < kept.length; ) {
      const dropped = new Set(kept.slice(start, start + block));
      const rest = kept.filter((i) => !dropped.has(i));
      const answer = await test(withOnly(rest));
      if (answer === 'infeasible') {
        kept = rest; // the block is not needed for the conflict
      } else {
        if (answer === 'unknown' && block === 1) irreducible = false;
        start += block;
      }
    }
  }
  return { conflicts: kept, irreducible };
}
