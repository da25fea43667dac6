import type { BrushStroke, Point, Rect } from '../../../workers/protocol/image.ts';

/** Zoom and pan of a brush stage: image px → CSS px is p·scale + offset. */
export interface StageTransform {
  scale: number;
  ox: number;
  oy: number;
}

export interface ViewState {
  zoom: number;
  panX: number;
  panY: number;
}

export const MAX_ZOOM = 8;

export function stageTransform(image: { width: number; height: number }, stage: { width: number; height: number }, view: ViewState): StageTransform {
  const fit = Math.min(stage.width / image.width, stage.height / image.height) || 1;
  const scale = fit * view.zoom;
  return { scale, ox: (stage.width - image.width * scale) / 2 + view.panX, oy: (stage.height - image.height * scale) / 2 + view.panY };
}

export function toImage(t: StageTransform, p: Point): Point {
  return { x: (p.x - t.ox) / t.scale, y: (p.y - t.oy) / t.scale };
}

/** Zooms by `factor` keeping the image point under `anchor` (CSS px) in place. */
export function zoomAt(image: { width: number; height: number }, stage: { width: number; height: number }, view: ViewState, factor: number, anchor: Point): ViewState {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, view.zoom * factor));
  const before = stageTransform(image, stage, view);
  const point = toImage(before, anchor);
  const after = stageTransform(image, stage, { zoom, panX: 0, panY: 0 });
  // Choose the pan that puts `point` back under the anchor.
  return zoom === 1 ? { zoom, panX: 0, panY: 0 } : { zoom, panX: anchor.x - (point.x * after.scale + after.ox), panY: anchor.y - (point.y * after.scale + after.oy) };
}

export interface Marks {
  strokes: BrushStroke[];
  boxes: Rect[];
}

export const MARK_COLOURS = { remove: 'rgba(255, 64, 64, 0.45)', keep: 'rgba(40, 200, 90, 0.45)' } as const;

export function drawMarks(ctx: CanvasRenderingContext2D, t: StageTransform, marks: Marks, colourFor: (stroke: BrushStroke) => string): void {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of marks.strokes) {
    const [first, ...rest] = stroke.points;
    if (!first) continue;
    ctx.strokeStyle = colourFor(stroke);
    ctx.lineWidth = stroke.size * t.scale;
    ctx.beginPath();
    ctx.moveTo(first.x * t.scale + t.ox, first.y * t.scale + t.oy);
    for (const p of rest.length > 0 ? rest : [first]) ctx.lineTo(p.x * t.scale + t.ox, p.y * t.scale + t.oy);
    ctx.stroke();
  }
  ctx.fillStyle = MARK_COLOURS.remove;
  for (const box of marks.boxes) ctx.fillRect(box.x * t.scale + t.ox, box.y * t.scale + t.oy, box.width * t.scale, box.height * t.scale);
  ctx.restore();
}

/** A dragged box from two corners, normalised and clipped to the image. */
export function boxFrom(a: Point, b: Point, image: { width: number; height: number }): Rect {
  const x0 = Math.max(0, Math.min(a.x, b.x));
  const y0 = Math.max(0, Math.min(a.y, b.y));
  const x1 = Math.min(image.width, Math.max(a.x, b.x));
  const y1 = Math.min(image.height, Math.max(a.y, b.y));
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}
