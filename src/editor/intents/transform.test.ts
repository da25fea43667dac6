import { describe, expect, it } from 'vitest';
import { layerBounds, unionBounds } from '../../../workers/core/model/index.ts';
import { undo } from '../store/index.ts';
import { testStore } from '../store/testing.ts';

describe('move', () => {
  it('moves the selected layers by the step', () => {
    const t = testStore();
    t.act('selection/select', { id: 'a' });
    t.act('selection/toggle', { id: 'c' });
    t.act('layer/move', { dx: 5, dy: -3 });
    expect(t.layer('a')).toMatchObject({ x: 5, y: -3 });
    expect(t.layer('c')).toMatchObject({ x: 505, y: 297 });
    expect(t.layer('b')).toMatchObject({ x: 200, y: 0 });
  });

  it('leaves locked layers and the background where they are', () => {
    const t = testStore();
    t.act('layer/lock', { ids: ['a'], locked: true });
    t.act('layer/move', { ids: ['bg', 'a', 'b'], dx: 10, dy: 10 });
    expect(t.layer('a')).toMatchObject({ x: 0, y: 0 });
    expect(t.layer('bg')).toMatchObject({ x: 0, y: 0 });
    expect(t.layer('b')).toMatchObject({ x: 210, y: 10 });
    expect(t.act('layer/move', { ids: ['a'], dx: 1, dy: 1 })).toMatchObject({ ok: false, error: { code: 'LAYER_LOCKED' } });
    t.act('layer/lock', { ids: ['a'], locked: false });
    expect(t.act('layer/move', { ids: ['a'], dx: 1, dy: 1 }).ok).toBe(true);
  });

  it('refuses a step that is not a number', () => {
    const t = testStore();
    expect(t.act('layer/move', { ids: ['a'], dx: Number.NaN, dy: 0 })).toMatchObject({ ok: false, error: { code: 'INVALID_VALUE' } });
  });
});

describe('resize and rotate', () => {
  it('sets the box and optionally the scale', () => {
    const t = testStore();
    t.act('layer/resize', { id: 'a', x: 10, y: 20, width: 30, height: 40 });
    expect(t.layer('a')).toMatchObject({ x: 10, y: 20, width: 30, height: 40, scale: 1 });
    t.act('layer/resize', { id: 'b', x: 0, y: 0, width: 200, height: 90, scale: 2 });
    expect(t.layer('b')?.scale).toBe(2);
    expect(t.act('layer/resize', { id: 'a', x: 0, y: 0, width: -1, height: 5 }).ok).toBe(false);
  });

  it('sets or turns the angle, kept within 0-360', () => {
    const t = testStore();
    t.act('layer/rotate', { ids: ['a'], degrees: -90 });
    expect(t.layer('a')?.rotate).toBe(270);
    t.act('layer/rotate', { ids: ['a'], degrees: 100, relative: true });
    expect(t.layer('a')?.rotate).toBe(10);
  });

  it('turns several layers together about their common centre', () => {
    const t = testStore();
    // a spans (0,0)-(100,100), c (500,300)-(550,350): common centre (275,175); a's centre (50,50) goes to (500,300)
    t.act('layer/rotate', { ids: ['a', 'c'], degrees: 180, relative: true });
    const a = t.layer('a');
    expect(a?.x).toBeCloseTo(450);
    expect(a?.y).toBeCloseTo(250);
    expect(a?.rotate).toBe(180);
  });

  it('turns about a given pivot, which stays put over many steps of one gesture (one undo step)', () => {
    const t = testStore();
    const pivot = { x: 275, y: 175 };
    for (let i = 0; i < 9; i += 1) t.act('layer/rotate', { ids: ['a', 'c'], degrees: 20, relative: true, pivot }, 'g');
    const a = t.layer('a');
    expect(a?.x).toBeCloseTo(450);
    expect(a?.y).toBeCloseTo(250);
    expect(a?.rotate).toBeCloseTo(180);
    expect(t.history().past).toHaveLength(1);
    // A single layer with a pivot turns about it too: c's centre is now (25,25) and goes to (-25,25).
    t.act('layer/rotate', { ids: ['c'], degrees: 90, relative: true, pivot: { x: 0, y: 0 } });
    expect(t.layer('c')).toMatchObject({ x: expect.closeTo(-50, 6), y: expect.closeTo(0, 6), rotate: 270 });
  });
});

