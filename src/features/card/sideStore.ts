import { configureStore, createListenerMiddleware, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { editorDevCheckOptions, editorReducer, openDocument, performIntent, type EditorRootState } from '../../editor/store/index.ts';
import type { EditorDispatch } from '../../editor/effects/types.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import type { SideEdit } from './edits.ts';

/**
 * One editor store per card side. The editor component reads and writes `state.editor` of the
 * store above it (react-redux), so each side mounted under its own store keeps its own document,
 * selection and undo history while the other side is shown — without any change to the editor.
 * What the editor says to the rest of the app (toasts) is passed on to the app store.
 */

export interface SideStore {
  store: ReturnType<typeof buildStore>;
  document(): LogoDocument;
  /** The fields (or a new back) as editor steps: one more entry in this side's history. */
  apply(edits: readonly SideEdit[]): string | null;
}

function buildStore(forward: Middleware) {
  const listener = createListenerMiddleware();
  return configureStore({
    reducer: { editor: editorReducer },
    middleware: (getDefault) => getDefault(editorDevCheckOptions).prepend(listener.middleware).concat(forward),
  });
}

export function createSideStore(doc: LogoDocument, appDispatch: (action: UnknownAction) => unknown): SideStore {
  const forward: Middleware = () => (next) => (action) => {
    const result = next(action);
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string' && !type.startsWith('editor/') && !type.startsWith('listenerMiddleware/')) appDispatch(action as UnknownAction);
    return result;
  };
  const store = buildStore(forward);
  const dispatch = store.dispatch as unknown as EditorDispatch;
  dispatch(openDocument(doc));
  return {
    store,
    document: () => (store.getState() as EditorRootState).editor.document,
    apply(edits) {
      const gesture = `card-fields-${Date.now()}`;
      for (const edit of edits) {
        const result =
          edit.kind === 'set'
            ? dispatch(performIntent('layer/set', { ids: [edit.id], type: edit.type, props: edit.props } as never, { gesture }))
            : edit.kind === 'add'
              ? dispatch(performIntent('layer/add', { layer: edit.layer, index: edit.index }))
              : dispatch(performIntent('layer/remove', { ids: [edit.id] }));
        if (!result.ok) return result.error.message;
      }
      // Adding selects the new layer: the fields are not a selection the user made.
      dispatch(performIntent('selection/select', { id: null }));
      return null;
    },
  };
}
