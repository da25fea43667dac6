// Colour fringe removal for whichever method made the mask. The colour method
// knows the backdrop's few colours; the person model works on any backdrop, so
// there the background colour behind an edge pixel is read locally: the mean of
// the fully transparent pixels around it.
import type { Mask, PixelBuffer } from '../pixels.ts';
import { decontaminate } from './matte.ts';

export type FringeModel = { kind: 'colours'; colours: Array<[number, number, number]> } | { kind: 'local' };

/** Window half-size for the local background estimate. */
export const LOCAL_RADIUS = 4;

/**
 * Solves C = αF + (1 − α)B for F at semi-transparent pixels, B = mean of the transparent
 * neighbours (in place). The window sums are integers, so reading them from integral images or
 * adding the window up directly gives the same B: the band is thin (a few % of a photo), so it is
 * added up directly there and the integral images are built only when the soft pixels are many.
 */
export function decontaminateLocal(pixels: PixelBuffer, alpha: Mask, radius = LOCAL_RADIUS): void {
  const { width, height } = pixels;
  const a = alpha.data;
  const n = width * height;
  const soft: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const v = a[i] ?? 0;
    if (v > 0 && v < 255) soft.push(i);
  }
  if (soft.length === 0) return;
  const side = 2 * radius + 1;
  if (soft.length * side * side <= 8 * n) decontaminateDirect(pixels, alpha, soft, radius);
  else decontaminateIntegral(pixels, alpha, soft, radius);
}

/** F from C, α and the background mean (sr, sg, sb) / count at pixel i. */
function unmix(data: Uint8ClampedArray, i: number, a: number, sr: number, sg: number, sb: number, count: number): void {
  const k = Math.max(a, 0.15);
  data[i * 4] = ((data[i * 4] ?? 0) - (1 - k) * (sr / count)) / k;
  data[i * 4 + 1] = ((data[i * 4 + 1] ?? 0) - (1 - k) * (sg / count)) / k;
  data[i * 4 + 2] = ((data[i * 4 + 2] ?? 0) - (1 - k) * (sb / count)) / k;
}

/** Each soft pixel's window added up on the spot (reads only original colours: transparent pixels are never written). */
function decontaminateDirect(pixels: PixelBuffer, alpha: Mask, soft: number[], radius: number): void {
  const { width, height, data } = pixels;
  const a = alpha.data;
  for (const i of soft) {
    const x = i % width;
    const y = (i - x) / width;
    const x0 = Math.max(0, x - radius);
    const x1 = Math.min(width - 1, x + radius);
    const y1 = Math.min(height - 1, y + radius);
    let sr = 0;
    let sg = 0;
    let sb = 0;
    let count = 0;
    for (let yy = Math.max(0, y - radius); yy <= y1; yy += 1) {
      for (let j = yy * width + x0, end = yy * width + x1; j <= end; j += 1) {
        if (a[j] !== 0) continue;
        sr += data[j * 4] ?? 0;
        sg += data[j * 4 + 1] ?? 0;
        sb += data[j * 4 + 2] ?? 0;
        count += 1;
      }
    }
    if (count) unmix(data, i, (a[i] ?? 0) / 255, sr, sg, sb, count);
  }
}

/** The same from integral images of the transparent pixels' colours (many soft pixels: a soft person matte). */
function decontaminateIntegral(pixels: PixelBuffer, alpha: Mask, soft: number[], radius: number): void {
  const { width, height, data } = pixels;
  const a = alpha.data;
  const stride = width + 1;
  // Four channels interleaved (R, G, B, count); sums of bytes over ≤ 1.7 MP fit a double exactly.
  const sums = new Float64Array(stride * (height + 1) * 4);
  for (let y = 0; y < height; y += 1) {
    let r = 0;
    let g = 0;
    let b = 0;
    let c = 0;
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (a[i] === 0) {
        r += data[i * 4] ?? 0;
        g += data[i * 4 + 1] ?? 0;
        b += data[i * 4 + 2] ?? 0;
        c += 1;
      }
      const at = ((y + 1) * stride + x + 1) * 4;
      const above = (y * stride + x + 1) * 4;
      sums[at] = (sums[above] ?? 0) + r;
      sums[at + 1] = (sums[above + 1] ?? 0) + g;
      sums[at + 2] = (sums[above + 2] ?? 0) + b;
      sums[at + 3] = (sums[above + 3] ?? 0) + c;
    }
  }
  for (const i of soft) {
    const x = i % width;
    const y = (i - x) / width;
    const p11 = (Math.min(height - 1, y + radius) + 1) * stride + Math.min(width - 1, x + radius) + 1;
    const p01 = Math.max(0, y - radius) * stride + Math.min(width - 1, x + radius) + 1;
    const p10 = (Math.min(height - 1, y + radius) + 1) * stride + Math.max(0, x - radius);
    const p00 = Math.max(0, y - radius) * stride + Math.max(0, x - radius);
    const at = (p: number, k: number): number => sums[p * 4 + k] ?? 0;
    const rect = (k: number): number => at(p11, k) - at(p01, k) - at(p10, k) + at(p00, k);
    const count = rect(3);
    if (count) unmix(data, i, (a[i] ?? 0) / 255, rect(0), rect(1), rect(2), count);
  }
}

export function removeFringe(pixels: PixelBuffer, alpha: Mask, model: FringeModel | undefined): void {
  if (!model) return;
  if (model.kind === 'colours') decontaminate(pixels, alpha, model.colours);
  else decontaminateLocal(pixels, alpha);
}
