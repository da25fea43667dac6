import { describe, expect, it } from 'vitest';
import { applyDocumentPatches, createLayer, sampleDocumentJson, type Patch } from '../../../workers/core/model/index.ts';
import { loadDocument, redo, undo } from './thunks.ts';
import { testStore } from './testing.ts';

describe('document patches for the render worker', () => {
  it('a copy kept only by patches matches the store through edits, undo, redo and opening a work', () => {
    const t = testStore();
    t.act('layer/add', { layer: createLayer('square', { id: 'n' }) });
    for (let i = 0; i < 10; i += 1) t.act('layer/move', { ids: ['n'], dx: 3, dy: 0 }, 'drag');
    t.act('layer/reorder', { ids: ['n'], to: 'bottom' });
    t.act('layer/set', { ids: ['b'], type: 'text', props: { fill: 'red' } });
    expect(t.workerCopy()).toEqual(t.doc());
    t.store.dispatch(undo());
    t.store.dispatch(undo());
    expect(t.workerCopy()).toEqual(t.doc());
    t.store.dispatch(redo());
    expect(t.workerCopy()).toEqual(t.doc());
    t.store.dispatch(loadDocument(sampleDocumentJson()));
    expect(t.workerCopy()).toEqual(t.doc());
  });

  it('a drag step sends just the moved coordinates, not the scene', () => {
    const t = testStore();
    const received: (readonly Patch[])[] = [];
    t.store.onDocumentPatches((patches) => received.push(patches));
    t.act('layer/move', { ids: ['a'], dx: 4, dy: 2 }, 'drag');
    expect(received).toEqual([
      [
        { op: 'replace', path: ['layers', 1, 'x'], value: 4 },
        { op: 'replace', path: ['layers', 1, 'y'], value: 2 },
      ],
    ]);
    t.act('selection/select', { id: 'b' });
    expect(received).toHaveLength(1);
  });

  it('unchanged layers keep their identity in the worker copy, so its caches survive', () => {
    const t = testStore();
    const before = t.workerCopy();
    t.act('layer/move', { ids: ['a'], dx: 1, dy: 1 });
    expect(t.workerCopy().layers[2]).toBe(before.layers[2]);
    expect(t.workerCopy().layers[1]).not.toBe(before.layers[1]);
  });

  it('a failing subscriber neither stops the edit nor the other subscribers', async () => {
    const t = testStore();
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    let copy = t.doc();
    t.store.onDocumentPatches(() => {
      throw new Error('worker gone');
    });
    t.store.onDocumentPatches((patches) => {
      copy = applyDocumentPatches(copy, patches);
    });
    t.act('layer/move', { ids: ['a'], dx: 1, dy: 1 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('uncaughtException', onError);
    expect(t.layer('a')?.x).toBe(1);
    expect(copy).toEqual(t.doc());
    expect(errors).toHaveLength(1);
  });

  it('unsubscribing stops the patches', () => {
    const t = testStore();
    let count = 0;
    const off = t.store.onDocumentPatches(() => (count += 1));
    t.act('layer/move', { ids: ['a'], dx: 1, dy: 1 });
    off();
    t.act('layer/move', { ids: ['a'], dx: 1, dy: 1 });
    expect(count).toBe(1);
  });
});
