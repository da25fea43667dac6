import { describe, expect, it } from 'vitest';
import { sampleDocumentJson } from '../../../workers/core/model/index.ts';
import { loadDocument, undo } from './thunks.ts';
import { testStore } from './testing.ts';

describe('opening a work', () => {
  it('replaces the document, wipes history and selects what was saved as selected', () => {
    const t = testStore();
    t.act('layer/move', { ids: ['a'], dx: 1, dy: 1 });
    const json = sampleDocumentJson();
    const layers = json.layers as Record<string, unknown>[];
    layers[2] = { ...layers[2], status: { selected: true } };
    const result = t.store.dispatch(loadDocument(json));
    expect(result.ok).toBe(true);
    expect(t.doc().layers.map((l) => l.id)).toEqual(['bg', 'title', 'shape', 'icon', 'photo', 'swoosh']);
    expect(t.history()).toEqual({ past: [], future: [] });
    expect(t.view()).toMatchObject({ selected: ['shape'], lastClicked: 'shape' });
    expect(t.doc().layers.every((l) => !l.status.selected)).toBe(true);
    expect(t.store.dispatch(undo())).toBe(false);
  });

  it('a corrupt work is refused with a message and the open work is kept as it was', () => {
    const t = testStore();
    t.act('layer/move', { ids: ['a'], dx: 1, dy: 1 });
    const before = t.store.getState().editor;
    const json = sampleDocumentJson();
    (json.layers as Record<string, unknown>[])[1] = { type: 'text', id: 't', fontSize: -3 };
    const result = t.store.dispatch(loadDocument(json));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.path).toEqual(['layers', 1, 'fontSize']);
    expect(!result.ok && result.error.message).toContain('字号');
    expect(t.store.getState().editor).toBe(before);
  });
});
