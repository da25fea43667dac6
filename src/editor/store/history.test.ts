import { describe, expect, it } from 'vitest';
import { createLayer, outlineKey, type Layer, type TextLayer } from '../../../workers/core/model/index.ts';
import { createTestEditor } from '../testing/createTestEditor.ts';
import { sampleLayers } from './testing.ts';
import { HISTORY_LIMIT } from './types.ts';

/** The production composition, headless, over the three sample layers (or the given ones). */
const testEditor = (layers: Layer[] = sampleLayers()) => createTestEditor({ layers });

describe('undo and redo', () => {
  it('undo takes back the last change and restores the selection it had; redo puts both back', () => {
    const t = testEditor();
    t.run('selection/select', { id: 'a' });
    const start = t.doc();
    t.run('layer/add', { layer: createLayer('text', { id: 'n', text: '新' }) });
    const added = t.doc();
    expect(t.undo()).toBe(true);
    expect(t.doc()).toEqual(start);
    expect(t.store.getState().editor.view).toMatchObject({ selected: ['a'], lastClicked: 'a' });
    expect(t.history().future).toHaveLength(1);
    expect(t.redo()).toBe(true);
    expect(t.doc()).toEqual(added);
    expect(t.store.getState().editor.view).toMatchObject({ selected: ['n'], lastClicked: 'n' });
  });

  it('undoing a removal brings the layer back where it was', () => {
    const t = testEditor();
    const start = t.doc();
    t.run('layer/remove', { ids: ['b'] });
    t.undo();
    expect(t.doc()).toEqual(start);
  });

  it('with nothing to undo or redo, does nothing', () => {
    const t = testEditor();
    const start = t.doc();
    expect(t.undo()).toBe(false);
    expect(t.redo()).toBe(false);
    expect(t.doc()).toBe(start);
  });

  it('any new change clears redo', () => {
    const t = testEditor();
    t.run('layer/move', { ids: ['a'], dx: 1, dy: 1 });
    t.run('layer/move', { ids: ['a'], dx: 1, dy: 1 });
    t.undo();
    expect(t.history().future).toHaveLength(1);
    t.run('layer/hide', { ids: ['b'], hidden: true });
    expect(t.history().future).toHaveLength(0);
    expect(t.redo()).toBe(false);
  });

  it('a refused or empty change leaves history alone', () => {
    const t = testEditor();
    t.run('layer/move', { ids: ['a'], dx: 1, dy: 1 });
    t.undo();
    t.run('layer/remove', { ids: ['bg'] });
    t.run('layer/move', { ids: ['a'], dx: 0, dy: 0 });
    t.run('selection/select', { id: 'b' });
    expect(t.history()).toMatchObject({ past: [], future: [{ name: 'layer/move' }] });
  });

  it(`keeps at most ${HISTORY_LIMIT} steps, dropping the oldest`, () => {
    const t = testEditor();
    for (let i = 0; i < HISTORY_LIMIT + 25; i += 1) t.run('layer/move', { ids: ['a'], dx: 1, dy: 0 });
    expect(t.history().past).toHaveLength(HISTORY_LIMIT);
    while (t.undo());
    expect(t.layer('a')?.x).toBe(25);
  });
});

