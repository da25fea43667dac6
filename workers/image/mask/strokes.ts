// Brush strokes → mask. A stroke covers the pixels within its radius of the
// polyline through its points; a soft brush fades over the outer part of the
// radius. Erase pulls the mask toward 0 by the coverage, restore toward 255.
import type { BrushStroke, Point, Rect } from '../../protocol/image.ts';
import { createMask } from '../../core/image/pixels.ts';
import type { Mask } from '../../core/image/pixels.ts';

/** Coverage 0…1 at distance d from the stroke's centre line. */
export function brushProfile(d: number, radius: number, hardness: number): number {
  if (hardness >= 0.999) return Math.min(1, Math.max(0, radius - d + 0.5));
  const inner = radius * Math.max(0, hardness);
  if (d <= inner) return 1;
  if (d >= radius) return 0;
  const t = (radius - d) / (radius - inner);
  return t * t * (3 - 2 * t);
}

function distanceToSegment(px: number, py: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / lengthSq));
  return Math.hypot(px - (a.x + t * dx), py - (a.y + t * dy));
}

export interface Coverage {
  /** Pixel box the coverage spans (clipped to the image). */
  box: Rect;
  /** box.width × box.height values in 0…1. */
  data: Float32Array;
}

/** Where and how much one stroke covers (max over its segments, so overlaps do not add up). */
export function strokeCoverage(stroke: Pick<BrushStroke, 'points' | 'size' | 'hardness'>, width: number, height: number): Coverage | null {
  const radius = Math.max(0.5, stroke.size / 2);
  const points = stroke.points.length === 1 && stroke.points[0] ? [stroke.points[0], stroke.points[0]] : stroke.points;
  if (points.length < 2) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - radius - 1));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - radius - 1));
  const x1 = Math.min(width, Math.ceil(Math.max(...xs) + radius + 1));
  const y1 = Math.min(height, Math.ceil(Math.max(...ys) + radius + 1));
  if (x1 <= x0 || y1 <= y0) return null;
  const box = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  const data = new Float32Array(box.width * box.height);
  for (let s = 0; s + 1 < points.length; s += 1) {
    const a = points[s];
    const b = points[s + 1];
    if (!a || !b) continue;
    const sx0 = Math.max(x0, Math.floor(Math.min(a.x, b.x) - radius - 1));
    const sy0 = Math.max(y0, Math.floor(Math.min(a.y, b.y) - radius - 1));
    const sx1 = Math.min(x1, Math.ceil(Math.max(a.x, b.x) + radius + 1));
    const sy1 = Math.min(y1, Math.ceil(Math.max(a.y, b.y) + radius + 1));
    for (let y = sy0; y < sy1; y += 1) {
      for (let x = sx0; x < sx1; x += 1) {
        const c = brushProfile(distanceToSegment(x + 0.5, y + 0.5, a, b), radius, stroke.hardness);
        const i = (y - y0) * box.width + (x - x0);
        if (c > (data[i] ?? 0)) data[i] = c;
      }
    }
  }
  return { box, data };
}

/** Applies one stroke to the mask in place. */
export function applyStroke(mask: Mask, stroke: BrushStroke): void {
  const coverage = strokeCoverage(stroke, mask.width, mask.height);
  if (!coverage) return;
  const { box, data } = coverage;
  for (let y = 0; y < box.height; y += 1) {
    for (let x = 0; x < box.width; x += 1) {
      const c = data[y * box.width + x] ?? 0;
      if (c === 0) continue;
      const i = (box.y + y) * mask.width + box.x + x;
      const m = mask.data[i] ?? 0;
      mask.data[i] = stroke.mode === 'erase' ? Math.round(m * (1 - c)) : Math.round(m + (255 - m) * c);
    }
  }
}

/** Marks pixels to repair (watermark removal): strokes and boxes, as a 0/255 mask. */
export function markMask(width: number, height: number, strokes: BrushStroke[], boxes: Rect[]): Mask {
  const mask = createMask(width, height);
  for (const stroke of strokes) applyStroke(mask, { ...stroke, mode: 'restore', hardness: 1 });
  for (const box of boxes) {
    const x0 = Math.max(0, Math.floor(Math.min(box.x, box.x + box.width)));
    const y0 = Math.max(0, Math.floor(Math.min(box.y, box.y + box.height)));
    const x1 = Math.min(width, Math.ceil(Math.max(box.x, box.x + box.width)));
    const y1 = Math.min(height, Math.ceil(Math.max(box.y, box.y + box.height)));
    for (let y = y0; y < y1; y += 1) mask.data.fill(255, y * width + x0, y * width + x1);
  }
  // Anti-aliased edges count as marked: a half-covered watermark pixel still needs repair.
  for (let i = 0; i < mask.data.length; i += 1) mask.data[i] = (mask.data[i] ?? 0) > 0 ? 255 : 0;
  return mask;
}
