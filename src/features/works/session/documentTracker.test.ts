import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDocument, createLayer } from '../../../../workers/core/model/index.ts';
import { createEditorStore, performIntent } from '../../../editor/store/index.ts';
import { DocumentReplica } from '../../../../workers/works/replica.ts';
import { createDocumentTracker } from './documentTracker.ts';

type Item = { id: string; v: number; tag?: string };
type Doc = { schemaVersion: number; size: { width: number; height: number }; layers: Item[]; extra?: string };

const edit = fc.record({
  kind: fc.constantFrom('change', 'insert', 'remove', 'swap', 'header', 'same', 'reload'),
  at: fc.nat({ max: 40 }),
  value: fc.integer({ min: -5, max: 5 }),
});

/** Applies an edit the way the store does: new objects for what changed, the same objects for the rest. */
function applyEdit(doc: Doc, e: { kind: string; at: number; value: number }, next: () => string): Doc {
  const layers = doc.layers;
  const i = layers.length === 0 ? 0 : e.at % layers.length;
  switch (e.kind) {
    case 'change':
      return layers.length === 0 ? doc : { ...doc, layers: layers.map((item, k) => (k === i ? { ...item, v: item.v + e.value } : item)) };
    case 'insert':
      return { ...doc, layers: [...layers.slice(0, i), { id: next(), v: e.value }, ...layers.slice(i)] };
    case 'remove':
      return { ...doc, layers: layers.filter((_, k) => k !== i) };
    case 'swap': {
      if (layers.length < 2) return doc;
      const copy = [...layers];
      const j = (i + 1) % copy.length;
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      return { ...doc, layers: copy };
    }
    case 'header':
      return { ...doc, size: { width: doc.size.width + e.value, height: doc.size.height }, extra: e.value > 0 ? `x${e.value}` : undefined };
    case 'reload':
      // A work opened again: every layer is a new object with the same content.
      return structuredClone(doc);
    default:
      return doc;
  }
}

/** The paths immer would give for an edit: a layer's field, the list itself, or a document field. */
function patchesOf(before: Doc, after: Doc, e: { kind: string; at: number }): { path: (string | number)[] }[] | undefined {
  if (before === after) return [];
  switch (e.kind) {
    case 'change': {
      const index = after.layers.findIndex((item, k) => item !== before.layers[k]);
      return index < 0 ? [] : [{ path: ['layers', index, 'v'] }];
    }
    case 'header':
      return [{ path: ['size', 'width'] }, { path: ['extra'] }];
    case 'reload':
      return undefined;
    default:
      return [{ path: ['layers', e.at] }];
  }
}

describe('the works worker’s copy of the document', () => {
  it('after any sequence of edits, its text equals JSON.stringify of the editor’s document, whatever the message size', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 40 }), fc.integer({ min: 1, max: 8 }), (edits, perMessage) => {
        let counter = 0;
        const next = () => `n${(counter += 1)}`;
        let doc: Doc = { schemaVersion: 3, size: { width: 10, height: 10 }, layers: Array.from({ length: 12 }, (_, k) => ({ id: `s${k}`, v: k })) };
        const tracker = createDocumentTracker(perMessage);
        const replica = new DocumentReplica();
        for (const e of edits) {
          const before = doc;
          doc = applyEdit(doc, e, next);
          tracker.note(patchesOf(before, doc, e));
          for (const delta of tracker.deltas(doc)) replica.apply(delta);
          expect(replica.json()).toBe(JSON.stringify(doc));
        }
      }),
    );
  });

  it('a drag step sends the moved layer: not the document, not even the list of ids', () => {
    const store = createEditorStore({ document: createDocument({ backgroundId: 'bg' }) });
    for (let i = 0; i < 300; i += 1) store.dispatch(performIntent('layer/add', { layer: createLayer('square', { id: `q${i}`, x: i, y: i }) }));
    const tracker = createDocumentTracker();
    const replica = new DocumentReplica();
    const first = tracker.deltas(store.getState().editor.document);
    expect(first.length).toBeGreaterThan(1);
    for (const delta of first) replica.apply(delta);
    store.onDocumentPatches((patches) => tracker.note(patches));
    store.dispatch(performIntent('layer/move', { ids: ['q150'], dx: 5, dy: 0 }));
    const step = tracker.deltas(store.getState().editor.document);
    expect(step).toHaveLength(1);
    expect(step[0]).toMatchObject({ kind: 'items', items: [expect.objectContaining({ id: 'q150' })] });
    // Not even the list of ids: a drag step costs the same whatever the layer count.
    expect(step[0]).not.toHaveProperty('order');
    expect(step[0]).not.toHaveProperty('header');
    replica.apply(step[0]!);
    expect(replica.json()).toBe(JSON.stringify(store.getState().editor.document));
    expect(tracker.deltas(store.getState().editor.document)).toEqual([]);
  });

  it('a copy that missed messages (a restarted worker) refuses instead of saving a document with holes', () => {
    const tracker = createDocumentTracker();
    const doc: Doc = { schemaVersion: 3, size: { width: 1, height: 1 }, layers: [{ id: 'a', v: 1 }, { id: 'b', v: 2 }] };
    tracker.deltas(doc);
    const moved = { ...doc, layers: [doc.layers[0]!, { id: 'b', v: 3 }] };
    tracker.note([{ path: ['layers', 1, 'v'] }]);
    const fresh = new DocumentReplica();
    expect(() => tracker.deltas(moved).forEach((delta) => fresh.apply(delta))).toThrow(/not in the list/);
    expect(() => fresh.json()).toThrow();
    tracker.reset();
    for (const delta of tracker.deltas(moved)) fresh.apply(delta);
    expect(fresh.json()).toBe(JSON.stringify(moved));
  });
});
