// Crop export: the full-size photo drawn through the crop matrix at the box's
// own resolution, then resampled with pica when the output size differs.
import { workerError } from '../../protocol/errors';
import type { CropRequest, EncodedImage } from '../../protocol/image';
import { context2d, createCanvas, encodeCanvas } from '../core/canvas';
import { checkPixels } from '../core/limits';
import { resizeTo } from '../core/resize';
import type { ImageStore } from '../core/store';
import type { TaskControl } from '../core/task';
import { cropOutputMatrix, orientedSize, rectFits } from '../geometry/crop';

export async function cropImage(store: ImageStore, request: CropRequest, control: TaskControl): Promise<EncodedImage> {
  const image = store.get(request.imageId);
  const source = { width: image.width, height: image.height };
  const { transform } = request;
  // A box a hair outside (rounding on the page) is fine; a box off the photo is a caller bug.
  const inset = Math.min(1, transform.rect.width / 4, transform.rect.height / 4);
  const slack = { x: transform.rect.x + inset, y: transform.rect.y + inset, width: transform.rect.width - 2 * inset, height: transform.rect.height - 2 * inset };
  if (!rectFits(slack, orientedSize(source, transform.quarterTurns), transform.straighten)) {
    throw workerError('BAD_REQUEST', '裁剪框超出了图片范围，请调整后重试', JSON.stringify(transform.rect));
  }
  const natural = { width: Math.max(1, Math.round(transform.rect.width)), height: Math.max(1, Math.round(transform.rect.height)) };
  const output = request.output ?? natural;
  const outputError = checkPixels(output.width, output.height);
  if (outputError) throw outputError;
  const canvas = createCanvas(natural.width, natural.height);
  const ctx = context2d(canvas);
  ctx.imageSmoothingQuality = 'high';
  ctx.setTransform(...cropOutputMatrix(source, transform, natural));
  // `full` may be a smaller working copy (keepFull: false): draw it at the full size.
  ctx.drawImage(image.full, 0, 0, image.width, image.height);
  control.progress(0.5);
  await control.checkpoint();
  const resized = await resizeTo(canvas, output.width, output.height);
  control.progress(0.8);
  return encodeCanvas(resized, request.encode);
}
