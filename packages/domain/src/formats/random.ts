/**
 * Seeded pseudo-random numbers for draws. The domain never calls Math.random(): a draw is reproducible
 * from its seed, so a server can store the seed and anyone can replay the draw.
 * Generator: mulberry32 (public domain, Tommy Ettinger) — tiny, fast, good enough for shuffling.
 */
export type RandomSource = () => number;

/** A deterministic generator of floats in [0, 1) for the given 32-bit integer seed. */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new array with the items in an order drawn from `random` (Fisher–Yates). */
export function shuffleWith<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
