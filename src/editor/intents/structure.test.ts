import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLayer } from '../../../workers/core/model/index.ts';
import { testStore } from '../store/testing.ts';

const ids = (t: ReturnType<typeof testStore>) => t.doc().layers.map((l) => l.id);

describe('add', () => {
  it('puts the layer on top, selects only it, makes it the last click and records history', () => {
    const t = testStore();
    t.act('selection/select', { id: 'a' });
    const result = t.act('layer/add', { layer: createLayer('text', { id: 'new', text: '新' }) });
    expect(result).toEqual({ ok: true, changed: true });
    expect(ids(t)).toEqual(['bg', 'a', 'b', 'c', 'new']);
    expect(t.view()).toMatchObject({ selected: ['new'], lastClicked: 'new' });
    expect(t.history().past).toHaveLength(1);
  });

  it('inserts at a given index but never under the background', () => {
    const t = testStore();
    t.act('layer/add', { layer: createLayer('square', { id: 'n' }), index: 0 });
    expect(ids(t)).toEqual(['bg', 'n', 'a', 'b', 'c']);
  });

  it('refuses an invalid layer or a taken id with a Chinese message, changing nothing', () => {
    const t = testStore();
    const before = t.doc();
    const bad = { ...createLayer('text', { id: 'x' }), fill: 'not-a-colour' };
    const result = t.act('layer/add', { layer: bad });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toContain('填充颜色');
    expect(t.act('layer/add', { layer: createLayer('text', { id: 'a' }) })).toMatchObject({ ok: false, error: { code: 'DUPLICATE_ID' } });
    expect(t.doc()).toBe(before);
    expect(t.history().past).toHaveLength(0);
  });
});

describe('remove', () => {
  it('a layer clipped to a removed base (a masked picture losing its frame) is shown whole again', () => {
    const t = testStore();
    const clipped = { moveable: true, selected: false, crop: false, clipPath: true, hash: '' };
    t.act('layer/set', { ids: ['b', 'c'], props: { status: clipped } });
    t.act('layer/remove', { ids: ['a'] });
    expect(t.doc().layers.map((l) => [l.id, l.status.clipPath])).toEqual([
      ['bg', false],
      ['b', false],
      ['c', false],
    ]);
    t.act('layer/set', { ids: ['c'], props: { status: clipped } });
    t.act('layer/remove', { ids: ['c'] });
    expect(t.layer('b')?.status.clipPath).toBe(false);
  });

  it('removes the selection, clears the last click and keeps the rest selected state consistent', () => {
    const t = testStore();
    t.act('selection/select', { id: 'b' });
    t.act('layer/remove', {});
    expect(ids(t)).toEqual(['bg', 'a', 'c']);
    expect(t.view()).toMatchObject({ selected: [], lastClicked: null });
  });

  it('keeps the background and locked layers', () => {
    const t = testStore();
    expect(t.act('layer/remove', { ids: ['bg'] })).toMatchObject({ ok: false, error: { code: 'BACKGROUND_PROTECTED' } });
    t.act('layer/lock', { ids: ['a'], locked: true });
    expect(t.act('layer/remove', { ids: ['a'] })).toMatchObject({ ok: false, error: { code: 'LAYER_LOCKED' } });
    t.act('layer/remove', { ids: ['bg', 'a', 'b'] });
    expect(ids(t)).toEqual(['bg', 'a', 'c']);
  });

  it('asks for a selection when nothing is selected', () => {
    const t = testStore();
    expect(t.act('layer/remove', {})).toMatchObject({ ok: false, error: { code: 'NOTHING_SELECTED', message: '请先选择一个图层。' } });
  });

  it('dissolves a group left with one member', () => {
    const t = testStore();
    t.act('layer/group', { ids: ['a', 'b'], groupId: 'g' });
    t.act('layer/remove', { ids: ['a'] });
    expect(t.layer('b')?.group).toBeNull();
  });
});

describe('duplicate', () => {
  it('puts each copy just above its original, shifted, with fresh ids, and selects the copies', () => {
    const t = testStore();
    t.act('selection/select', { id: 'a' });
    t.act('selection/toggle', { id: 'c' });
    t.act('layer/duplicate', { offset: 10 });
    const layers = t.doc().layers;
    expect(layers).toHaveLength(6);
    const copyA = layers[2];
    const copyC = layers[5];
    expect(copyA).toMatchObject({ type: 'square', x: 10, y: 10 });
    expect(copyC).toMatchObject({ type: 'icon', x: 510, y: 310 });
    expect(new Set(layers.map((l) => l.id)).size).toBe(6);
    expect(t.view().selected).toEqual([copyA?.id, copyC?.id]);
    expect(t.view().lastClicked).toBe(copyC?.id);
  });

  it('copies adjacent layers above them as a block, so a clipped picture keeps its own frame', () => {
    const t = testStore();
    t.act('layer/set', { ids: ['b'], props: { status: { moveable: true, selected: false, crop: false, clipPath: true, hash: '' } } });
    t.act('layer/duplicate', { ids: ['a', 'b'] });
    const layers = t.doc().layers;
    expect(layers.map((l) => l.id).slice(0, 3)).toEqual(['bg', 'a', 'b']);
    expect(layers[3]).toMatchObject({ type: 'square', x: 20 });
    expect(layers[4]).toMatchObject({ type: 'text', status: { clipPath: true } });
    expect(layers[5]?.id).toBe('c');
  });

  it('gives a copied group its own group id', () => {
    const t = testStore();
    t.act('layer/group', { ids: ['a', 'b'], groupId: 'g' });
    t.act('layer/duplicate', { ids: ['a', 'b'] });
    const groups = t.doc().layers.map((l) => l.group);
    expect(groups.filter((g) => g === 'g')).toHaveLength(2);
    const other = groups.filter((g) => g !== null && g !== 'g');
    expect(other).toHaveLength(2);
    expect(other[0]).toBe(other[1]);
  });
});

