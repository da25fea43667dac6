import { describe, expect, it } from 'vitest';
import { testStore } from '../store/testing.ts';

describe('select', () => {
  it('selecting one layer deselects the others (spec 4) and is not an undo step', () => {
    const t = testStore();
    t.act('selection/select', { id: 'a' });
    t.act('selection/toggle', { id: 'b' });
    t.act('selection/select', { id: 'c' });
    expect(t.view()).toMatchObject({ selected: ['c'], lastClicked: 'c' });
    expect(t.history().past).toHaveLength(0);
  });

  it('null clears the selection; an unknown id is refused', () => {
    const t = testStore();
    t.act('selection/select', { id: 'a' });
    t.act('selection/select', { id: null });
    expect(t.view()).toMatchObject({ selected: [], lastClicked: null });
    expect(t.act('selection/select', { id: 'ghost' })).toMatchObject({ ok: false, error: { code: 'LAYER_NOT_FOUND' } });
  });

  it('never changes the document', () => {
    const t = testStore();
    const before = t.doc();
    t.act('selection/select', { id: 'a' });
    t.act('selection/toggle', { id: 'b' });
    expect(t.doc()).toBe(before);
  });
});

describe('select all', () => {
  it('selects every visible layer but the background, is not an undo step and keeps the document', () => {
    const t = testStore();
    const before = t.doc();
    t.act('layer/hide', { ids: ['b'], hidden: true });
    const hidden = t.doc();
    t.act('selection/selectAll', {});
    const visible = hidden.layers.slice(1).filter((layer) => layer.visibility).map((layer) => layer.id);
    expect(visible).not.toContain('b');
    expect(t.view()).toMatchObject({ selected: visible, lastClicked: visible.at(-1) });
    expect(t.doc()).toBe(hidden);
    expect(t.history().past).toHaveLength(1);
    expect(before).not.toBe(hidden);
  });

  it('then one move moves them all', () => {
    const t = testStore();
    const before = t.doc().layers;
    t.act('selection/selectAll', {});
    t.act('layer/move', { dx: 5, dy: -3 });
    const after = t.doc().layers;
    expect(after[0]).toBe(before[0]);
    for (let i = 1; i < after.length; i += 1) expect([after[i]?.x, after[i]?.y]).toEqual([(before[i]?.x ?? 0) + 5, (before[i]?.y ?? 0) - 3]);
  });
});

describe('multi-select toggle', () => {
  it('adds and removes layers, keeping the last click on a selected layer', () => {
    const t = testStore();
    t.act('selection/toggle', { id: 'a' });
    t.act('selection/toggle', { id: 'b' });
    expect(t.view()).toMatchObject({ selected: ['a', 'b'], lastClicked: 'b' });
    t.act('selection/toggle', { id: 'b' });
    expect(t.view()).toMatchObject({ selected: ['a'], lastClicked: 'a' });
    t.act('selection/toggle', { id: 'a' });
    expect(t.view()).toMatchObject({ selected: [], lastClicked: null });
  });

  it('toggles a whole group at once', () => {
    const t = testStore();
    t.act('layer/group', { ids: ['a', 'b'], groupId: 'g' });
    t.act('selection/select', { id: 'c' });
    t.act('selection/toggle', { id: 'b' });
    expect(t.view().selected).toEqual(['c', 'a', 'b']);
    t.act('selection/toggle', { id: 'a' });
    expect(t.view().selected).toEqual(['c']);
  });
});
