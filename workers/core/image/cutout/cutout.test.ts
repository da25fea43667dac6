import { describe, expect, it } from 'vitest';
import { clonePixels } from '../pixels.ts';
import { uncancellable } from '../task.ts';
import { iou, renderScene, sceneWithoutBackdrop } from '../../../image/testing/synthetic.ts';
import { autoCutout } from './cutout.ts';
import { decontaminate } from './matte.ts';

describe('automatic cutout (colour/edge method)', () => {
  it('cuts a logo out of a white background, with the inside of the ring cleared', async () => {
    const scene = renderScene(240, 200, 'plain', 'logo');
    const result = await autoCutout(scene.pixels, {}, uncancellable);
    expect(iou(result.alpha, scene.alpha)).toBeGreaterThan(0.95);
    // The ring's hole (centre above the bar) is background even though the fill cannot reach it from the border.
    expect(result.alpha.data[Math.round(200 * 0.42) * 240 + 120]).toBe(0);
    expect(result.alpha.data[5 * 240 + 5]).toBe(0);
    expect(result.bounds).not.toBeNull();
    expect(result.coverage).toBeGreaterThan(0.05);
    expect(result.coverage).toBeLessThan(0.4);
  });

  it('handles gradient backgrounds and products', async () => {
    const scene = renderScene(240, 240, 'gradient', 'product', 3);
    const result = await autoCutout(scene.pixels, {}, uncancellable);
    expect(iou(result.alpha, scene.alpha)).toBeGreaterThan(0.9);
  });

  it('keeps a portrait whose shoulders touch the bottom edge', async () => {
    const scene = renderScene(200, 260, 'gradient', 'portrait', 5);
    const result = await autoCutout(scene.pixels, {}, uncancellable);
    expect(iou(result.alpha, scene.alpha)).toBeGreaterThan(0.9);
  });

  it('edges are soft where the object is anti-aliased, and the white fringe is removed', async () => {
    const scene = renderScene(240, 200, 'plain', 'logo');
    const result = await autoCutout(scene.pixels, { clearEnclosed: true }, uncancellable);
    const partial: number[] = [];
    result.alpha.data.forEach((a, i) => {
      if (a > 50 && a < 205 && (scene.alpha.data[i] ?? 0) > 50 && (scene.alpha.data[i] ?? 0) < 205) partial.push(i);
    });
    expect(partial.length).toBeGreaterThan(20);
    const cleaned = clonePixels(scene.pixels);
    decontaminate(cleaned, result.alpha, result.backgrounds);
    // Ring pixels are (30, 60, 160): after decontamination a half-covered ring pixel is much closer to that than to white.
    let before = 0;
    let after = 0;
    let ring = 0;
    for (const i of partial) {
      const b = scene.pixels.data[i * 4 + 2] ?? 0;
      const r = scene.pixels.data[i * 4] ?? 0;
      if (!(b > r + 20)) continue;
      ring += 1;
      before += Math.abs((scene.pixels.data[i * 4] ?? 0) - 30);
      after += Math.abs((cleaned.data[i * 4] ?? 0) - 30);
    }
    expect(ring).toBeGreaterThan(5);
    expect(after / ring).toBeLessThan((before / ring) * 0.5);
  });

  it('finds a logo on a gently textured backdrop too', async () => {
    const scene = renderScene(160, 160, 'textured', 'logo', 9);
    const result = await autoCutout(scene.pixels, {}, uncancellable);
    expect(iou(result.alpha, scene.alpha)).toBeGreaterThan(0.9);
  });

  it('keeps everything when nothing at the border looks like a backdrop', async () => {
    // Each border pixel a different colour: no cluster gets a fair share.
    const scene = sceneWithoutBackdrop(120, 120);
    const result = await autoCutout(scene.pixels, {}, uncancellable);
    expect(result.coverage).toBeGreaterThan(0.9);
  });
});