describe('reorder', () => {
  it.each([
    ['up', ['a'], ['bg', 'b', 'a', 'c']],
    ['up', ['c'], ['bg', 'a', 'b', 'c']],
    ['down', ['c'], ['bg', 'a', 'c', 'b']],
    ['down', ['a'], ['bg', 'a', 'b', 'c']],
    ['top', ['a'], ['bg', 'b', 'c', 'a']],
    ['bottom', ['c'], ['bg', 'c', 'a', 'b']],
    ['top', ['a', 'b'], ['bg', 'c', 'a', 'b']],
    ['up', ['a', 'b'], ['bg', 'c', 'a', 'b']],
  ] as const)('%s %j gives %j and the background stays first', (to, chosen, expected) => {
    const t = testStore();
    t.act('layer/reorder', { ids: [...chosen], to });
    expect(ids(t)).toEqual(expected);
    expect(t.workerCopy()).toEqual(t.doc());
  });

  it('cannot move the background', () => {
    const t = testStore();
    expect(t.act('layer/reorder', { ids: ['bg'], to: 'top' }).ok).toBe(false);
  });

  it.each([
    [['a'], 3, ['bg', 'b', 'c', 'a']],
    [['c'], 1, ['bg', 'c', 'a', 'b']],
    [['a'], 2, ['bg', 'b', 'a', 'c']],
    [['c'], 0, ['bg', 'c', 'a', 'b']],
    [['a'], 99, ['bg', 'b', 'c', 'a']],
    [['a', 'c'], 1, ['bg', 'a', 'c', 'b']],
  ] as const)('to index: %j at %d gives %j, one undo step', (chosen, index, expected) => {
    const t = testStore();
    t.act('layer/reorder', { ids: [...chosen], to: { index } });
    expect(ids(t)).toEqual(expected);
    expect(t.history().past).toHaveLength(1);
    expect(t.workerCopy()).toEqual(t.doc());
  });

  it('refuses an index that is not a whole number', () => {
    const t = testStore();
    expect(t.act('layer/reorder', { ids: ['a'], to: { index: 1.5 } })).toMatchObject({ ok: false, error: { code: 'INVALID_VALUE' } });
    expect(ids(t)).toEqual(['bg', 'a', 'b', 'c']);
  });

  it('to index (property): the chosen layers end as one block at the index, the others keep their order', () => {
    fc.assert(
      fc.property(fc.subarray(['a', 'b', 'c'], { minLength: 1 }), fc.integer({ min: -3, max: 6 }), (chosen, index) => {
        const t = testStore();
        t.act('layer/reorder', { ids: chosen, to: { index } });
        const after = ids(t);
        expect(after[0]).toBe('bg');
        const start = Math.max(1, Math.min(after.length - chosen.length, index));
        const order = ['a', 'b', 'c'];
        expect(after.slice(start, start + chosen.length)).toEqual(order.filter((id) => chosen.includes(id)));
        expect(after.filter((id) => id !== 'bg' && !chosen.includes(id))).toEqual(order.filter((id) => !chosen.includes(id)));
      }),
    );
  });
});

describe('group and ungroup', () => {
  it('groups the selection, then a tap on one member selects the whole group', () => {
    const t = testStore();
    t.act('layer/group', { ids: ['a', 'c'], groupId: 'g1' });
    expect(t.doc().layers.map((l) => l.group)).toEqual([null, 'g1', null, 'g1']);
    t.act('selection/select', { id: 'c' });
    expect(t.view()).toMatchObject({ selected: ['a', 'c'], lastClicked: 'c' });
    t.act('layer/ungroup', {});
    expect(t.doc().layers.every((l) => l.group === null)).toBe(true);
  });

  it('needs two layers and never takes the background', () => {
    const t = testStore();
    expect(t.act('layer/group', { ids: ['a'] })).toMatchObject({ ok: false, error: { code: 'NEED_TWO' } });
    expect(t.act('layer/group', { ids: ['bg', 'a'] })).toMatchObject({ ok: false, error: { code: 'NEED_TWO' } });
  });

  it('grouping a layer with a member of another group merges the groups', () => {
    const t = testStore();
    t.act('layer/group', { ids: ['a', 'b'], groupId: 'g1' });
    t.act('layer/group', { ids: ['b', 'c'], groupId: 'g2' });
    expect(t.doc().layers.map((l) => l.group)).toEqual([null, 'g2', 'g2', 'g2']);
  });
});
