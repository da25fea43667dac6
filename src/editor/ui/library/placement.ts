import type { CanvasSize, Layer, LogoDocument } from '../../../../workers/core/model/index.ts';

export interface Point {
  x: number;
  y: number;
}

/** Step between new items that would otherwise land on one another: 4 % of the canvas's shorter side. */
export const PLACEMENT_STEP_RATIO = 0.04;
/** Two boxes whose centres are closer than this (share of the step) count as the same place. */
const SAME_PLACE_SHARE = 0.5;

type Box = Pick<Layer, 'x' | 'y' | 'width' | 'height'>;

/**
 * Where a new layer goes: centred on `centre` (the middle of what the user sees, kept on the
 * canvas), then moved down-right a step at a time while another visible layer is centred in
 * that very place, so a second tap does not hide the first item under the new one. When the
 * diagonal leaves the canvas, the free grid point nearest the wanted centre is taken.
 */
export function placeNewLayer<L extends Box>(layer: L, doc: Pick<LogoDocument, 'layers' | 'size'>, centre?: Point): L {
  const canvas: CanvasSize = doc.size;
  const step = Math.max(1, Math.round(Math.min(canvas.width, canvas.height) * PLACEMENT_STEP_RATIO));
  const wanted = centre ?? { x: canvas.width / 2, y: canvas.height / 2 };
  const start = { x: Math.min(canvas.width, Math.max(0, wanted.x)), y: Math.min(canvas.height, Math.max(0, wanted.y)) };
  const centres = doc.layers
    .slice(1)
    .filter((other) => other.visibility)
    .map((other) => ({ x: other.x + other.width / 2, y: other.y + other.height / 2 }));
  const near = step * SAME_PLACE_SHARE;
  const free = (p: Point) => !centres.some((c) => Math.abs(c.x - p.x) < near && Math.abs(c.y - p.y) < near);
  const at = (p: Point): L => ({ ...layer, x: Math.round((p.x - layer.width / 2) * 100) / 100, y: Math.round((p.y - layer.height / 2) * 100) / 100 });
  for (let p = start; p.x <= canvas.width && p.y <= canvas.height; p = { x: p.x + step, y: p.y + step }) {
    if (free(p)) return at(p);
  }
  // Crowded: the nearest free point of a grid over the canvas (through the wanted centre).
  let best: Point | null = null;
  let bestDistance = Infinity;
  const offsetX = start.x % step;
  const offsetY = start.y % step;
  for (let x = offsetX; x <= canvas.width; x += step) {
    for (let y = offsetY; y <= canvas.height; y += step) {
      const distance = (x - start.x) ** 2 + (y - start.y) ** 2;
      if (distance < bestDistance && free({ x, y })) {
        best = { x, y };
        bestDistance = distance;
      }
    }
  }
  return at(best ?? start);
}
