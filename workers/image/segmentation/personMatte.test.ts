import { describe, expect, it } from 'vitest';
import { iou } from '../../core/image/maskMetrics.ts';
import { createMask } from '../../core/image/pixels.ts';
import { uncancellable } from '../../core/image/task.ts';
import { simulatedConfidence } from '../testing/modelSim.ts';
import { renderScene } from '../testing/synthetic.ts';
import { boxMean, guidedFilter } from '../../core/image/cutout/guidedFilter.ts';
import { personBackground, personMatte } from './personMatte.ts';

function thresholded(confidence: Float32Array, width: number, height: number) {
  const mask = createMask(width, height);
  confidence.forEach((c, i) => {
    mask.data[i] = c >= 0.5 ? 255 : 0;
  });
  return mask;
}

describe('person matte from the model confidence', () => {
  it('pulls a blurry, shifted model edge onto the photo edge (better IoU than thresholding the model output)', async () => {
    for (const background of ['plain', 'busy'] as const) {
      const scene = renderScene(360, 480, background, 'person', 7);
      const confidence = simulatedConfidence(scene.alpha, { shiftX: 3, shiftY: 2 });
      const naive = iou(thresholded(confidence, 360, 480), scene.alpha);
      const matte = await personMatte(scene.pixels, confidence, uncancellable);
      expect(iou(matte.alpha, scene.alpha), background).toBeGreaterThan(naive);
      expect(iou(matte.alpha, scene.alpha), background).toBeGreaterThan(0.95);
      expect(matte.bounds).not.toBeNull();
    }
  });

  it('drops stray blobs and closes pinholes, keeping real gaps to the border', () => {
    const width = 100;
    const height = 100;
    const confidence = new Float32Array(width * height);
    const set = (x0: number, y0: number, x1: number, y1: number, v: number) => {
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) confidence[y * width + x] = v;
    };
    set(20, 20, 80, 100, 0.9); // the person, down to the bottom edge
    set(45, 50, 48, 53, 0.1); // a pinhole inside
    set(2, 2, 6, 6, 0.9); // a stray blob
    set(50, 90, 56, 100, 0.1); // a gap open to the bottom edge (between the arms)
    const bg = personBackground(confidence, width, height);
    expect(bg[51 * width + 46]).toBe(0);
    expect(bg[3 * width + 3]).toBe(1);
    expect(bg[95 * width + 52]).toBe(1);
    expect(bg[60 * width + 30]).toBe(0);
  });

  it('box mean and guided filter: flat input stays flat; an edge in the guide survives the filter', () => {
    const width = 40;
    const height = 30;
    const flat = new Float32Array(width * height).fill(0.25);
    expect(Array.from(boxMean(flat, width, height, 5)).every((v) => Math.abs(v - 0.25) < 1e-6)).toBe(true);
    const guide = new Float32Array(width * height);
    const blurry = new Float32Array(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        guide[y * width + x] = x < 20 ? 0.9 : 0.1;
        blurry[y * width + x] = Math.min(1, Math.max(0, (24 - x) / 8));
      }
    }
    const out = guidedFilter(guide, blurry, width, height, 4, 1e-3);
    const step = (values: Float32Array) => (values[15 * width + 17] ?? 0) - (values[15 * width + 22] ?? 0);
    // Across the guide's edge the filtered mask changes more steeply than the blurry input did.
    expect(step(out)).toBeGreaterThan(step(blurry) + 0.05);
    expect(out[15 * width + 5] ?? 0).toBeGreaterThan(0.95);
    expect(out[15 * width + 35] ?? 1).toBeLessThan(0.05);
  });
});
