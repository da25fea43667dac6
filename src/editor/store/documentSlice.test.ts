import { applyPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { runIntent } from '../intents/index.ts';
import { intentCommitted } from './actions.ts';
import { testStore } from './testing.ts';

describe('document slice', () => {
  it('keeps the intent’s own result: the moved layer is new, every other layer the same object', () => {
    const t = testStore();
    t.act('selection/select', { id: 'a' });
    const before = t.doc();
    t.act('layer/move', { dx: 5, dy: -3 });
    const after = t.doc();
    const moved = after.layers.findIndex((l) => l.id === 'a');
    expect(after.layers[moved]).toMatchObject({ x: (before.layers[moved]?.x ?? 0) + 5, y: (before.layers[moved]?.y ?? 0) - 3 });
    after.layers.forEach((layer, i) => {
      if (i !== moved) expect(layer).toBe(before.layers[i]);
    });
  });

  it('takes the intent’s result object itself rather than applying its patches again', () => {
    const t = testStore();
    const start = t.doc();
    const run = runIntent({ doc: start, sel: { selected: ['a'], lastClicked: 'a' } }, 'layer/move', { dx: 7, dy: 0 });
    if (!run.ok) throw new Error(run.error.message);
    t.store.dispatch(intentCommitted({ ...run.outcome, gesture: null, documents: { before: start, after: run.next.doc } }));
    expect(t.doc()).toBe(run.next.doc);
  });

  it('applies the patches when the result was made from another document (or is missing)', () => {
    const t = testStore();
    const start = t.doc();
    const run = runIntent({ doc: start, sel: { selected: ['a'], lastClicked: 'a' } }, 'layer/move', { dx: 7, dy: 0 });
    if (!run.ok) throw new Error(run.error.message);
    t.act('selection/select', { id: 'b' });
    t.act('layer/move', { dx: 0, dy: 2 });
    const current = t.doc();
    // A stale result (made from `start`) must not replace the newer document.
    t.store.dispatch(intentCommitted({ ...run.outcome, gesture: null, documents: { before: start, after: run.next.doc } }));
    expect(t.doc()).toEqual(applyPatches(current, run.outcome.patches));
    const latest = t.doc();
    t.store.dispatch(intentCommitted({ ...run.outcome, gesture: null }));
    expect(t.doc()).toEqual(applyPatches(latest, run.outcome.patches));
  });
});
