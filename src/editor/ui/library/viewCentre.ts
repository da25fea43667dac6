import type { Point } from './placement.ts';

/**
 * The document point at the middle of the stage as the user sees it (zoomed and panned), so
 * the Add panel can put a new item where the user is looking. Written by the stage whenever
 * its view changes; null until the stage has a size.
 */
let centre: Point | null = null;

export function setVisibleCentre(view: { scale: number; x: number; y: number }, stage: { width: number; height: number }): void {
  if (!(view.scale > 0)) return;
  centre = { x: (stage.width / 2 - view.x) / view.scale, y: (stage.height / 2 - view.y) / view.scale };
}

export function visibleCentre(): Point | null {
  return centre;
}

export function clearVisibleCentre(): void {
  centre = null;
}
