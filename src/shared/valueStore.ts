/**
 * One value that components and plain code read and watch without the app store: the editor
 * session, the open work's save state, the snap guides of a drag. `same` decides when a set
 * changes nothing (and so tells no listener); by default, the very same value.
 */
export interface ValueStore<T> {
  get(): T;
  set(next: T): void;
  /** For useSyncExternalStore, or code that redraws itself; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T, same: (a: T, b: T) => boolean = Object.is): ValueStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (same(current, next)) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
