import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeMaximumMatching } from './matching.ts';

/** Property runs are heavier than a unit test; keep them reliable on a loaded CI machine. */
const PROPERTY_TIMEOUT_MS = 30_000;

/** Size of a maximum matching by brute force (small graphs only). */
function bruteForceMaximum(
  size: number,
  allowed: (a: number, b: number) => boolean,
  taken = new Set<number>(),
): number {
  const first = Array.from({ length: size }, (_, v) => v).find((v) => !taken.has(v));
  if (first === undefined) return 0;
  taken.add(first);
  let best = bruteForceMaximum(size, allowed, taken);
  for (let other = first + 1; other < size; other++) {
    if (taken.has(other) || !allowed(first, other)) continue;
    taken.add(other);
    best = Math.max(best, 1 + bruteForceMaximum(size, allowed, taken));
    taken.delete(other);
  }
  taken.delete(first);
  return best;
}

describe('computeMaximumMatching', () => {
  it('pairs through an odd cycle (a blossom): triangle 0-1-2 with a tail 2-3 and 0-4', () => {
    const edges = new Set(['0-1', '1-2', '0-2', '2-3', '0-4']);
    const mate = computeMaximumMatching(5, (a, b) => edges.has(`${Math.min(a, b)}-${Math.max(a, b)}`));
    expect(mate.filter((partner) => partner !== -1)).toHaveLength(4);
  });

  it(
    'finds a matching as large as the brute-force maximum, along allowed edges only',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10 }),
          fc.array(fc.boolean(), { minLength: 45, maxLength: 45 }),
          (size, bits) => {
            const allowed = (a: number, b: number) => {
              const [lo, hi] = a < b ? [a, b] : [b, a];
              return bits[(hi * (hi - 1)) / 2 + lo] ?? false;
            };
            const mate = computeMaximumMatching(size, allowed);
            mate.forEach((partner, v) => {
              if (partner === -1) return;
              expect(mate[partner]).toBe(v);
              expect(allowed(v, partner)).toBe(true);
            });
            expect(mate.filter((partner) => partner !== -1).length / 2).toBe(
              bruteForceMaximum(size, allowed),
            );
          },
        ),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
