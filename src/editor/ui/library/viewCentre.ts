import type { Point } from './placement.ts';

/**
 * The document point at the middle of the part of the canvas the user sees (zoomed and
 * panned), so the Add panel can put a new item where the user is looking. With the whole
 * canvas in view that is the canvas's own centre, wherever the fitted view sits on the stage
 * (the fit keeps the canvas clear of the zoom bar, so the stage's middle is lower than the
 * canvas's). Written by the stage whenever its view changes; null until the stage has a size.
 */
let centre: Point | null = null;

export function setVisibleCentre(view: { scale: number; x: number; y: number }, stage: { width: number; height: number }, canvas: { width: number; height: number }): void {
  if (!(view.scale > 0)) return;
  const left = Math.max(0, -view.x / view.scale);
  const top = Math.max(0, -view.y / view.scale);
  const right = Math.min(canvas.width, (stage.width - view.x) / view.scale);
  const bottom = Math.min(canvas.height, (stage.height - view.y) / view.scale);
  // Panned wholly off the canvas: the stage's middle, as before.
  centre = right > left && bottom > top
    ? { x: (left + right) / 2, y: (top + bottom) / 2 }
    : { x: (stage.width / 2 - view.x) / view.scale, y: (stage.height / 2 - view.y) / view.scale };
}

export function visibleCentre(): Point | null {
  return centre;
}

export function clearVisibleCentre(): void {
  centre = null;
}
