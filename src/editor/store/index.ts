export { editorReducer, type EditorRootState, type EditorState, type EditorThunk } from './state.ts';
export { performIntent, undo, redo, openDocument, loadDocument, type PerformResult } from './thunks.ts';
export { createDocumentPatchStream, type DocumentPatchListener, type DocumentPatchStream, type PatchCause } from './patchStream.ts';
export { createEditorStore, editorDevCheckOptions, type EditorStore } from './store.ts';
export { zoomSet } from './viewSlice.ts';
export { documentLoaded, intentCommitted, LOADED_FROM_FILE, redone, undone } from './actions.ts';
export { HISTORY_LIMIT, ZOOM_MAX, ZOOM_MIN, type HistoryEntry, type HistoryState, type ViewState } from './types.ts';
export * from './selectors.ts';
