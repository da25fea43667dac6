/**
 * Seedable randomness for logo generation: the same seed gives the same logo, so a test
 * (or a shared link) can replay a generation exactly. mulberry32: tiny, fast, and good
 * enough for picking layouts and colours (not for anything secret).
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [0, max). */
  int(max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item with probability proportional to its weight (weights ≤ 0 are never picked unless all are). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  const pick = <T,>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(items.length)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      const weights = items.map((item) => Math.max(0, weight(item)));
      const total = weights.reduce((sum, w) => sum + w, 0);
      if (total <= 0) return pick(items);
      let ticket = next() * total;
      for (const [index, item] of items.entries()) {
        ticket -= weights[index] ?? 0;
        if (ticket < 0) return item;
      }
      return items[items.length - 1] as T;
    },
  };
}

/** A fresh seed for a new generation (not seedable itself: it is where seeds come from). */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}
