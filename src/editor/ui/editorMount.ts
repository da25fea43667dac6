import type { Store } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store/store.ts';
import { editorReducer } from '../store/index.ts';

let mounted = false;

/**
 * Puts the editor's reducer into the app store the first time the editor chunk is used
 * (it stays out of the first download). combineSlices fills the new key on the next
 * action, so one is dispatched at once: nothing renders before `state.editor` exists.
 */
export function mountEditorReducer(store: Store): void {
  if (mounted && 'editor' in (store.getState() as object)) return;
  rootReducer.inject({ reducerPath: 'editor', reducer: editorReducer });
  store.dispatch({ type: 'editor/mounted' });
  mounted = true;
}

/**
 * Which work the editor holds, so coming back from the preview page (or re-entering the
 * editor) continues it instead of starting over: nothing is saved yet (works issue).
 */
let openedFrom: string | null = null;

export function openedWork(): string | null {
  return openedFrom;
}

export function markOpened(source: string): void {
  openedFrom = source;
}
