import type { Box, Point } from '../../../workers/core/model/index.ts';
import { HANDLE_SIGNS, type ResizeHandle } from './handles.ts';
import { angleDelta, ROTATE_SNAP_DEGREES } from './resize.ts';

/*
 * Multi-selection handles: the corners scale every selected layer about the centre of their
 * common box, the rotate handle turns them about it. The centre is fixed when the finger goes
 * down (the box of turning layers changes shape, so a recomputed centre would drift), and each
 * step sends only the change since the previous one, under one gesture id: one undo step.
 */

export const boxCentre = (box: Box): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/**
 * How much bigger the selection is while a corner is at `pointer` (document px): the pointer
 * projected onto the line from the centre through that corner, so the proportions cannot drift.
 * `from`: where the finger took the handle (it sits outside the corner, placeGroupHandles), so
 * taking it changes nothing. Never below `minSize` on the box's shorter side.
 */
export function groupScale(box: Box, handle: ResizeHandle, pointer: Point, minSize: number, from?: Point): number {
  const [sx, sy] = HANDLE_SIGNS[handle];
  const c = boxCentre(box);
  const v = { x: (sx * box.width) / 2, y: (sy * box.height) / 2 };
  const length2 = v.x * v.x + v.y * v.y;
  if (length2 <= 0) return 1;
  const along = (p: Point) => ((p.x - c.x) * v.x + (p.y - c.y) * v.y) / length2;
  const start = from ? along(from) : 1;
  const k = along(pointer) / (start > 0 ? start : 1);
  const shortest = Math.min(box.width > 0 ? box.width : Infinity, box.height > 0 ? box.height : Infinity);
  return Math.max(k, minSize / shortest);
}

/** Degrees the selection has turned since the finger went down; clicks onto multiples of 45° when close. */
export function groupRotation(centre: Point, from: Point, to: Point, snap = true): number {
  const turned = angleDelta(centre, from, to);
  if (!snap) return turned;
  const nearest = Math.round(turned / 45) * 45;
  return Math.abs(turned - nearest) <= ROTATE_SNAP_DEGREES ? nearest : turned;
}
