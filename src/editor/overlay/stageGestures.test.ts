import { describe, expect, it } from 'vitest';
import { createLayer, layerCorners } from '../../../workers/core/model/index.ts';
import { undo } from '../store/index.ts';
import { createTestEditor } from '../testing/createTestEditor.ts';
import type { ViewTransform } from './view.ts';

// The stage shows the 1000×1000 canvas at half size, 20 px from the stage's corner.
const fitted: ViewTransform = { scale: 0.5, x: 20, y: 20 };

function setup(extra: ReturnType<typeof createLayer>[] = []) {
  return createTestEditor({
    fitted,
    layers: [
      createLayer('square', { id: 'a', x: 100, y: 100, width: 200, height: 200 }),
      createLayer('square', { id: 'locked', x: 600, y: 600, width: 100, height: 100, status: { moveable: false, selected: false, crop: false, clipPath: false, hash: '' } }),
      ...extra,
    ],
  });
}

// Layer 'a' (doc 100…300) is drawn at stage 70…170.
describe('stage gestures', () => {
  it('a tap selects the layer under the finger; a tap on empty canvas clears the selection', () => {
    const t = setup();
    t.drag([120, 120], [126, 124]);
    expect(t.selection()).toEqual(['a']);
    t.drag([400, 150], [400, 150], 1);
    expect(t.selection()).toEqual([]);
    expect(t.past()).toBe(0);
  });

  it('a drag moves the layer by the finger’s travel and is one undo step', () => {
    const t = setup();
    t.drag([120, 120], [163, 151], 12, { free: true });
    expect(t.layer('a')).toMatchObject({ x: 186, y: 162 });
    expect(t.past()).toBe(1);
    t.store.dispatch(undo());
    expect(t.layer('a')).toMatchObject({ x: 100, y: 100 });
  });

  it('snaps the dragged layer’s centre onto the canvas centre and shows guides while dragging', () => {
    const t = setup();
    const id = 9;
    t.gestures.pointerDown(t.pointer(120, 120, { id }));
    // Centre 200 + 2 × 149 = 498 → snaps to 500.
    t.gestures.pointerMove(t.pointer(269, 120, { id }));
    expect(t.layer('a').x).toBe(400);
    expect(t.guides()).toContainEqual({ axis: 'x', at: 500, from: 0, to: 1000 });
    t.gestures.pointerUp(t.pointer(269, 120, { id }));
    expect(t.guides()).toEqual([]);
  });

  it('dragging empty canvas pans the view and never touches the document', () => {
    const t = setup();
    t.drag([400, 400], [430, 380]);
    expect(t.view()).toEqual({ scale: 0.5, x: 50, y: 0 });
    expect(t.past()).toBe(0);
  });

  it('two fingers pinch-zoom the view; the drag they interrupt stays one step', () => {
    const t = setup();
    t.gestures.pointerDown(t.pointer(120, 120, { id: 1 }));
    t.gestures.pointerMove(t.pointer(140, 120, { id: 1 }));
    t.gestures.pointerDown(t.pointer(300, 120, { id: 2 }));
    t.gestures.pointerMove(t.pointer(400, 120, { id: 2 }));
    expect(t.view().scale).toBeCloseTo(0.5 * (260 / 160));
    const x = t.layer('a').x;
    t.gestures.pointerMove(t.pointer(100, 100, { id: 1 }));
    expect(t.layer('a').x).toBe(x);
    t.gestures.pointerUp(t.pointer(100, 100, { id: 1 }));
    t.gestures.pointerUp(t.pointer(400, 120, { id: 2 }));
    expect(t.past()).toBe(1);
  });

  it('dragging the south-east handle resizes about the opposite corner, one undo step', () => {
    const t = setup();
    t.drag([120, 120], [120, 120], 1);
    t.drag([170, 170], [220, 195], 6, { free: true });
    expect(t.layer('a')).toMatchObject({ x: 100, y: 100, width: 300, height: 250 });
    expect(t.past()).toBe(1);
  });

  // 'small' (doc 700…750 × 700…740) is drawn 25 × 20 px at stage 370…395 × 370…390: every
  // point of it is within a finger's reach (22 px) of a corner handle.
  it('a small layer dragged by its body moves; a handle taken from just outside its corner still resizes it', () => {
    const t = setup([createLayer('square', { id: 'small', x: 700, y: 700, width: 50, height: 40 })]);
    t.drag([382, 380], [382, 380], 1);
    expect(t.selection()).toEqual(['small']);
    t.drag([382, 380], [432, 400], 8, { free: true });
    expect(t.layer('small')).toMatchObject({ x: 800, y: 740, width: 50, height: 40 });
    // The south-east corner is now at (445, 410): a finger 8 px beyond it takes the handle.
    // The corner follows the finger: (471, 426) is doc (902, 812).
    t.drag([451, 416], [471, 426], 4, { free: true });
    expect(t.layer('small')).toMatchObject({ x: 800, y: 740, width: 102, height: 72 });
  });

  it('a drag on the selected layer moves it even where a layer above covers it; a tap there selects the one above', () => {
    // 'above' (doc 200…260) sits on top of 'a' at stage 120…150.
    const t = setup([createLayer('square', { id: 'above', x: 200, y: 200, width: 60, height: 60 })]);
    t.drag([80, 80], [80, 80], 1);
    expect(t.selection()).toEqual(['a']);
    t.drag([135, 135], [160, 145], 6, { free: true });
    expect(t.selection()).toEqual(['a']);
    expect(t.layer('a')).toMatchObject({ x: 150, y: 120 });
    expect(t.layer('above')).toMatchObject({ x: 200, y: 200 });
    t.drag([135, 135], [135, 135], 1);
    expect(t.selection()).toEqual(['above']);
  });

  it('a large layer’s corner handle is still taken from inside the box', () => {
    const t = setup();
    t.drag([120, 120], [120, 120], 1);
    // 12 px inside the south-east corner (170, 170) of a 100 px box.
    t.drag([158, 158], [208, 183], 6, { free: true });
    // The corner follows the finger: (208, 183) is doc (376, 326).
    expect(t.layer('a')).toMatchObject({ x: 100, y: 100, width: 276, height: 226 });
  });

  it('the rotate handle turns the layer about its centre', () => {
    const t = setup();
    t.drag([120, 120], [120, 120], 1);
    // Rotate handle: 28 px above the top edge's middle (120, 70).
    t.drag([120, 42], [170, 120], 4);
    expect(t.layer('a').rotate).toBe(90);
    const corners = layerCorners(t.layer('a'));
    expect(corners[0].x).toBeCloseTo(300);
  });

  it('a locked layer is selected by a tap but a drag says why it does not move', () => {
    const t = setup();
    t.drag([345, 345], [400, 400]);
    expect(t.layer('locked')).toMatchObject({ x: 600, y: 600 });
    expect(t.refused).toEqual(['图层已锁定，请先解锁再调整。']);
    expect(t.selection()).toEqual(['locked']);
  });

  it('a multi-selection scales about its common centre by a corner handle, one undo step', () => {
    const t = setup();
    t.run('layer/add', { layer: createLayer('square', { id: 'b', x: 500, y: 100, width: 200, height: 200 }) });
    t.drag([120, 120], [120, 120], 1);
    t.drag([320, 120], [320, 120], 1, { additive: true });
    expect(t.selection()).toEqual(['a', 'b']);
    const before = t.past();
    // Common box (100,100)-(700,300) is drawn at (70,70)-(370,170), centre (220,120); the
    // south-east handle sits 16 px out, at (386,186). Dragged to twice its distance from the centre: factor 2.
    t.drag([386, 186], [552, 252], 5);
    const near = (n: number) => expect.closeTo(n, 6);
    expect(t.layer('a')).toMatchObject({ x: near(-100), y: near(100), width: 200, scale: near(2) });
    expect(t.layer('b')).toMatchObject({ x: near(700), y: near(100), width: 200, scale: near(2) });
    expect(t.past()).toBe(before + 1);
    t.store.dispatch(undo());
    expect(t.layer('a')).toMatchObject({ x: 100, y: 100, scale: 1 });
    expect(t.layer('b')).toMatchObject({ x: 500, y: 100, scale: 1 });
  });

  it('a finger on a layer at the corner of a multi-selection drags them all, never resizes', () => {
    const t = setup();
    t.run('layer/add', { layer: createLayer('square', { id: 'b', x: 500, y: 100, width: 200, height: 200 }) });
    t.drag([120, 120], [120, 120], 1);
    t.drag([320, 120], [320, 120], 1, { additive: true });
    // The common box's north-west corner (70,70) is on layer a: 3 px in from it, the finger moves both by (40, 20) document px.
    t.drag([73, 73], [93, 83], 4);
    expect(t.layer('a')).toMatchObject({ x: 140, y: 120, width: 200, scale: 1 });
    expect(t.layer('b')).toMatchObject({ x: 540, y: 120, width: 200, scale: 1 });
  });

  it('a multi-selection turns about its common centre by the rotate handle, one undo step', () => {
    const t = setup();
    t.run('layer/add', { layer: createLayer('square', { id: 'b', x: 500, y: 100, width: 200, height: 200 }) });
    t.drag([120, 120], [120, 120], 1);
    t.drag([320, 120], [320, 120], 1, { additive: true });
    const before = t.past();
    // Rotate handle: 28 px above the common box's top middle (220, 70); its centre is at (220, 120).
    t.drag([220, 42], [300, 120], 6);
    const a = t.layer('a');
    expect(a.rotate).toBe(90);
    expect(a.x).toBeCloseTo(300);
    expect(a.y).toBeCloseTo(-100);
    expect(t.layer('b').x).toBeCloseTo(300);
    expect(t.layer('b').y).toBeCloseTo(300);
    expect(t.past()).toBe(before + 1);
  });

  it('with 多选 on, taps add and remove layers; a tap on the selected layer asks to edit it', () => {
    const t = setup();
    t.setMulti(true);
    t.drag([120, 120], [120, 120], 1);
    t.drag([345, 345], [345, 345], 1);
    expect(t.selection()).toEqual(['a', 'locked']);
    t.drag([345, 345], [345, 345], 1);
    expect(t.selection()).toEqual(['a']);
    t.setMulti(false);
    t.drag([120, 120], [120, 120], 1);
    expect(t.tapped).toEqual(['a']);
  });
});

