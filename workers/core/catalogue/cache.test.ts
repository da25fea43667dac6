import { describe, expect, it } from 'vitest';
import { createTtlCache, LOCAL_CACHE_MAX_AGE_MS, LOCAL_CACHE_MAX_ENTRIES } from './cache.ts';

describe('local cache (spec: max age 300000 ms, 1000 entries)', () => {
  it('forgets an entry older than the max age', () => {
    let now = 0;
    const cache = createTtlCache<string>({ now: () => now });
    cache.set('a', 'x');
    now = LOCAL_CACHE_MAX_AGE_MS;
    expect(cache.get('a')).toBe('x');
    now = LOCAL_CACHE_MAX_AGE_MS + 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most 1000 entries, dropping the least recently used', () => {
    const cache = createTtlCache<number>();
    for (let i = 0; i < LOCAL_CACHE_MAX_ENTRIES; i += 1) cache.set(`k${i}`, i);
    cache.get('k0');
    cache.set('new', -1);
    expect(cache.size).toBe(LOCAL_CACHE_MAX_ENTRIES);
    expect(cache.get('k0')).toBe(0);
    expect(cache.get('k1')).toBeUndefined();
  });
});
