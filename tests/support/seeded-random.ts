/**
 * A small seeded generator (mulberry32) for property and fuzz tests: the same seed gives the
 * same sequence, so a failure names its seed and can be replayed with FUZZ_SEED=<seed>.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  pick<T>(list: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(list: readonly T[]): T => list[int(list.length)]!,
  };
}

/** The seed of a test run: FUZZ_SEED when set (to replay a failure), else the given default. */
export function seedFrom(env: string | undefined, fallback: number): number {
  const parsed = env === undefined ? NaN : Number.parseInt(env, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}
