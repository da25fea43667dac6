import { describe, expect, it } from 'vitest';
import { createMask } from '../../core/image/pixels.ts';
import type { Mask, PixelBuffer } from '../../core/image/pixels.ts';
import { createTaskControl } from '../../core/image/task.ts';
import { psnr, renderTexture, stampWatermark } from '../testing/synthetic.ts';
import { blurFill, inpaint } from './inpaint.ts';
import { dilate } from './region.ts';

function boxMask(width: number, height: number, box: { x: number; y: number; width: number; height: number }): Mask {
  const mask = createMask(width, height);
  for (let y = box.y; y < box.y + box.height; y += 1) mask.data.fill(255, y * width + box.x, y * width + box.x + box.width);
  return mask;
}

function outsideUnchanged(a: PixelBuffer, b: PixelBuffer, hole: Mask): boolean {
  for (let i = 0; i < hole.data.length; i += 1) {
    if (hole.data[i]) continue;
    for (let k = 0; k < 4; k += 1) if (a.data[i * 4 + k] !== b.data[i * 4 + k]) return false;
  }
  return true;
}

describe('inpainting (multi-scale PatchMatch)', () => {
  for (const kind of ['stripes', 'checker', 'bricks', 'photo'] as const) {
    it(`continues a ${kind} texture through a hole far better than a blur`, async () => {
      const clean = renderTexture(160, 160, kind, 4);
      const hole = boxMask(160, 160, { x: 60, y: 64, width: 30, height: 26 });
      const filled = await inpaint(clean, hole);
      const blurred = blurFill(clean, hole);
      const region = dilate(hole, 1);
      const ours = psnr(clean, filled, region);
      const blur = psnr(clean, blurred, region);
      // Mean squared error at least 4× smaller than the blur's (≥ 6 dB).
      expect(ours - blur).toBeGreaterThan(6);
      expect(outsideUnchanged(clean, filled, region)).toBe(true);
    });
  }

  it('keeps the quality of the coarse-to-fine schedule on a bigger photo (several pyramid levels)', async () => {
    // 640 × 480 with a 192 × 58 block: five levels, the full-size one refined once on a stride-2 grid.
    const clean = renderTexture(640, 480, 'photo', 6);
    const hole = boxMask(640, 480, { x: 192, y: 168, width: 192, height: 58 });
    const region = dilate(hole, 1);
    const filled = await inpaint(clean, hole);
    expect(psnr(clean, filled, region) - psnr(clean, blurFill(clean, hole), region)).toBeGreaterThan(10);
  });

  it('removes a stamped watermark from a brick wall (error vs the clean original)', async () => {
    const clean = renderTexture(200, 150, 'bricks', 8);
    const { marked, mask } = stampWatermark(clean, { x: 50, y: 50, width: 100, height: 30 });
    const filled = await inpaint(marked, mask);
    const blurred = blurFill(marked, mask);
    const region = dilate(mask, 1);
    expect(psnr(clean, filled, region)).toBeGreaterThan(psnr(clean, blurred, region) + 3);
    expect(psnr(clean, filled, region)).toBeGreaterThan(psnr(clean, marked, region) + 6);
  });

  it('fills a flat area with the flat colour (no invented detail)', async () => {
    const clean = renderTexture(120, 120, 'flat', 2);
    const hole = boxMask(120, 120, { x: 40, y: 40, width: 40, height: 40 });
    const filled = await inpaint(clean, hole);
    expect(psnr(clean, filled, hole)).toBeGreaterThan(35);
  });

  it('handles holes on the image edge and an empty mask', async () => {
    const clean = renderTexture(100, 80, 'stripes', 1);
    const hole = boxMask(100, 80, { x: 0, y: 0, width: 20, height: 80 });
    const filled = await inpaint(clean, hole);
    expect(psnr(clean, filled, hole)).toBeGreaterThan(psnr(clean, blurFill(clean, hole), hole));
    const same = await inpaint(clean, createMask(100, 80));
    expect(same.data).toEqual(clean.data);
  });

  it('copies only from around each mark: the rest of the photo, even between two marks, does not change the fill', async () => {
    const clean = renderTexture(400, 400, 'bricks', 5);
    const hole = createMask(400, 400);
    for (const box of [
      { x: 30, y: 30, width: 30, height: 26 },
      { x: 330, y: 340, width: 40, height: 26 },
    ]) {
      for (let y = box.y; y < box.y + box.height; y += 1) hole.data.fill(255, y * 400 + box.x, y * 400 + box.x + box.width);
    }
    const repainted: PixelBuffer = { width: 400, height: 400, data: new Uint8ClampedArray(clean.data) };
    // Between the marks, beyond both windows (each mark grown by 48 px), paint a flat red.
    for (let y = 150; y < 250; y += 1) for (let x = 0; x < 400; x += 1) repainted.data.set([255, 0, 0, 255], (y * 400 + x) * 4);
    const a = await inpaint(clean, hole);
    const b = await inpaint(repainted, hole);
    const region = dilate(hole, 1);
    let differing = 0;
    for (let i = 0; i < region.data.length; i += 1) if (region.data[i] && (a.data[i * 4] !== b.data[i * 4] || a.data[i * 4 + 1] !== b.data[i * 4 + 1] || a.data[i * 4 + 2] !== b.data[i * 4 + 2])) differing += 1;
    expect(differing).toBe(0);
  });

  it('fills two marks far apart, each from its own surroundings', async () => {
    const clean = renderTexture(480, 360, 'checker', 3);
    // Stripes on the right half: the mark there must become stripes, not checkers.
    const stripes = renderTexture(480, 360, 'stripes', 3);
    for (let y = 0; y < 360; y += 1) clean.data.set(stripes.data.subarray((y * 480 + 240) * 4, (y * 480 + 480) * 4), (y * 480 + 240) * 4);
    const left = { x: 40, y: 40, width: 40, height: 30 };
    const right = { x: 380, y: 280, width: 40, height: 30 };
    const hole = boxMask(480, 360, left);
    for (let y = right.y; y < right.y + right.height; y += 1) hole.data.fill(255, y * 480 + right.x, y * 480 + right.x + right.width);
    const filled = await inpaint(clean, hole);
    const blurred = blurFill(clean, hole);
    for (const box of [left, right]) {
      const only = boxMask(480, 360, box);
      expect(psnr(clean, filled, only) - psnr(clean, blurred, only)).toBeGreaterThan(6);
    }
  });

  it('stops when cancelled', async () => {
    const clean = renderTexture(200, 200, 'photo', 3);
    const hole = boxMask(200, 200, { x: 40, y: 40, width: 100, height: 100 });
    const control = createTaskControl({ sliceMs: 0 });
    const running = inpaint(clean, hole, {}, control);
    control.cancel();
    await expect(running).rejects.toMatchObject({ code: 'CANCELLED' });
  });
});
