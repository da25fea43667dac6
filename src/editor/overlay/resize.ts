import { layerCentre, type Geometry, type Point } from '../../../workers/core/model/index.ts';
import { docToLocal, HANDLE_SIGNS, localToDoc, type ResizeHandle } from './handles.ts';

export interface ResizeOptions {
  /** Corners keep the box's proportions (edges never do). */
  keepAspect: boolean;
  /** Change `scale` instead of width/height (text and icons: their content is laid out at scale 1). */
  useScale: boolean;
  /** Smallest drawn side, in document px, so a box can never collapse or turn inside out. */
  minSize: number;
}

export interface ResizeResult {
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
}

/**
 * The new box when a resize handle is dragged to `pointer` (document px). The opposite
 * handle stays fixed on screen, also on a rotated layer: the work happens in the layer's own
 * frame and the new centre is turned back into the document.
 */
export function resizeFromHandle(start: Geometry, handle: ResizeHandle, pointer: Point, options: ResizeOptions): ResizeResult {
  const [sx, sy] = HANDLE_SIGNS[handle];
  const W = start.width * start.scale;
  const H = start.height * start.scale;
  const unchanged = { x: start.x, y: start.y, width: start.width, height: start.height, scale: start.scale };
  if (W <= 0 && H <= 0) return unchanged;
  const anchor = { x: (-sx * W) / 2, y: (-sy * H) / 2 };
  const p = docToLocal(start, pointer);
  const corner = sx !== 0 && sy !== 0;

  let newW = W;
  let newH = H;
  let k = 1;
  if (corner && options.keepAspect) {
    // Project the pointer onto the box diagonal: smooth, and the ratio can never drift.
    const along = ((p.x - anchor.x) * sx * W + (p.y - anchor.y) * sy * H) / (W * W + H * H);
    const shortest = Math.min(W > 0 ? W : Infinity, H > 0 ? H : Infinity);
    k = Math.max(along, options.minSize / shortest);
    newW = W * k;
    newH = H * k;
  } else {
    if (sx !== 0) newW = Math.max(options.minSize, sx * (p.x - anchor.x));
    if (sy !== 0) newH = Math.max(options.minSize, sy * (p.y - anchor.y));
  }

  const centreLocal = { x: sx !== 0 ? anchor.x + (sx * newW) / 2 : 0, y: sy !== 0 ? anchor.y + (sy * newH) / 2 : 0 };
  const centre = localToDoc(start, centreLocal);
  if (options.useScale && corner && options.keepAspect) {
    return { x: centre.x - start.width / 2, y: centre.y - start.height / 2, width: start.width, height: start.height, scale: start.scale * k };
  }
  const width = newW / start.scale;
  const height = newH / start.scale;
  return { x: centre.x - width / 2, y: centre.y - height / 2, width, height, scale: start.scale };
}

/** Within this many degrees of a multiple of 45° the angle clicks onto it. */
export const ROTATE_SNAP_DEGREES = 4;

const normalise = (d: number) => ((d % 360) + 360) % 360;

/** Degrees the pointer has turned about `centre` since `from` (−180…180). */
export function angleDelta(centre: Point, from: Point, to: Point): number {
  const a0 = Math.atan2(from.y - centre.y, from.x - centre.x);
  const a1 = Math.atan2(to.y - centre.y, to.x - centre.x);
  const d = ((a1 - a0) * 180) / Math.PI;
  return d > 180 ? d - 360 : d < -180 ? d + 360 : d;
}

/** The layer's angle while its rotate handle is dragged, clicking onto 0/45/90… when close. */
export function rotationFromPointer(start: Geometry, from: Point, to: Point, snap = true): number {
  const angle = normalise(start.rotate + angleDelta(layerCentre(start), from, to));
  if (!snap) return angle;
  const nearest = Math.round(angle / 45) * 45;
  return Math.abs(angle - nearest) <= ROTATE_SNAP_DEGREES ? normalise(nearest) : angle;
}
