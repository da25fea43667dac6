/**
 * A small memory cache with an age limit and a size cap (spec 9: device-local cache max
 * age 300000 ms, 1000 entries). Least recently used entries go first when full.
 */
export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  readonly size: number;
}

export const LOCAL_CACHE_MAX_AGE_MS = 300_000;
export const LOCAL_CACHE_MAX_ENTRIES = 1000;

export function createTtlCache<V>(options: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {}): TtlCache<V> {
  const maxAge = options.maxAgeMs ?? LOCAL_CACHE_MAX_AGE_MS;
  const maxEntries = options.maxEntries ?? LOCAL_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; at: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > maxAge) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, at: now() });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
