// Watermark removal on the working copy, one removal at a time (each can be
// undone); the export pastes the repaired areas into the full-size photo.
import { workerError } from '../../core/errors.ts';
import type { EncodeOptions, EncodedImage, InpaintRequest, InpaintResult } from '../../protocol/image.ts';
import { context2d, createCanvas, encodeCanvas, pixelsToBitmap, pixelsToCanvas } from '../core/canvas.ts';
import { createMask, resampleMask } from '../../core/image/pixels.ts';
import type { Mask } from '../../core/image/pixels.ts';
import { resizeTo } from '../core/resize.ts';
import type { ImageStore, StoredImage } from '../core/store.ts';
import type { TaskControl } from '../../core/image/task.ts';
import { inpaint } from '../inpaint/inpaint.ts';
import { dilate } from '../inpaint/region.ts';
import { markMask } from '../mask/strokes.ts';

/** Removals kept for undo (each holds a copy of the working image). */
export const MAX_INPAINT_UNDO = 10;

export async function inpaintImage(store: ImageStore, request: InpaintRequest, control: TaskControl): Promise<InpaintResult> {
  const image = store.get(request.imageId);
  const { width, height } = image.work;
  const hole = markMask(width, height, request.strokes, request.boxes);
  if (!hole.data.some((v) => v > 0)) throw workerError('BAD_REQUEST', '请先涂抹或框选要去除的水印', 'empty mask');
  const filled = await inpaint(image.work, hole, {}, control);
  image.inpaintHistory ??= [];
  image.inpaintHistory.push({ before: image.work, hole: dilate(hole, 1) });
  if (image.inpaintHistory.length > MAX_INPAINT_UNDO) image.inpaintHistory.shift();
  image.work = filled;
  return { preview: await pixelsToBitmap(filled), version: image.inpaintHistory.length };
}

export async function inpaintUndo(store: ImageStore, imageId: string): Promise<InpaintResult> {
  const image = store.get(imageId);
  const last = image.inpaintHistory?.pop();
  if (last) image.work = last.before;
  return { preview: await pixelsToBitmap(image.work), version: image.inpaintHistory?.length ?? 0 };
}

function unionOfHoles(holes: Mask[], width: number, height: number): Mask {
  const union = createMask(width, height);
  for (const hole of holes) for (let i = 0; i < union.data.length; i += 1) if (hole.data[i]) union.data[i] = 255;
  return union;
}

/**
 * The full-size photo with every removal so far blended in (the photo itself when there is
 * none). The eraser's transparent brush starts from it too, so both of its fills add up.
 */
export async function repairedFull(image: StoredImage, control: TaskControl): Promise<OffscreenCanvas> {
  const holes = (image.inpaintHistory ?? []).map((entry) => entry.hole);
  if (image.width === image.work.width && image.height === image.work.height) return pixelsToCanvas(image.work);
  // Full size: the photo as it was, with the repaired areas scaled up and blended in through a soft-edged mask.
  const canvas = createCanvas(image.width, image.height);
  const ctx = context2d(canvas, true);
  ctx.drawImage(image.full, 0, 0, image.width, image.height);
  if (holes.length === 0) return canvas;
  const photo = ctx.getImageData(0, 0, image.width, image.height);
  control.progress(0.2);
  await control.checkpoint();
  const work = pixelsToCanvas(image.work);
  const repaired = context2d(await resizeTo(work, image.width, image.height), true).getImageData(0, 0, image.width, image.height);
  control.progress(0.5);
  await control.checkpoint();
  const mask = resampleMask(dilate(unionOfHoles(holes, image.work.width, image.work.height), 1), image.width, image.height);
  const p = photo.data;
  const r = repaired.data;
  for (let i = 0; i < mask.data.length; i += 1) {
    const m = (mask.data[i] ?? 0) / 255;
    if (m === 0) continue;
    for (let k = 0; k < 3; k += 1) p[i * 4 + k] = (p[i * 4 + k] ?? 0) * (1 - m) + (r[i * 4 + k] ?? 0) * m;
  }
  ctx.putImageData(photo, 0, 0);
  return canvas;
}

export async function inpaintExport(store: ImageStore, imageId: string, encode: EncodeOptions, control: TaskControl): Promise<EncodedImage> {
  const canvas = await repairedFull(store.get(imageId), control);
  control.progress(0.8);
  return encodeCanvas(canvas, encode);
}