describe('scale (multi-selection corners)', () => {
  it('scales every layer and their distances from the common centre by the factor', () => {
    const t = testStore();
    // a (0,0)-(100,100) and c (500,300)-(550,350): common centre (275,175).
    t.act('layer/scale', { ids: ['a', 'c'], factor: 2 });
    // a's centre (50,50) → (-175,-75); its box stays 100 wide at scale 2.
    expect(t.layer('a')).toMatchObject({ x: -225, y: -125, width: 100, scale: 2 });
    expect(t.layer('c')).toMatchObject({ x: 750, y: 450, width: 50, scale: 2 });
    const box = unionBounds([t.layer('a'), t.layer('c')].map((l) => layerBounds(l!)));
    expect(box).toEqual({ x: -275, y: -175, width: 1100, height: 700 });
  });

  it('steps of one gesture about a fixed pivot are one undo step and add up to the total factor', () => {
    const t = testStore();
    const pivot = { x: 275, y: 175 };
    for (const factor of [1.1, 1.2, 0.5, 1.25]) t.act('layer/scale', { ids: ['a', 'c'], factor, pivot }, 'g');
    expect(t.layer('a')?.scale).toBeCloseTo(0.825);
    expect(t.history().past).toHaveLength(1);
    t.store.dispatch(undo());
    expect(t.layer('a')).toMatchObject({ x: 0, y: 0, scale: 1 });
  });

  it('leaves locked layers alone and refuses a factor that is not positive', () => {
    const t = testStore();
    t.act('layer/lock', { ids: ['c'], locked: true });
    t.act('layer/scale', { ids: ['a', 'c'], factor: 3 });
    expect(t.layer('c')).toMatchObject({ x: 500, y: 300, scale: 1 });
    expect(t.layer('a')).toMatchObject({ scale: 3 });
    expect(t.act('layer/scale', { ids: ['a'], factor: 0 })).toMatchObject({ ok: false, error: { code: 'INVALID_VALUE' } });
    expect(t.act('layer/scale', { ids: ['a'], factor: Number.NaN }).ok).toBe(false);
  });
});

describe('flip', () => {
  it('toggles the flip flags', () => {
    const t = testStore();
    t.act('layer/flip', { ids: ['a'], axis: 'x' });
    t.act('layer/flip', { ids: ['a'], axis: 'y' });
    expect(t.layer('a')).toMatchObject({ flip: true, flipY: true });
    t.act('layer/flip', { ids: ['a'], axis: 'x' });
    expect(t.layer('a')?.flip).toBe(false);
  });

  it('mirrors a rotated layer as seen (angle negated) and several layers across their centre', () => {
    const t = testStore();
    t.act('layer/rotate', { ids: ['a'], degrees: 30 });
    t.act('layer/flip', { ids: ['a'], axis: 'x' });
    expect(t.layer('a')?.rotate).toBe(330);
    const box = (id: string) => layerBounds(t.layer(id)!);
    const before = unionBounds([box('a'), box('c')])!;
    t.act('layer/flip', { ids: ['a', 'c'], axis: 'x' });
    // c was at the right edge of the pair; mirrored, it is at the left edge, and a at the right.
    expect(box('c').x).toBeCloseTo(before.x);
    expect(box('a').x + box('a').width).toBeCloseTo(before.x + before.width);
    expect(unionBounds([box('a'), box('c')])!.width).toBeCloseTo(before.width);
  });
});

describe('align and distribute', () => {
  it('aligns one layer to the canvas and several to their common box', () => {
    const t = testStore();
    t.act('layer/align', { ids: ['c'], edge: 'right' });
    expect(t.layer('c')?.x).toBe(950);
    t.act('layer/align', { ids: ['a', 'b'], edge: 'bottom' });
    expect(t.layer('a')?.y).toBe(0);
    expect(t.layer('b')?.y).toBe(10);
    t.act('layer/align', { ids: ['a', 'b'], edge: 'centre', to: 'canvas' });
    expect(t.layer('a')?.x).toBe(450);
    expect(t.layer('b')?.x).toBe(400);
  });

  it('moves a group as one block', () => {
    const t = testStore();
    t.act('layer/group', { ids: ['a', 'b'], groupId: 'g' });
    t.act('layer/align', { ids: ['a', 'b'], edge: 'left', to: 'canvas' });
    expect(t.layer('a')?.x).toBe(0);
    expect(t.layer('b')?.x).toBe(200);
  });

  it('distributes three or more with equal gaps and refuses fewer', () => {
    const t = testStore();
    expect(t.act('layer/distribute', { ids: ['a', 'b'], axis: 'h' })).toMatchObject({ ok: false, error: { code: 'NEED_THREE' } });
    t.act('layer/distribute', { ids: ['a', 'b', 'c'], axis: 'h' });
    // widths 100, 200, 50 between 0 and 550: gaps of 100
    expect(t.layer('b')?.x).toBe(200);
    t.act('layer/resize', { id: 'b', x: 150, y: 0, width: 200, height: 90 });
    t.act('layer/distribute', { ids: ['a', 'b', 'c'], axis: 'h' });
    expect(t.layer('b')?.x).toBe(200);
  });
});
