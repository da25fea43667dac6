// Colour fringe removal for whichever method made the mask. The colour method
// knows the backdrop's few colours; the person model works on any backdrop, so
// there the background colour behind an edge pixel is read locally: the mean of
// the fully transparent pixels around it.
import type { Mask, PixelBuffer } from '../pixels.ts';
import { decontaminate } from './matte.ts';

export type FringeModel = { kind: 'colours'; colours: Array<[number, number, number]> } | { kind: 'local' };

/** Window half-size for the local background estimate. */
export const LOCAL_RADIUS = 4;

/** Sums over the rectangle [x0, x1] × [y0, y1] of an integral image with a zero first row/column. */
function rectSum(integral: Float64Array, stride: number, x0: number, y0: number, x1: number, y1: number): number {
  return (integral[(y1 + 1) * stride + x1 + 1] ?? 0) - (integral[y0 * stride + x1 + 1] ?? 0) - (integral[(y1 + 1) * stride + x0] ?? 0) + (integral[y0 * stride + x0] ?? 0);
}

/** Solves C = αF + (1 − α)B for F at semi-transparent pixels, B = mean of the transparent neighbours (in place). */
export function decontaminateLocal(pixels: PixelBuffer, alpha: Mask, radius = LOCAL_RADIUS): void {
  const { width, height, data } = pixels;
  const stride = width + 1;
  const sums = [new Float64Array(stride * (height + 1)), new Float64Array(stride * (height + 1)), new Float64Array(stride * (height + 1)), new Float64Array(stride * (height + 1))];
  for (let y = 0; y < height; y += 1) {
    const running = [0, 0, 0, 0];
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if ((alpha.data[i] ?? 0) === 0) {
        running[0] = (running[0] ?? 0) + (data[i * 4] ?? 0);
        running[1] = (running[1] ?? 0) + (data[i * 4 + 1] ?? 0);
        running[2] = (running[2] ?? 0) + (data[i * 4 + 2] ?? 0);
        running[3] = (running[3] ?? 0) + 1;
      }
      const at = (y + 1) * stride + x + 1;
      sums.forEach((s, k) => {
        s[at] = (s[y * stride + x + 1] ?? 0) + (running[k] ?? 0);
      });
    }
  }
  for (let i = 0; i < width * height; i += 1) {
    const a = (alpha.data[i] ?? 0) / 255;
    if (a <= 0 || a >= 1) continue;
    const x = i % width;
    const y = (i - x) / width;
    const x0 = Math.max(0, x - radius);
    const y0 = Math.max(0, y - radius);
    const x1 = Math.min(width - 1, x + radius);
    const y1 = Math.min(height - 1, y + radius);
    const [sr, sg, sb, count] = sums.map((s) => rectSum(s, stride, x0, y0, x1, y1));
    if (!count) continue;
    const k = Math.max(a, 0.15);
    data[i * 4] = ((data[i * 4] ?? 0) - (1 - k) * ((sr ?? 0) / count)) / k;
    data[i * 4 + 1] = ((data[i * 4 + 1] ?? 0) - (1 - k) * ((sg ?? 0) / count)) / k;
    data[i * 4 + 2] = ((data[i * 4 + 2] ?? 0) - (1 - k) * ((sb ?? 0) / count)) / k;
  }
}

export function removeFringe(pixels: PixelBuffer, alpha: Mask, model: FringeModel | undefined): void {
  if (!model) return;
  if (model.kind === 'colours') decontaminate(pixels, alpha, model.colours);
  else decontaminateLocal(pixels, alpha);
}
