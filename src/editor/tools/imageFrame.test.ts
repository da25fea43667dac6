import { describe, expect, it } from 'vitest';
import { createLayer, type ImageLayer } from '../../../workers/core/model/index.ts';
import { undo } from '../store/index.ts';
import { createTestEditor, type TestEditor } from '../testing/createTestEditor.ts';
import { coverLimits } from './toolController.ts';
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

  it('crop: the frame stays while a drag moves the picture inside it; a frame corner resizes the frame; each one undo step', () => {
    const t = createTestEditor({ fitted, layers: [picture()] });
    expect(startCrop(t.tools, doc(t), t.run, image(t))).toBeNull();
    const frame = frameOf(doc(t), 'img')!;
    expect(frameShapeOf(frame)).toBe('rect');
    expect(t.tools.get()).toEqual({ kind: 'crop', imageId: 'img', frameId: frame.id });
    const before = t.past();
    // The frame's bottom-right corner (700, 600) pulled in by 100, 50.
    t.drag(stage(700, 600), stage(600, 550), 5);
    expect(t.layer(frame.id)).toMatchObject({ x: 300, y: 400, width: 300, height: 150 });
    expect(image(t)).toMatchObject({ x: 300, y: 400 });
    expect(t.past()).toBe(before + 1);
    t.drag(stage(500, 450), stage(460, 430), 6);
    expect(image(t)).toMatchObject({ x: 260, y: 380, width: 400, height: 200 });
    expect(t.layer(frame.id)).toMatchObject({ x: 300, y: 400, width: 300, height: 150 });
    expect(t.past()).toBe(before + 2);
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
  it('an upright picture bigger than its frame stops where its edge meets the frame', () => {
    const img = createLayer('image', { id: 'i', x: 0, y: 0, width: 400, height: 200 });
    const frame = createLayer('square', { id: 'f', x: 100, y: 50, width: 200, height: 100 });
    expect(coverLimits(img, frame)).toEqual({ minX: -100, maxX: 100, minY: -50, maxY: 50 });
    expect(coverLimits({ ...img, rotate: 30 }, frame)).toBeNull();
    expect(coverLimits(frame, img)).toBeNull();
    // In crop mode the finger's travel past the limit is not followed.
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
});
