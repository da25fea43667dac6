import { configureStore } from '@reduxjs/toolkit';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import { documentLoaded, intentCommitted, redone, undone } from './actions.ts';
import { createDocumentPatchStream, type DocumentPatchStream } from './patchStream.ts';
import { editorReducer } from './state.ts';
import { openDocument } from './thunks.ts';

/*
 * Undo stacks hold immer patches whose values are shared with the state (frozen, never
 * mutated); RTK's dev-only immutability and serializability walks over them cost more
 * than they find, so they skip the history and the patch-carrying actions.
 */
export const editorDevCheckOptions = {
  immutableCheck: { ignoredPaths: ['editor.history'] },
  serializableCheck: {
    ignoredPaths: ['editor.history'],
    ignoredActions: [intentCommitted.type, undone.type, redone.type, documentLoaded.type],
  },
};

/** A store with just the editor, for tests and tools; the app mounts editorReducer in its own store. */
export function createEditorStore(options: { document?: LogoDocument; patchStream?: DocumentPatchStream } = {}) {
  const patchStream = options.patchStream ?? createDocumentPatchStream();
  const store = configureStore({
    reducer: { editor: editorReducer },
    middleware: (getDefault) => getDefault(editorDevCheckOptions).concat(patchStream.middleware),
  });
  if (options.document) store.dispatch(openDocument(options.document));
  return Object.assign(store, { onDocumentPatches: patchStream.onDocumentPatches });
}

export type EditorStore = ReturnType<typeof createEditorStore>;
