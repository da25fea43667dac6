import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createDocument, createLayer, embeddedPictures, pictureSourceOf, type LogoDocument } from '../../../workers/core/model/index.ts';
import { editorDevCheckOptions, editorReducer, openDocument, performIntent, selectCanUndo, undo } from '../store/index.ts';
import { patchesMayEmbedPicture } from './pictureMover.ts';
import { registerEditorEffects } from './registerEditorEffects.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ';
const urlOf = (dataUrl: string) => `asset:${(dataUrl === PNG ? 'a' : 'b').repeat(32)}`;

/** The editor store with its effects; the image worker's answer is played by `store`. */
function world(store: (dataUrl: string) => Promise<{ url: string }>) {
  const listener = createListenerMiddleware();
  const app = configureStore({ reducer: { editor: editorReducer }, middleware: (d) => d(editorDevCheckOptions).prepend(listener.middleware) });
  const asked: string[] = [];
  const effects = registerEditorEffects(app.dispatch, {
    render: { load: () => undefined, applyPatches: () => undefined },
    font: { layoutText: () => new Promise(() => undefined), cancel: () => undefined },
    notify: () => undefined,
    storeEmbeddedPicture: (dataUrl) => {
      asked.push(dataUrl);
      return store(dataUrl);
    },
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const doc = () => app.getState().editor.document;
  return { app, asked, effects, settle, doc };
}

function olderWork(): LogoDocument {
  const doc = createDocument({ backgroundId: 'bg' });
  return {
    ...doc,
    layers: [
      { ...doc.layers[0]!, url: JPEG } as LogoDocument['layers'][number],
      createLayer('image', { id: 'a', data: PNG, width: 100, height: 100 }),
      createLayer('image', { id: 'b', data: PNG.slice(22), width: 50, height: 50 }),
      createLayer('square', { id: 's' }),
    ],
  };
}

describe('pictures embedded in an older work', () => {
  it('move into the asset store after opening: each picture once, every layer repointed, no undo step of their own', async () => {
    const w = world(async (dataUrl) => ({ url: urlOf(dataUrl) }));
    w.app.dispatch(openDocument(olderWork()));
    expect(w.asked.sort()).toEqual([JPEG, PNG].sort());
    await w.settle();
    expect(embeddedPictures(w.doc())).toEqual([]);
    expect(w.doc().layers.map(pictureSourceOf)).toEqual([urlOf(JPEG), urlOf(PNG), urlOf(PNG), '']);
    expect(w.doc().layers[1]).toMatchObject({ data: '', url: urlOf(PNG) });
    // The same picture, so nothing for the user to undo.
    expect(selectCanUndo(w.app.getState())).toBe(false);
  });

  it('a gesture never looks for pictures; a layer added with a data URL does', async () => {
    const w = world(async (dataUrl) => ({ url: urlOf(dataUrl) }));
    w.app.dispatch(openDocument(createDocument({ backgroundId: 'bg' })));
    w.app.dispatch(performIntent('layer/add', { layer: createLayer('square', { id: 's' }) }));
    for (let i = 0; i < 20; i += 1) w.app.dispatch(performIntent('layer/move', { dx: 1, dy: 0 }, { gesture: 'drag' }));
    expect(w.asked).toEqual([]);
    w.app.dispatch(performIntent('layer/add', { layer: createLayer('image', { id: 'p', data: PNG }) }));
    await w.settle();
    expect(w.asked).toEqual([PNG]);
    expect(pictureSourceOf(w.doc().layers.find((l) => l.id === 'p')!)).toBe(urlOf(PNG));
    // Undo takes the added layer away together with its reference.
    w.app.dispatch(undo());
    expect(w.doc().layers.map((l) => l.id)).toEqual(['bg', 's']);
  });

  it('a picture the store cannot take stays embedded, still draws, and is not asked for again', async () => {
    const w = world(async () => Promise.reject(new Error('quota')));
    w.app.dispatch(openDocument(olderWork()));
    await w.settle();
    expect(w.doc().layers.map(pictureSourceOf)).toEqual([JPEG, PNG, PNG, '']);
    w.app.dispatch(performIntent('layer/move', { ids: ['s'], dx: 1, dy: 0 }));
    w.app.dispatch(openDocument(olderWork()));
    await w.settle();
    expect(w.asked).toHaveLength(2);
  });

  it('a reference that arrives after the user replaced the picture changes nothing', async () => {
    let answer: (value: { url: string }) => void = () => undefined;
    const w = world(() => new Promise((resolve) => (answer = resolve)));
    const doc = createDocument({ backgroundId: 'bg' });
    w.app.dispatch(openDocument({ ...doc, layers: [...doc.layers, createLayer('image', { id: 'a', data: PNG })] }));
    w.app.dispatch(performIntent('layer/set', { ids: ['a'], type: 'image', props: { data: '', url: '/img/other.png' } }));
    answer({ url: urlOf(PNG) });
    await w.settle();
    expect(pictureSourceOf(w.doc().layers[1]!)).toBe('/img/other.png');
  });

  it('stops with the editor: a late answer is dropped', async () => {
    let answer: (value: { url: string }) => void = () => undefined;
    const w = world(() => new Promise((resolve) => (answer = resolve)));
    w.app.dispatch(openDocument(olderWork()));
    w.effects.stop();
    answer({ url: urlOf(PNG) });
    await w.settle();
    expect(embeddedPictures(w.doc())).toHaveLength(2);
  });
});

describe('patchesMayEmbedPicture', () => {
  it('sees data URLs set on a field, in an added layer or in restored layers, and nothing in geometry', () => {
    expect(patchesMayEmbedPicture([{ op: 'replace', path: ['layers', 1, 'x'], value: 4 }])).toBe(false);
    expect(patchesMayEmbedPicture([{ op: 'replace', path: ['layers', 1, 'data'], value: PNG }])).toBe(true);
    expect(patchesMayEmbedPicture([{ op: 'add', path: ['layers', 2], value: { type: 'image', data: PNG, url: '' } }])).toBe(true);
    expect(patchesMayEmbedPicture([{ op: 'add', path: ['layers', 2], value: { type: 'image', data: '', url: urlOf(PNG) } }])).toBe(false);
    expect(patchesMayEmbedPicture([{ op: 'replace', path: ['layers'], value: [{ type: 'rect', url: JPEG }] }])).toBe(true);
    expect(patchesMayEmbedPicture([{ op: 'remove', path: ['layers', 1] }])).toBe(false);
  });
});
