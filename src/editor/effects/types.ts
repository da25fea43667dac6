import { addListener, type Action, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { EditorRootState } from '../store/index.ts';

/**
 * The app store's dispatch as the editor sees it once `editorReducer` is injected under
 * `editor`: thunks over the editor state, and the listener middleware's `addListener`
 * returning its unsubscribe function.
 */
export type EditorDispatch = {
  (action: Action<'listenerMiddleware/add'>): () => void;
} & ThunkDispatch<EditorRootState, unknown, UnknownAction>;

export const addEditorListener = addListener.withTypes<EditorRootState, EditorDispatch>();
