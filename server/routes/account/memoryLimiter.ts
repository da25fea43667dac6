/**
 * A per-key sliding-window counter in memory, for cheap abuse brakes (image
 * codes, WeChat login tags) where a restart forgetting the counts is fine.
 * Bounded: at most `maxKeys` keys are tracked, oldest dropped first.
 */
export interface MemoryLimiter {
  /** Counts one hit for `key`; false when the key is over its limit. */
  hit(key: string, nowMs: number): boolean;
}

export function createMemoryLimiter(options: { limit: number; windowMs: number; maxKeys?: number }): MemoryLimiter {
  const hits = new Map<string, number[]>();
  const maxKeys = options.maxKeys ?? 10_000;
  return {
    hit(key, nowMs) {
      const recent = (hits.get(key) ?? []).filter((at) => nowMs - at < options.windowMs);
      hits.delete(key);
      if (recent.length >= options.limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(nowMs);
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return true;
    },
  };
}
