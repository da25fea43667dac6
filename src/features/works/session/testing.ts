// Helpers for works session tests: an editor store as the session sees it. Not used by the app.
import { createDocument, createLayer, parseDocument, type LogoDocument } from '../../../../workers/core/model/index.ts';
import { createEditorStore, openDocument, performIntent } from '../../../editor/store/index.ts';
import type { EditorPort } from './workSession.ts';

export function editorTab(document: LogoDocument = createDocument({ backgroundId: 'bg' })) {
  const store = createEditorStore({ document });
  let onChange: () => void = () => {};
  const port: EditorPort = {
    getDocument: () => store.getState().editor.document,
    replaceDocument(value) {
      const parsed = parseDocument(value);
      if (!parsed.ok) throw new Error(parsed.error.message);
      store.dispatch(openDocument(parsed.doc));
    },
  };
  return {
    store,
    port,
    /** Called after every user edit, as the autosave listener does. */
    listen(listener: () => void) {
      onChange = listener;
    },
    addText(id: string, text: string) {
      const result = store.dispatch(performIntent('layer/add', { layer: createLayer('text', { id, text, complete: true }) }));
      if (!result.ok) throw new Error(result.error.message);
      onChange();
    },
    move(id: string, dx: number) {
      store.dispatch(performIntent('layer/move', { ids: [id], dx, dy: 0 }));
      onChange();
    },
    texts: () => store.getState().editor.document.layers.flatMap((layer) => (layer.type === 'text' ? [layer.text] : [])),
    doc: () => store.getState().editor.document,
  };
}
