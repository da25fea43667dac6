import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { Patch } from 'immer';
import { describe, expect, it } from 'vitest';
import type { TextLayoutRequest, TextLayoutResult } from '../../../workers/protocol/font.ts';
import { workerError } from '../../../workers/core/errors.ts';
import { applyDocumentPatches, createDocument, createLayer, type LogoDocument, type TextLayer } from '../../../workers/core/model/index.ts';
import { editorDevCheckOptions, editorReducer, openDocument, performIntent, undo } from '../store/index.ts';
import { patchesMayNeedOutlines } from './outlinePlanner.ts';
import { registerEditorEffects } from './registerEditorEffects.ts';

function fakeLayout(request: TextLayoutRequest): TextLayoutResult {
  const chars = [...request.text];
  const width = chars.length * request.fontSize;
  return {
    requestId: request.requestId, d: 'M0 0Z', width, height: request.fontSize,
    pathArr: chars.map((_, i) => `M${i} 0Z`),
    dataArr: chars.map((char, i) => ({ char, x: i * request.fontSize, y: 0, width: request.fontSize, height: request.fontSize, rotate: 0, line: 0, fontId: 'f' })),
    lines: [], ascent: 0, descent: 0, lineHeight: request.fontSize, fontId: 'f', fontFallback: false, fallbackChars: [], missing: [], syntheticBoldStroke: 0,
  };
}

type Pending = { request: TextLayoutRequest; resolve: (r: TextLayoutResult) => void; reject: (e: unknown) => void };

