import { useSyncExternalStore } from 'react';
import { createValueStore, type ValueStore } from '../../../shared/valueStore.ts';
import type { SaveView } from '../worksSlice.ts';

/**
 * The open work's autosave state, kept outside the app store. It changes three times per save
 * (pending, saving, saved), several times during a long drag; through the app store each change
 * ran every subscribed selector of the page on the main thread. Here only the status chip listens.
 */
export type SaveStatusStore = ValueStore<SaveView>;

export const createSaveStatusStore = (initial: SaveView = { state: 'clean' }): SaveStatusStore => createValueStore(initial);

/** The one the editor binding writes and the status chip reads. */
export const editorSaveStatus = createSaveStatusStore();

export function useEditorSaveStatus(): SaveView {
  return useSyncExternalStore(editorSaveStatus.subscribe, editorSaveStatus.get);
}
