/**
 * The synchronous key/value store under the typed storage module: the
 * browser's localStorage by default, a Map in tests. Methods may throw (quota,
 * private mode, disabled storage); the typed module turns throws into results.
 */
export interface KeyValueBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryBackend(initial: Record<string, string> = {}): KeyValueBackend & {
  readonly entries: Map<string, string>;
} {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/**
 * localStorage when the page can reach it. Some browsers throw on merely
 * reading `window.localStorage` (blocked cookies, sandboxed frames); the app
 * then keeps working for the session on an in-memory store instead of crashing.
 */
export function browserBackend(): { backend: KeyValueBackend; persistent: boolean } {
  try {
    const store = globalThis.localStorage;
    if (store) {
      // A read, not a write: a full store must still be used for what it holds.
      store.getItem('uuid');
      return { backend: store, persistent: true };
    }
  } catch {
    // Unreachable: fall through to memory.
  }
  return { backend: createMemoryBackend(), persistent: false };
}

export { isQuotaError } from '../../../workers/core/storage/quotaError.ts';
