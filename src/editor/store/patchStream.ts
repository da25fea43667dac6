import type { Middleware } from '@reduxjs/toolkit';
import type { Patch } from 'immer';
import { documentLoaded, intentCommitted, redone, undone } from './actions.ts';
import type { EditorRootState } from './state.ts';

export type PatchCause = 'intent' | 'undo' | 'redo' | 'load';

/** Receives forward patches (relative to the document root) after the store has applied them. */
export type DocumentPatchListener = (patches: readonly Patch[], cause: PatchCause) => void;

export interface DocumentPatchStream {
  middleware: Middleware<object, EditorRootState>;
  /** Subscribe (e.g. the render worker client); returns the unsubscribe function. */
  onDocumentPatches(listener: DocumentPatchListener): () => void;
}

/**
 * Emits every document change as immer patches, including undo and redo, so the render
 * worker keeps its own copy current without receiving the whole document per frame.
 * Opening a work emits one root `replace` patch carrying the whole document.
 */
export function createDocumentPatchStream(): DocumentPatchStream {
  const listeners = new Set<DocumentPatchListener>();
  const emit = (patches: readonly Patch[], cause: PatchCause) => {
    if (patches.length === 0) return;
    for (const listener of listeners) {
      try {
        listener(patches, cause);
      } catch (error) {
        // A broken subscriber must not stop the edit or the other subscribers; surface it anyway.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };
  const middleware: Middleware<object, EditorRootState> = (api) => (next) => (action) => {
    const result = next(action);
    // A result the render worker was already shown (a live move's preview) is not sent again.
    if (intentCommitted.match(action)) emit(action.payload.shown ? [] : action.payload.patches, 'intent');
    else if (undone.match(action)) emit(action.payload.patches, 'undo');
    else if (redone.match(action)) emit(action.payload.patches, 'redo');
    else if (documentLoaded.match(action)) {
      emit([{ op: 'replace', path: [], value: api.getState().editor.document }], 'load');
    }
    return result;
  };
  return {
    middleware,
    onDocumentPatches(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