function world() {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: { editor: editorReducer },
    middleware: (d) => d(editorDevCheckOptions).prepend(listener.middleware),
  });
  const pending: Pending[] = [];
  const cancelled: string[] = [];
  const notes: string[] = [];
  let workerDoc: LogoDocument | null = null;
  const messages: string[] = [];
  const unregister = registerEditorEffects(store.dispatch, {
    render: {
      load: (doc) => {
        workerDoc = doc;
        messages.push('load');
      },
      applyPatches: (patches: Patch[]) => {
        if (!workerDoc) throw new Error('patches before load');
        workerDoc = applyDocumentPatches(workerDoc, patches);
        messages.push(`patches:${patches.length}`);
      },
    },
    font: {
      layoutText: (request) => new Promise((resolve, reject) => pending.push({ request, resolve, reject })),
      cancel: (id) => cancelled.push(id),
    },
    notify: (m) => notes.push(m),
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const text = (id: string) => store.getState().editor.document.layers.find((l) => l.id === id) as TextLayer | undefined;
  return { store, pending, cancelled, notes, messages, unregister, settle, text, workerDoc: () => workerDoc };
}

describe('editor effects', () => {
  it('sends the opened work once, then only small patches, and the worker copy follows the store', async () => {
    const w = world();
    w.store.dispatch(openDocument(createDocument({ backgroundId: 'bg' })));
    const square = createLayer('square', { id: 's', x: 10, y: 10, width: 100, height: 100 });
    w.store.dispatch(performIntent('layer/add', { layer: square }));
    for (let i = 0; i < 5; i += 1) w.store.dispatch(performIntent('layer/move', { dx: 3, dy: 1 }, { gesture: 'g' }));
    await w.settle();
    expect(w.messages[0]).toBe('load');
    // Everything dispatched in one task travels as one message.
    expect(w.messages).toHaveLength(2);
    w.store.dispatch(undo());
    await w.settle();
    expect(w.workerDoc()).toEqual(w.store.getState().editor.document);
  });

  it('lays out new text with the font worker and writes the outline back', async () => {
    const w = world();
    w.store.dispatch(openDocument(createDocument({ backgroundId: 'bg' })));
    const layer = createLayer('text', { id: 't', text: '标志设计', fontSize: 90, x: 100, y: 100, width: 90, height: 90 });
    w.store.dispatch(performIntent('layer/add', { layer }));
    expect(w.pending).toHaveLength(1);
    expect(w.pending[0]!.request).toMatchObject({ requestId: 't', text: '标志设计', fontSize: 90 });
    w.pending[0]!.resolve(fakeLayout(w.pending[0]!.request));
    await w.settle();
    const done = w.text('t')!;
    expect(done.complete).toBe(true);
    expect(done.width).toBe(360);
    expect(done.dataArr).toHaveLength(4);
    expect(done.dataArr[1]).toEqual({ d: 'M1 0Z', x: 90, y: 0, width: 90, height: 90 });
  });

  it('drops an outline for text the user has since changed, and lays out the new text', async () => {
    const w = world();
    w.store.dispatch(openDocument(createDocument({ backgroundId: 'bg' })));
    w.store.dispatch(performIntent('layer/add', { layer: createLayer('text', { id: 't', text: '标' }) }));
    w.store.dispatch(performIntent('text/replace', { id: 't', text: '标志' }));
    expect(w.pending.map((p) => p.request.text)).toEqual(['标', '标志']);
    w.pending[0]!.resolve(fakeLayout(w.pending[0]!.request));
    await w.settle();
    expect(w.text('t')!.complete).toBe(false);
    w.pending[1]!.resolve(fakeLayout(w.pending[1]!.request));
    await w.settle();
    expect(w.text('t')).toMatchObject({ complete: true, width: 180 });
  });

  it('shows a font failure once and does not ask again until the text changes', async () => {
    const w = world();
    w.store.dispatch(openDocument(createDocument({ backgroundId: 'bg' })));
    w.store.dispatch(performIntent('layer/add', { layer: createLayer('text', { id: 't', text: '标' }) }));
    w.pending[0]!.reject(workerError('FONT_LOAD_FAILED'));
    await w.settle();
    expect(w.notes).toEqual(['字体加载失败，请检查网络后重试']);
    w.store.dispatch(performIntent('layer/move', { dx: 1, dy: 1 }));
    expect(w.pending).toHaveLength(1);
    w.store.dispatch(performIntent('text/replace', { id: 't', text: '标志' }));
    expect(w.pending).toHaveLength(2);
  });

  it('cancels the request of a deleted text layer and stops after unregistering', async () => {
    const w = world();
    w.store.dispatch(openDocument(createDocument({ backgroundId: 'bg' })));
    w.store.dispatch(performIntent('layer/add', { layer: createLayer('text', { id: 't', text: '标' }) }));
    w.store.dispatch(performIntent('layer/remove', { ids: ['t'] }));
    expect(w.cancelled).toEqual(['t']);
    w.unregister.stop();
    w.store.dispatch(performIntent('layer/add', { layer: createLayer('text', { id: 'u', text: '志' }) }));
    expect(w.pending).toHaveLength(1);
  });
});

describe('which changes look for text to lay out', () => {
  it('a move, a colour or a selection flag does not; text fields, completion, the layer list and a new document do', () => {
    const patch = (path: (string | number)[]): Patch => ({ op: 'replace', path, value: 1 });
    for (const path of [['layers', 3, 'x'], ['layers', 3, 'fill'], ['layers', 3, 'status', 'selected'], ['size', 'width']]) {
      expect(patchesMayNeedOutlines([patch(path)]), path.join('.')).toBe(false);
    }
    for (const path of [['layers', 3, 'text'], ['layers', 3, 'fontName'], ['layers', 3, 'complete'], ['layers', 3, 'type'], ['layers', 3], ['layers'], []]) {
      expect(patchesMayNeedOutlines([patch(['layers', 0, 'x']), patch(path)]), path.join('.')).toBe(true);
    }
  });
});

describe('outline fields', () => {
  it('underlined text keeps the whole outline (bars included) as its drawn path', async () => {
    const w = world();
    w.store.dispatch(openDocument(createDocument({ backgroundId: 'bg' })));
    w.store.dispatch(performIntent('layer/add', { layer: createLayer('text', { id: 't', text: '标志', underLine: true }) }));
    w.pending[0]!.resolve({ ...fakeLayout(w.pending[0]!.request), d: 'M0 0Z M0 100H180V104H0Z' });
    await w.settle();
    expect(w.text('t')!.pathArr).toEqual(['M0 0Z M0 100H180V104H0Z']);
    expect(w.text('t')!.dataArr).toHaveLength(2);
  });

  it('bold in a font without a bold face stores the synthetic bold stroke with the outline; unbolding clears it', async () => {
    const w = world();
    w.store.dispatch(openDocument(createDocument({ backgroundId: 'bg' })));
    w.store.dispatch(performIntent('layer/add', { layer: createLayer('text', { id: 't', text: '快乐', bold: true }) }));
    expect(w.pending[0]!.request.bold).toBe(true);
    w.pending[0]!.resolve({ ...fakeLayout(w.pending[0]!.request), syntheticBoldStroke: 3 });
    await w.settle();
    expect(w.text('t')).toMatchObject({ complete: true, boldStroke: 3 });
    w.store.dispatch(performIntent('layer/set', { ids: ['t'], type: 'text', props: { bold: false } }));
    w.pending[1]!.resolve(fakeLayout(w.pending[1]!.request));
    await w.settle();
    expect(w.text('t')).toMatchObject({ complete: true, boldStroke: 0 });
    expect(w.workerDoc()).toEqual(w.store.getState().editor.document);
  });

  it('a kept work re-entering the editor is sent whole and its unfinished text is laid out', async () => {
    const w = world();
    w.store.dispatch(openDocument(createDocument({ backgroundId: 'bg' })));
    w.unregister.stop();
    const again = world();
    const doc = { ...createDocument({ backgroundId: 'bg' }) };
    doc.layers.push(createLayer('text', { id: 'x', text: '设计' }));
    again.unregister.resend(doc);
    expect(again.pending.map((p) => p.request.text)).toEqual(['设计']);
    await again.settle();
    expect(again.workerDoc()).toEqual(doc);
  });
});
