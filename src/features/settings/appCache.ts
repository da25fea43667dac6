/**
 * The service worker's caches (public/sw.js): catalogue pages, font slices, models and the
 * app shell, kept so the app opens offline. Works live in IndexedDB and are never touched here.
 */

/** The shell cache keeps the app opening offline; it is small and rebuilt by the service worker anyway. */
const KEPT = /^shell-/;

export interface AppCache {
  /** Bytes held by the caches, or null where the browser cannot say. */
  size(): Promise<number | null>;
  /** Empties every cache but the shell. */
  clear(): Promise<void>;
}

type CacheLike = Pick<CacheStorage, 'keys' | 'open' | 'delete'>;

async function summedSize(caches: CacheLike): Promise<number> {
  let total = 0;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response) continue;
      const length = Number(response.headers.get('content-length'));
      total += Number.isFinite(length) && length > 0 ? length : (await response.blob()).size;
    }
  }
  return total;
}

export function createAppCache(win: { caches?: CacheLike; navigator: Navigator }): AppCache {
  return {
    async size() {
      const caches = win.caches;
      if (!caches) return null;
      return summedSize(caches);
    },
    async clear() {
      const caches = win.caches;
      if (!caches) return;
      const names = await caches.keys();
      await Promise.all(names.filter((name) => !KEPT.test(name)).map((name) => caches.delete(name)));
    },
  };
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  return `${Math.max(0, Math.round(bytes / 1024))} KB`;
}
