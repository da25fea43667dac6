import { describe, expect, it } from 'vitest';
import { createLayer, type ImageLayer } from '../../../workers/core/model/index.ts';
import { undo } from '../store/index.ts';
import { createTestEditor, type TestEditor } from '../testing/createTestEditor.ts';
import { covers } from './pictureCover.ts';
import { FILTER_VALUES, filterPresetOf, frameLayer, frameOf, frameShapeOf, replacedPicture, startCrop } from './imageFrame.ts';

const fitted = { scale: 0.5, x: 20, y: 20 };
const stage = (x: number, y: number): [number, number] => [20 + x / 2, 20 + y / 2];
// A 400×200 picture whose box is (300,400)–(700,600).
const picture = () => createLayer('image', { id: 'img', x: 300, y: 400, width: 400, height: 200, url: 'asset:abc' }) as ImageLayer;
const doc = (t: TestEditor) => t.store.getState().editor.document;
const image = (t: TestEditor) => t.layer('img') as ImageLayer;

function mask(t: TestEditor, shape: Parameters<typeof frameLayer>[0]) {
  return t.run('image/mask', { id: 'img', frame: frameLayer(shape, image(t), frameOf(doc(t), 'img')) });
}

describe('image frames', () => {
  it('a circle mask is a square circle of the shorter side right below the clipped picture, grouped with it: one undo step', () => {
    const t = createTestEditor({ fitted, layers: [picture()] });
    expect(mask(t, 'circle').ok).toBe(true);
    const frame = frameOf(doc(t), 'img')!;
    expect(frameShapeOf(frame)).toBe('circle');
    expect(frame).toMatchObject({ x: 400, y: 400, width: 200, height: 200 });
    expect(doc(t).layers.map((l) => l.id)).toEqual(['bg', frame.id, 'img']);
    expect(image(t).status.clipPath).toBe(true);
    expect(frame.group).not.toBeNull();
    expect(image(t).group).toBe(frame.group);
    expect(t.selection()).toEqual([frame.id, 'img']);
    expect(t.past()).toBe(1);
    t.store.dispatch(undo());
    expect(doc(t).layers.map((l) => l.id)).toEqual(['bg', 'img']);
    expect(image(t).status.clipPath).toBe(false);
  });

  it('another shape replaces the frame over the same box; none shows the whole picture again', () => {
    const t = createTestEditor({ fitted, layers: [picture()] });
    mask(t, 'circle');
    mask(t, 'star');
    expect(doc(t).layers).toHaveLength(3);
    expect(frameShapeOf(frameOf(doc(t), 'img'))).toBe('star');
    expect(t.run('image/mask', { id: 'img', frame: null }).ok).toBe(true);
    expect(doc(t).layers.map((l) => l.id)).toEqual(['bg', 'img']);
    expect(image(t)).toMatchObject({ group: null, status: { clipPath: false } });
  });

  it('crop: the frame stays while a drag moves the picture inside it; a frame corner resizes the frame; the session is one undo step', () => {
    const t = createTestEditor({ fitted, layers: [picture()] });
    expect(startCrop(t.tools, doc(t), t.run, image(t))).toBeNull();
    const frame = frameOf(doc(t), 'img')!;
    expect(frameShapeOf(frame)).toBe('rect');
    expect(t.tools.get()).toMatchObject({ kind: 'crop', imageId: 'img', frameId: frame.id });
    const before = t.past();
    // The frame's bottom-right corner (700, 600) pulled in by 100, 50.
    t.drag(stage(700, 600), stage(600, 550), 5);
    expect(t.layer(frame.id)).toMatchObject({ x: 300, y: 400, width: 300, height: 150 });
    expect(image(t)).toMatchObject({ x: 300, y: 400 });
    expect(t.past()).toBe(before + 1);
    t.drag(stage(500, 450), stage(460, 430), 6);
    expect(image(t)).toMatchObject({ x: 260, y: 380, width: 400, height: 200 });
    expect(t.layer(frame.id)).toMatchObject({ x: 300, y: 400, width: 300, height: 150 });
    expect(t.past()).toBe(before + 1);
    // One undo takes back the whole crop: the frame's size and the picture's place.
    t.undo();
    expect(t.layer(frame.id)).toMatchObject({ x: 300, y: 400, width: 400, height: 200 });
    expect(image(t)).toMatchObject({ x: 300, y: 400 });
  });

  it('a replaced picture covers the old box in a frame and fits inside it without one, on the same centre', () => {
    const img = picture();
    expect(replacedPicture(img, true, { width: 100, height: 100 })).toEqual({ x: 300, y: 300, width: 400, height: 400 });
    expect(replacedPicture(img, false, { width: 100, height: 100 })).toEqual({ x: 400, y: 400, width: 200, height: 200 });
    expect(replacedPicture(img, true, { width: 800, height: 200 })).toEqual({ x: 100, y: 400, width: 800, height: 200 });
  });

  it('filter presets are recognised from the layer’s fields', () => {
    expect(filterPresetOf(picture())).toBe('original');
    expect(filterPresetOf({ ...picture(), ...FILTER_VALUES.mono })).toBe('mono');
    expect(filterPresetOf({ ...picture(), brightness: 0.7 })).toBeNull();
  });
});

