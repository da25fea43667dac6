// The hole as the user marked it, grown a little (a watermark's soft halo),
// and its box. The mask is read once, as horizontal runs of set pixels, mostly
// four pixels per step; everything after that (box, dilation, pieces) works
// on the runs and on native fills, so a small mark on a big photo costs little
// even on the first call, before the engine has optimised these loops.
import type { Mask } from '../../core/image/pixels.ts';
import { createMask } from '../../core/image/pixels.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Set pixels as runs: `count` triples (row, first x, last x) in `data`, in scan order. */
export interface Runs {
  count: number;
  data: Int32Array;
}

/** The runs of set (non-zero) pixels of a mask. */
export function maskRuns(mask: Mask): Runs {
  const { width, height, data } = mask;
  // Zero words are skipped four pixels at a time when the bytes are 4-aligned.
  const words = data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, data.length >> 2) : null;
  let out = new Int32Array(192);
  let count = 0;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      if (words && ((row + x) & 3) === 0) {
        let w = (row + x) >> 2;
        const last = (row + width) >> 2;
        while (w < last && words[w] === 0) w += 1;
        x = w * 4 - row;
        if (x >= width) break;
      }
      if (!data[row + x]) {
        x += 1;
        continue;
      }
      let end = x;
      while (end + 1 < width && data[row + end + 1]) end += 1;
      if (count * 3 + 3 > out.length) {
        const grown = new Int32Array(out.length * 2);
        grown.set(out);
        out = grown;
      }
      out[count * 3] = y;
      out[count * 3 + 1] = x;
      out[count * 3 + 2] = end;
      count += 1;
      x = end + 1;
    }
  }
  return { count, data: out };
}

/** Box around the runs; null when there are none. */
export function runsBox(runs: Runs): Box | null {
  if (runs.count === 0) return null;
  let x0 = Infinity;
  let x1 = -1;
  for (let r = 0; r < runs.count; r += 1) {
    x0 = Math.min(x0, runs.data[r * 3 + 1] ?? 0);
    x1 = Math.max(x1, runs.data[r * 3 + 2] ?? 0);
  }
  const y0 = runs.data[0] ?? 0;
  const y1 = runs.data[(runs.count - 1) * 3] ?? 0;
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** Box around the set pixels of a mask; null when none is set. */
export function holeBox(mask: Mask): Box | null {
  return runsBox(maskRuns(mask));
}

/** `box` grown by `radius` on every side, clipped to width × height. */
export function growBox(box: Box, radius: number, width: number, height: number): Box {
  const x0 = Math.max(0, box.x - radius);
  const y0 = Math.max(0, box.y - radius);
  return { x: x0, y: y0, width: Math.min(width, box.x + box.width + radius) - x0, height: Math.min(height, box.y + box.height + radius) - y0 };
}

/** The runs grown by `radius` (square), as a mask of 255s: one fill per run and row it reaches. */
export function dilateRuns(runs: Runs, radius: number, width: number, height: number): Mask {
  const out = createMask(width, height);
  const r = Math.max(0, radius);
  for (let k = 0; k < runs.count; k += 1) {
    const y = runs.data[k * 3] ?? 0;
    const from = Math.max(0, (runs.data[k * 3 + 1] ?? 0) - r);
    const to = Math.min(width - 1, (runs.data[k * 3 + 2] ?? 0) + r);
    for (let yy = Math.max(0, y - r); yy <= Math.min(height - 1, y + r); yy += 1) out.data.fill(255, yy * width + from, yy * width + to + 1);
  }
  return out;
}

/** Square dilation by `radius` pixels (0 copies). Every set pixel becomes 255. */
export function dilate(mask: Mask, radius: number): Mask {
  return dilateRuns(maskRuns(mask), radius, mask.width, mask.height);
}
