// Where inpainting works: the hole (grown a little) and a frame of known
// pixels around it to copy from, so a small mark on a big photo stays cheap.
import type { Mask } from '../core/pixels';
import { createMask } from '../core/pixels';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Square dilation by `radius` pixels (0 copies). */
export function dilate(mask: Mask, radius: number): Mask {
  const out = createMask(mask.width, mask.height);
  const { width, height } = mask;
  if (radius <= 0) {
    for (let i = 0; i < mask.data.length; i += 1) out.data[i] = mask.data[i] ? 255 : 0;
    return out;
  }
  // Separable: rows then columns.
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!mask.data[y * width + x]) continue;
      rows.fill(1, y * width + Math.max(0, x - radius), y * width + Math.min(width - 1, x + radius) + 1);
    }
  }
  for (let x = 0; x < width; x += 1) {
    for (let y = 0; y < height; y += 1) {
      if (!rows[y * width + x]) continue;
      for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy += 1) out.data[yy * width + x] = 255;
    }
  }
  return out;
}

export function holeBox(mask: Mask): Box | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < mask.height; y += 1) {
    for (let x = 0; x < mask.width; x += 1) {
      if (!mask.data[y * mask.width + x]) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** The hole's box grown by a margin of known pixels (at least several patches, up to the hole's own size), clipped to the image. */
export function regionAround(box: Box, width: number, height: number, patchRadius: number): Box {
  const margin = Math.max(patchRadius * 8, Math.round(Math.max(box.width, box.height) * 0.75), 48);
  const x0 = Math.max(0, box.x - margin);
  const y0 = Math.max(0, box.y - margin);
  const x1 = Math.min(width, box.x + box.width + margin);
  const y1 = Math.min(height, box.y + box.height + margin);
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
