// Add watermark: the preview draws on the working copy, the export on the full-size photo.
import type { EncodedImage, WatermarkRequest } from '../../protocol/image.ts';
import { context2d, createCanvas, encodeCanvas, pixelsToCanvas } from '../core/canvas.ts';
import type { ImageStore } from '../core/store.ts';
import type { TaskControl } from '../../core/image/task.ts';
import { drawWatermark } from '../watermark/draw.ts';
import { normalizeWatermark } from '../../core/image/watermark/settings.ts';

export function watermarkPreview(store: ImageStore, request: WatermarkRequest): Promise<ImageBitmap> {
  const image = store.get(request.imageId);
  const settings = normalizeWatermark(request.settings);
  const canvas = pixelsToCanvas(image.work);
  drawWatermark(context2d(canvas), canvas.width, canvas.height, settings);
  return createImageBitmap(canvas);
}

export async function watermarkExport(store: ImageStore, request: WatermarkRequest, control: TaskControl): Promise<EncodedImage> {
  const image = store.get(request.imageId);
  const settings = normalizeWatermark(request.settings);
  const canvas = createCanvas(image.width, image.height);
  const ctx = context2d(canvas);
  ctx.drawImage(image.full, 0, 0, image.width, image.height);
  control.progress(0.3);
  await control.checkpoint();
  drawWatermark(ctx, image.width, image.height, settings);
  control.progress(0.5);
  return encodeCanvas(canvas, request.encode ?? { format: 'jpeg' });
}
