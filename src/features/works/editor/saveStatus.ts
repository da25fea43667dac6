import { useSyncExternalStore } from 'react';
import type { SaveView } from '../worksSlice.ts';

/**
 * The open work's autosave state, kept outside the app store. It changes three times per save
 * (pending, saving, saved), several times during a long drag; through the app store each change
 * ran every subscribed selector of the page on the main thread. Here only the status chip listens.
 */
export interface SaveStatusStore {
  get(): SaveView;
  set(next: SaveView): void;
  subscribe(listener: () => void): () => void;
}

export function createSaveStatusStore(initial: SaveView = { state: 'clean' }): SaveStatusStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one the editor binding writes and the status chip reads. */
export const editorSaveStatus = createSaveStatusStore();

export function useEditorSaveStatus(): SaveView {
  return useSyncExternalStore(editorSaveStatus.subscribe, editorSaveStatus.get);
}
