import type { Box, CanvasSize, Point } from '../../../workers/core/model/index.ts';

/**
 * How the document sits on screen: screen = doc × scale + (x, y), in CSS pixels of the
 * stage. The render worker and the overlay both draw through it, so a handle always lands
 * on the pixel the worker drew.
 */
export interface ViewTransform {
  scale: number;
  x: number;
  y: number;
}

export interface StageSize {
  width: number;
  height: number;
}

/** Zoom bounds relative to the fitted view: small enough to see all, big enough to place a hairline. */
export const VIEW_ZOOM_MIN = 0.1;
export const VIEW_ZOOM_MAX = 8;

export function docToScreen(view: ViewTransform, p: Point): Point {
  return { x: p.x * view.scale + view.x, y: p.y * view.scale + view.y };
}

export function screenToDoc(view: ViewTransform, p: Point): Point {
  return { x: (p.x - view.x) / view.scale, y: (p.y - view.y) / view.scale };
}

export function boxToScreen(view: ViewTransform, box: Box): Box {
  const p = docToScreen(view, box);
  return { x: p.x, y: p.y, width: box.width * view.scale, height: box.height * view.scale };
}

/** The whole canvas centred in the stage with a margin, so handles at its edges stay reachable. */
export function fitView(canvas: CanvasSize, stage: StageSize, margin = 24): ViewTransform {
  const availableW = Math.max(1, stage.width - margin * 2);
  const availableH = Math.max(1, stage.height - margin * 2);
  const scale = Math.min(availableW / canvas.width, availableH / canvas.height);
  return { scale, x: (stage.width - canvas.width * scale) / 2, y: (stage.height - canvas.height * scale) / 2 };
}

/** The user's zoom as a multiple of the fitted scale (what the zoom label shows). */
export function zoomOf(view: ViewTransform, fitted: ViewTransform): number {
  return view.scale / fitted.scale;
}

function clampScale(scale: number, fitted: ViewTransform): number {
  return Math.min(fitted.scale * VIEW_ZOOM_MAX, Math.max(fitted.scale * VIEW_ZOOM_MIN, scale));
}

/** Zoom by `factor` keeping the document point under `anchor` (screen) where it is. */
export function zoomAbout(view: ViewTransform, anchor: Point, factor: number, fitted: ViewTransform): ViewTransform {
  const scale = clampScale(view.scale * factor, fitted);
  const ratio = scale / view.scale;
  return { scale, x: anchor.x - (anchor.x - view.x) * ratio, y: anchor.y - (anchor.y - view.y) * ratio };
}

export function panBy(view: ViewTransform, dx: number, dy: number): ViewTransform {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Two fingers: the pinch scales about the fingers' midpoint and the midpoint's travel pans,
 * so the document point first under the fingers stays under them.
 */
export function pinchView(
  start: ViewTransform,
  from: readonly [Point, Point],
  to: readonly [Point, Point],
  fitted: ViewTransform,
): ViewTransform {
  const d0 = dist(from[0], from[1]);
  const factor = d0 > 0 ? dist(to[0], to[1]) / d0 : 1;
  const scale = clampScale(start.scale * factor, fitted);
  const m0 = mid(from[0], from[1]);
  const m1 = mid(to[0], to[1]);
  const anchor = screenToDoc(start, m0);
  return { scale, x: m1.x - anchor.x * scale, y: m1.y - anchor.y * scale };
}