describe('the render worker is told while a finger is down', () => {
  it('says held at the first finger and lifted at the last, once each, for a drag and for a pinch', () => {
    const { gestures, drag, pointer, held } = setup();
    drag([120, 120], [200, 160]);
    expect(held).toEqual([true, false]);
    gestures.pointerDown(pointer(100, 100, { id: 7 }));
    gestures.pointerDown(pointer(300, 300, { id: 8 }));
    gestures.pointerMove(pointer(320, 320, { id: 8 }));
    gestures.pointerUp(pointer(100, 100, { id: 7 }));
    expect(held).toEqual([true, false, true]);
    gestures.pointerUp(pointer(320, 320, { id: 8 }), true);
    expect(held).toEqual([true, false, true, false]);
  });
});

// The page's own wiring (composeStage, as EditorStage.tsx runs it): a drag's steps are shown by
// the render worker before the store has them, and nothing is lost when the finger lifts or the
// page hides mid-drag.
describe('stage composition (live move, render sink, flush on hide)', () => {
  it('a drag previews its steps to the render worker and stores them once, as one undo step', () => {
    const t = setup();
    const id = 3;
    t.gestures.pointerDown(t.pointer(120, 120, { id, free: true }));
    t.gestures.pointerMove(t.pointer(130, 120, { id, free: true }));
    // The first step goes to the store at once; the next ones within LIVE_COMMIT_MS only to the worker.
    expect(t.layer('a').x).toBe(120);
    for (const x of [140, 150, 160]) {
      t.advance(16);
      t.gestures.pointerMove(t.pointer(x, 120, { id, free: true }));
    }
    expect(t.layer('a').x).toBe(120);
    expect(t.rendered().layers.find((l) => l.id === 'a')?.x).toBe(180);
    expect(t.offset()).toEqual({ dx: 60, dy: 0 });
    t.gestures.pointerUp(t.pointer(160, 120, { id, free: true }));
    expect(t.layer('a').x).toBe(180);
    expect(t.offset()).toEqual({ dx: 0, dy: 0 });
    expect(t.rendered()).toEqual(t.store.getState().editor.document);
    expect(t.past()).toBe(1);
    expect(t.heldSent).toEqual([true, false]);
  });

  it('a drag longer than LIVE_COMMIT_MS reaches the store while the finger is still down', () => {
    const t = setup();
    const id = 4;
    t.gestures.pointerDown(t.pointer(120, 120, { id, free: true }));
    t.gestures.pointerMove(t.pointer(130, 120, { id, free: true }));
    t.advance(16);
    t.gestures.pointerMove(t.pointer(140, 120, { id, free: true }));
    expect(t.layer('a').x).toBe(120);
    t.advance(1000);
    expect(t.layer('a').x).toBe(140);
    t.gestures.pointerUp(t.pointer(140, 120, { id, free: true }));
    expect(t.past()).toBe(1);
  });

  it('the page hiding mid-drag stores the pending move; undo takes the whole drag back', () => {
    const t = setup();
    const id = 5;
    t.gestures.pointerDown(t.pointer(120, 120, { id, free: true }));
    t.gestures.pointerMove(t.pointer(130, 120, { id, free: true }));
    t.advance(16);
    t.gestures.pointerMove(t.pointer(150, 140, { id, free: true }));
    expect(t.layer('a')).toMatchObject({ x: 120, y: 100 });
    t.hide();
    expect(t.layer('a')).toMatchObject({ x: 160, y: 140 });
    expect(t.rendered()).toEqual(t.store.getState().editor.document);
    t.gestures.pointerUp(t.pointer(150, 140, { id, free: true }));
    t.store.dispatch(undo());
    expect(t.layer('a')).toMatchObject({ x: 100, y: 100 });
    expect(t.rendered()).toEqual(t.store.getState().editor.document);
  });
});