describe('crop drag limits', () => {
  it('a dragged picture stops where its edge meets the frame; the finger’s travel past it is not followed', () => {
    const t = createTestEditor({ fitted, layers: [picture()] });
    startCrop(t.tools, doc(t), t.run, image(t));
    t.drag(stage(500, 500), stage(700, 500), 5);
    expect(image(t).x).toBe(300);
    const frameId = frameOf(doc(t), 'img')!.id;
    t.drag(stage(700, 600), stage(600, 550), 5);
    t.drag(stage(500, 450), stage(700, 450), 5);
    expect(image(t).x).toBe(300);
    t.drag(stage(500, 450), stage(300, 450), 5);
    expect(image(t).x).toBe(200);
    expect(t.layer(frameId)).toMatchObject({ x: 300, width: 300 });
  });

  it('in a turned frame a dragged picture still covers every corner of it', () => {
    const t = createTestEditor({ fitted, layers: [picture()] });
    startCrop(t.tools, doc(t), t.run, image(t));
    const frameId = frameOf(doc(t), 'img')!.id;
    // Frame turned 30° and shrunk a little so the picture can move at all.
    t.run('layer/set', { ids: [frameId], props: { rotate: 30, scale: 0.6 } });
    for (const to of [stage(900, 500), stage(100, 500), stage(500, 900), stage(500, 100)]) {
      t.drag(stage(500, 500), to, 4);
      expect(covers(image(t), t.layer(frameId))).toBe(true);
    }
  });
});

describe('crop pinch', () => {
  const pinch = (t: TestEditor, from: [[number, number], [number, number]], to: [[number, number], [number, number]]) => {
    const [a, b] = from;
    const p = (id: number, [x, y]: [number, number]) => ({ id, x, y, pointerType: 'touch', additive: false, free: false });
    t.gestures.pointerDown(p(91, a));
    t.gestures.pointerDown(p(92, b));
    for (let i = 1; i <= 4; i += 1) {
      const f = i / 4;
      const lerp = (s: [number, number], e: [number, number]): [number, number] => [s[0] + (e[0] - s[0]) * f, s[1] + (e[1] - s[1]) * f];
      t.gestures.pointerMove(p(91, lerp(a, to[0])));
      t.gestures.pointerMove(p(92, lerp(b, to[1])));
    }
    t.gestures.pointerUp(p(91, to[0]));
    t.gestures.pointerUp(p(92, to[1]));
  };

  it('two fingers scale the picture inside its frame; the view does not move', () => {
    const t = createTestEditor({ fitted, layers: [picture()] });
    startCrop(t.tools, doc(t), t.run, image(t));
    const frame = frameOf(doc(t), 'img')!;
    const before = t.past();
    const view = t.view();
    // Fingers 100 → 200 stage px apart about the picture's centre (500, 500): twice the size.
    pinch(t, [stage(400, 500), stage(600, 500)], [stage(300, 500), stage(700, 500)]);
    expect(t.view()).toEqual(view);
    expect(image(t).scale).toBeCloseTo(2, 6);
    expect(image(t).x + image(t).width / 2).toBeCloseTo(500, 6);
    expect(t.layer(frame.id)).toMatchObject({ x: frame.x, y: frame.y, width: frame.width, height: frame.height, scale: 1 });
    expect(t.past()).toBe(before + 1);
    // Pinching in again stops at covering the frame (scale 1: the frame is the picture's own box).
    pinch(t, [stage(300, 500), stage(700, 500)], [stage(450, 500), stage(550, 500)]);
    expect(image(t).scale).toBeCloseTo(1, 6);
    expect(covers(image(t), t.layer(frame.id))).toBe(true);
  });

  it('a one-finger drag then a pinch in one crop session is one undo step; a crop entered again is the next one', () => {
    const t = createTestEditor({ fitted, layers: [picture()] });
    startCrop(t.tools, doc(t), t.run, image(t));
    const framed = t.past();
    pinch(t, [stage(400, 500), stage(600, 500)], [stage(300, 500), stage(700, 500)]);
    t.drag(stage(500, 500), stage(560, 530), 5);
    pinch(t, [stage(400, 500), stage(600, 500)], [stage(350, 500), stage(650, 500)]);
    const cropped = { x: image(t).x, y: image(t).y, scale: image(t).scale };
    expect(cropped.scale).toBeGreaterThan(2);
    expect(t.past()).toBe(framed + 1);
    t.tools.set({ kind: 'none' });
    startCrop(t.tools, doc(t), t.run, image(t));
    t.drag(stage(500, 500), stage(440, 470), 5);
    expect(t.past()).toBe(framed + 2);
    t.undo();
    expect(image(t)).toMatchObject(cropped);
    t.undo();
    expect(image(t)).toMatchObject({ x: 300, y: 400, scale: 1 });
  });

  it('outside crop mode two fingers zoom the view', () => {
    const t = createTestEditor({ fitted, layers: [picture()] });
    const view = t.view();
    pinch(t, [stage(400, 500), stage(600, 500)], [stage(300, 500), stage(700, 500)]);
    expect(t.view().scale).toBeGreaterThan(view.scale);
    expect(image(t).scale).toBe(1);
  });
});
