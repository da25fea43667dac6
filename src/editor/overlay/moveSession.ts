import type { Box, Point } from '../../../workers/core/model/index.ts';
import { snapBoxTo, type Guide, type SnapLines } from './snap.ts';

/** Spec 9: a pointer that travels less than this (screen px) before lifting is a tap. */
export const TAP_MOVE_THRESHOLD = 10;

export function isTap(start: Point, now: Point): boolean {
  return Math.hypot(now.x - start.x, now.y - start.y) < TAP_MOVE_THRESHOLD;
}

/** A drag in progress: where the selection started and how much of the move is already in the store. */
export interface MoveSession {
  startBox: Box;
  /** What the box may snap to, sorted (the other layers do not move during the drag): see snapLineCache. */
  lines: SnapLines;
  applied: Point;
}

export function startMove(startBox: Box, lines: SnapLines): MoveSession {
  return { startBox, lines, applied: { x: 0, y: 0 } };
}

export interface MoveStep {
  /** What to send as one `layer/move` step (document px since the previous step). */
  dx: number;
  dy: number;
  guides: Guide[];
  session: MoveSession;
}

/**
 * One pointer move of a drag. `total` is the pointer's travel since the drag began (document
 * px); snapping corrects the total, not the step, so the box never creeps away from the
 * finger. `snap` off (e.g. Alt held) moves freely.
 */
export function moveStep(session: MoveSession, total: Point, threshold: number, snap = true): MoveStep {
  const box = { ...session.startBox, x: session.startBox.x + total.x, y: session.startBox.y + total.y };
  const snapped = snap ? snapBoxTo(box, session.lines, threshold) : { dx: 0, dy: 0, guides: [] };
  const target = { x: total.x + snapped.dx, y: total.y + snapped.dy };
  return {
    dx: target.x - session.applied.x,
    dy: target.y - session.applied.y,
    guides: snapped.guides,
    session: { ...session, applied: target },
  };
}
