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

/**
 * The whole canvas centred in the stage with a margin, so handles at its edges stay reachable.
 * `corner`: a control sitting in the stage's bottom-right corner (the zoom bar); a canvas that
 * would reach under it is fitted and centred in the room above it instead (a framed QR code on
 * a phone had its caption under the zoom bar).
 */
export function fitView(canvas: CanvasSize, stage: StageSize, margin = 24, corner?: { width: number; height: number }): ViewTransform {
  const availableW = Math.max(1, stage.width - margin * 2);
  const availableH = Math.max(1, stage.height - margin * 2);
  const scale = Math.min(availableW / canvas.width, availableH / canvas.height);
  const plain = { scale, x: (stage.width - canvas.width * scale) / 2, y: (stage.height - canvas.height * scale) / 2 };
  if (!corner) return plain;
  const covered = plain.x + canvas.width * scale > stage.width - corner.width && plain.y + canvas.height * scale > stage.height - corner.height;
  if (!covered) return plain;
  // Between half the margin at the top and a few pixels above the control.
  const top = margin / 2;
  const room = Math.max(1, stage.height - corner.height - 4 - top);
  const above = Math.min(availableW / canvas.width, room / canvas.height);
  return { scale: above, x: (stage.width - canvas.width * above) / 2, y: top + (room - canvas.height * above) / 2 };
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
