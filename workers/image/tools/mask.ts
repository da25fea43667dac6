// Eraser and manual cutout: strokes over a base mask become the photo's alpha.
import { workerError } from '../../core/errors.ts';
import type { EncodedImage, MaskEditRequest, MaskExportRequest } from '../../protocol/image.ts';
import { context2d, createCanvas, encodeCanvas, pixelsToBitmap, pixelsToCanvas } from '../core/canvas.ts';
import { applyMaskToAlpha, clonePixels, createMask, resampleMask } from '../../core/image/pixels.ts';
import type { Mask } from '../../core/image/pixels.ts';
import type { ImageStore, StoredImage } from '../core/store.ts';
import type { TaskControl } from '../../core/image/task.ts';
import { removeFringe } from '../../core/image/cutout/fringe.ts';
import { StrokeMaskCache } from '../mask/strokeCache.ts';
import { repairedFull } from './inpaint.ts';

function baseMask(image: StoredImage, base: MaskEditRequest['base']): Mask {
  if (base === 'opaque') return createMask(image.work.width, image.work.height, 255);
  if (!image.cutoutMask) throw workerError('BAD_REQUEST', '请先进行自动抠图', 'no cutout mask yet');
  return image.cutoutMask;
}

export function maskFor(image: StoredImage, request: MaskEditRequest): Mask {
  image.maskCaches ??= {};
  const cache = (image.maskCaches[request.base] ??= new StrokeMaskCache(() => baseMask(image, request.base)));
  return cache.maskFor(request.strokes);
}

export function maskPreview(store: ImageStore, request: MaskEditRequest): Promise<ImageBitmap> {
  const image = store.get(request.imageId);
  const mask = maskFor(image, request);
  const pixels = clonePixels(image.work);
  if (request.base === 'cutout') removeFringe(pixels, mask, image.cutoutFringe);
  applyMaskToAlpha(pixels, mask);
  return pixelsToBitmap(pixels);
}

export async function maskExport(store: ImageStore, request: MaskExportRequest, control: TaskControl): Promise<EncodedImage> {
  const image = store.get(request.imageId);
  const workMask = maskFor(image, request);
  const full = request.size !== 'work';
  const width = full ? image.width : image.work.width;
  const height = full ? image.height : image.work.height;
  const canvas = createCanvas(width, height);
  const ctx = context2d(canvas, true);
  // The eraser's filled strokes (inpainting) are part of the photo its transparent brush cuts.
  const filled = request.base === 'opaque' && (image.inpaintHistory?.length ?? 0) > 0;
  const source = filled ? (full ? await repairedFull(image, control) : pixelsToCanvas(image.work)) : image.full;
  ctx.drawImage(source, 0, 0, width, height);
  const pixels = ctx.getImageData(0, 0, width, height);
  control.progress(0.3);
  await control.checkpoint();
  const mask = resampleMask(workMask, width, height);
  control.progress(0.5);
  await control.checkpoint();
  if (request.base === 'cutout') removeFringe(pixels, mask, image.cutoutFringe);
  applyMaskToAlpha(pixels, mask);
  ctx.putImageData(pixels, 0, 0);
  control.progress(0.7);
  return encodeCanvas(canvas, request.encode);
}