describe('gestures', () => {
  it('60 move steps of one drag are one undo step, and undo returns to before the drag', () => {
    const t = testEditor();
    const start = t.doc();
    for (let i = 0; i < 60; i += 1) t.run('layer/move', { ids: ['a', 'c'], dx: 2, dy: 1 }, 'drag-1');
    expect(t.layer('a')).toMatchObject({ x: 120, y: 60 });
    expect(t.history().past).toHaveLength(1);
    // Compacted: one x and one y per layer each way, not 60 of each.
    expect(t.history().past[0]?.patches).toHaveLength(4);
    expect(t.history().past[0]?.inversePatches).toHaveLength(4);
    t.undo();
    expect(t.doc()).toEqual(start);
    t.redo();
    expect(t.layer('a')).toMatchObject({ x: 120, y: 60 });
  });

  it('a slider scrub is one step; two drags are two; steps without a gesture are one each', () => {
    const t = testEditor();
    for (const opacity of [0.9, 0.8, 0.7, 0.6]) t.run('layer/set', { ids: ['b'], props: { opacity } }, 'scrub');
    t.run('layer/move', { ids: ['a'], dx: 1, dy: 0 }, 'drag-1');
    t.run('layer/move', { ids: ['a'], dx: 1, dy: 0 }, 'drag-2');
    t.run('layer/move', { ids: ['a'], dx: 1, dy: 0 });
    t.run('layer/move', { ids: ['a'], dx: 1, dy: 0 });
    expect(t.history().past.map((e) => e.gesture)).toEqual(['scrub', 'drag-1', 'drag-2', null, null]);
    while (t.history().past.length > 0) t.undo();
    expect(t.layer('b')?.opacity).toBe(1);
  });

  it('a gesture that removes and adds layers still undoes exactly', () => {
    const t = testEditor();
    const start = t.doc();
    t.run('layer/remove', { ids: ['a'] });
    t.run('layer/duplicate', { ids: ['b'] }, 'g');
    t.run('layer/move', { ids: ['b'], dx: 3, dy: 3 }, 'g');
    t.run('layer/reorder', { ids: ['c'], to: 'bottom' });
    while (t.undo());
    expect(t.doc()).toEqual(start);
  });
});

describe('canvas size change', () => {
  it('rescales every layer and wipes undo and redo', () => {
    const t = testEditor();
    t.run('layer/move', { ids: ['a'], dx: 100, dy: 100 });
    t.run('layer/move', { ids: ['a'], dx: 100, dy: 100 });
    t.undo();
    t.run('canvas/resize', { width: 2000, height: 1000 });
    expect(t.history()).toEqual({ past: [], future: [] });
    expect(t.undo()).toBe(false);
    // a: centre (150,150) → (300,150), scale ×1 (smaller ratio)
    expect(t.layer('a')).toMatchObject({ x: 250, y: 100, scale: 1 });
    expect(t.rendered()).toEqual(t.doc());
  });
});

describe('text outlines join the step that asked for them', () => {
  const outline = (t: ReturnType<typeof testEditor>) => {
    const layer = t.layer('b') as TextLayer;
    t.run('text/outline', { id: 'b', key: outlineKey(layer), pathArr: [`M${layer.text.length} 0Z`], dataArr: [], width: 300, height: 90 });
  };

  it('one undo takes back the text and its outline; redo brings back both', () => {
    const t = testEditor();
    const start = t.doc();
    t.run('text/replace', { id: 'b', text: '新标志' });
    outline(t);
    const finished = t.doc();
    expect(t.history().past).toHaveLength(1);
    t.undo();
    expect(t.doc()).toEqual(start);
    t.redo();
    expect(t.doc()).toEqual(finished);
  });

  it('a late outline for text since undone is dropped and redo survives', () => {
    const t = testEditor();
    t.run('text/replace', { id: 'b', text: '再改' });
    const requested = outlineKey(t.layer('b') as TextLayer);
    t.undo();
    const undoneDoc = t.doc();
    t.run('text/outline', { id: 'b', key: requested, pathArr: ['M0 0Z'], dataArr: [], width: 10, height: 10 });
    expect(t.doc()).toBe(undoneDoc);
    expect(t.history().future).toHaveLength(1);
  });

  it('an outline arriving after a redo joins that step without clearing the rest of redo', () => {
    const t = testEditor();
    t.run('text/replace', { id: 'b', text: '一' });
    t.run('layer/move', { ids: ['a'], dx: 5, dy: 5 });
    t.undo();
    t.undo();
    t.redo();
    outline(t);
    expect(t.history().future).toHaveLength(1);
    t.redo();
    expect(t.layer('a')?.x).toBe(5);
    expect(t.layer('b')).toMatchObject({ text: '一', complete: true });
  });

  it('an outline for a freshly opened work is not an undo step', () => {
    const t = testEditor([createLayer('text', { id: 'b', text: '模板', complete: false })]);
    outline(t);
    expect(t.history().past).toHaveLength(0);
    expect(t.layer('b')).toMatchObject({ complete: true, pathArr: ['M2 0Z'] });
  });
});
