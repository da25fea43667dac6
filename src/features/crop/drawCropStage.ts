import type { Rect } from '../../../workers/protocol/image.ts';
import { orientedSize, orientMatrix, straightenMatrix } from '../../../workers/core/image/geometry/crop.ts';
import { compose, scale, translate, type Matrix } from '../../../workers/core/image/geometry/matrix.ts';
import type { CropState } from '../../../workers/core/image/geometry/cropState.ts';

export interface StageView {
  /** CSS px per oriented full-size pixel. */
  k: number;
  ox: number;
  oy: number;
}

export const STAGE_PADDING = 24;

/** Fits the whole turned photo into the stage with room for the handles. */
export function stageView(full: { width: number; height: number }, state: CropState, stage: { width: number; height: number }): StageView {
  const oriented = orientedSize(full, state.quarterTurns);
  const k = Math.max(0.0001, Math.min((stage.width - 2 * STAGE_PADDING) / oriented.width, (stage.height - 2 * STAGE_PADDING) / oriented.height));
  return { k, ox: (stage.width - oriented.width * k) / 2, oy: (stage.height - oriented.height * k) / 2 };
}

export function rectOnStage(rect: Rect, view: StageView): Rect {
  return { x: view.ox + rect.x * view.k, y: view.oy + rect.y * view.k, width: rect.width * view.k, height: rect.height * view.k };
}

/** Preview (working size) pixels → stage CSS px. */
function previewMatrix(full: { width: number; height: number }, preview: { width: number; height: number }, state: CropState, view: StageView): Matrix {
  const oriented = orientedSize(full, state.quarterTurns);
  return compose(
    translate(view.ox, view.oy),
    scale(view.k),
    straightenMatrix(oriented, state.straighten),
    orientMatrix(full, state),
    scale(full.width / preview.width, full.height / preview.height),
  );
}

export function drawCropStage(ctx: CanvasRenderingContext2D, size: { width: number; height: number }, preview: ImageBitmap, full: { width: number; height: number }, state: CropState): void {
  const view = stageView(full, state, size);
  ctx.save();
  ctx.clearRect(0, 0, size.width, size.height);
  ctx.fillStyle = '#1f2329';
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.save();
  ctx.setTransform(ctx.getTransform().multiply(new DOMMatrix([...previewMatrix(full, preview, state, view)])));
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(preview, 0, 0);
  ctx.restore();

  const box = rectOnStage(state.rect, view);
  // Dim everything outside the box.
  ctx.fillStyle = 'rgba(0, 0, 0, 0.55)';
  ctx.beginPath();
  ctx.rect(0, 0, size.width, size.height);
  ctx.rect(box.x, box.y + box.height, box.width, -box.height);
  ctx.fill('evenodd');
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.55)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (const f of [1 / 3, 2 / 3]) {
    ctx.moveTo(box.x + box.width * f, box.y);
    ctx.lineTo(box.x + box.width * f, box.y + box.height);
    ctx.moveTo(box.x, box.y + box.height * f);
    ctx.lineTo(box.x + box.width, box.y + box.height * f);
  }
  ctx.stroke();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.strokeRect(box.x, box.y, box.width, box.height);
  ctx.fillStyle = '#ffffff';
  for (const [hx, hy] of handlePoints(box)) ctx.fillRect(hx - 5, hy - 5, 10, 10);
  ctx.restore();
}

export function handlePoints(box: Rect): Array<[number, number]> {
  const { x, y, width: w, height: h } = box;
  return [
    [x, y],
    [x + w / 2, y],
    [x + w, y],
    [x + w, y + h / 2],
    [x + w, y + h],
    [x + w / 2, y + h],
    [x, y + h],
    [x, y + h / 2],
  ];
}
