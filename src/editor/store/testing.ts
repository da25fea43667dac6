// Helpers for editor tests (store, intents, property tests). Not used by the app.
import { applyDocumentPatches, createDocument, createLayer, type Layer, type LogoDocument } from '../../../workers/core/model/index.ts';
import type { IntentArgs, IntentName } from '../intents/index.ts';
import { createEditorStore, type EditorStore } from './store.ts';
import { performIntent } from './thunks.ts';

export function documentWith(...layers: Layer[]): LogoDocument {
  const doc = createDocument({ backgroundId: 'bg' });
  doc.layers.push(...layers);
  return doc;
}

export function sampleLayers(): Layer[] {
  return [
    createLayer('square', { id: 'a', x: 0, y: 0, width: 100, height: 100 }),
    createLayer('text', { id: 'b', x: 200, y: 0, width: 200, height: 90, text: '标志', complete: true }),
    createLayer('icon', { id: 'c', x: 500, y: 300, width: 50, height: 50, data: '<svg/>' }),
  ];
}

/** A store holding the given layers above a 1000x1000 background, plus a worker-side copy kept by patches. */
export function testStore(layers: Layer[] = sampleLayers()) {
  const store = createEditorStore({ document: documentWith(...layers) });
  let workerCopy = store.getState().editor.document;
  store.onDocumentPatches((patches) => {
    workerCopy = applyDocumentPatches(workerCopy, patches);
  });
  const act = <N extends IntentName>(name: N, args: IntentArgs<N>, gesture?: string) =>
    store.dispatch(performIntent(name, args, gesture === undefined ? {} : { gesture }));
  return {
    store: store as EditorStore,
    act,
    doc: () => store.getState().editor.document,
    view: () => store.getState().editor.view,
    history: () => store.getState().editor.history,
    layer: (id: string) => store.getState().editor.document.layers.find((l) => l.id === id),
    workerCopy: () => workerCopy,
  };
}
