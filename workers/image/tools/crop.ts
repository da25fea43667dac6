// Crop export: the full-size photo drawn through the crop matrix at the box's
// own resolution, then resampled when the output size differs. An axis-aligned
// box (no turn, flip or straighten) is cut and resampled by the browser in one
// step instead, without painting the whole photo into a canvas first.
import { workerError } from '../../core/errors.ts';
import type { CropRequest, EncodedImage } from '../../protocol/image.ts';
import { context2d, createCanvas, encodeCanvas } from '../core/canvas.ts';
import { checkPixels } from '../core/limits.ts';
import { resampleNatively } from '../core/nativeResize.ts';
import { resizeTo } from '../core/resize.ts';
import type { ImageStore } from '../core/store.ts';
import type { TaskControl } from '../../core/image/task.ts';
import { cropOutputMatrix, orientedSize, rectFits } from '../../core/image/geometry/crop.ts';

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
  const direct = await cropAxisAligned(image, transform, output);
  if (direct) {
    control.progress(0.8);
    return encodeCanvas(direct, request.encode);
  }
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

/**
 * The crop box cut straight out of the stored photo and resampled to the output
 * size by createImageBitmap, or null when the box is turned, flipped or
 * straightened, or the browser cannot resample (the matrix path then runs).
 */
async function cropAxisAligned(
  image: { full: ImageBitmap | OffscreenCanvas; width: number; height: number },
  transform: CropRequest['transform'],
  output: { width: number; height: number },
): Promise<OffscreenCanvas | null> {
  if (transform.quarterTurns % 4 !== 0 || transform.flipX || transform.flipY || transform.straighten !== 0) return null;
  // `full` may be a smaller working copy: the box is in full-size pixels.
  const scale = image.full.width / image.width;
  const { rect } = transform;
  const sx = Math.max(0, Math.round(rect.x * scale));
  const sy = Math.max(0, Math.round(rect.y * scale));
  const sw = Math.min(image.full.width - sx, Math.max(1, Math.round(rect.width * scale)));
  const sh = Math.min(image.full.height - sy, Math.max(1, Math.round(rect.height * scale)));
  if (sw < 1 || sh < 1) return null;
  let cut: ImageBitmap;
  try {
    cut = await createImageBitmap(image.full, sx, sy, sw, sh);
  } catch {
    return null;
  }
  const resized = cut.width === output.width && cut.height === output.height ? cut : await resampleNatively(cut, output.width, output.height);
  if (resized !== cut) cut.close();
  if (!resized) return null;
  const canvas = createCanvas(output.width, output.height);
  context2d(canvas).drawImage(resized, 0, 0);
  resized.close();
  return canvas;
}
