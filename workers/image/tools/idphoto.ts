// ID photo: the person (automatic cutout) on a plain backdrop, framed by the
// head's position, at an exact 300 dpi size; optionally laid out on a 6-inch sheet.
import type { EncodedImage, IdPhotoPreview, IdPhotoRequest } from '../../protocol/image.ts';
import { context2d, createCanvas, encodeCanvas, pixelsToCanvas } from '../core/canvas.ts';
import { applyMaskToAlpha, clonePixels } from '../../core/image/pixels.ts';
import type { ImageStore, StoredImage } from '../core/store.ts';
import type { TaskControl } from '../../core/image/task.ts';
import { automaticCutout } from '../cutout/automatic.ts';
import { removeFringe } from '../../core/image/cutout/fringe.ts';
import { loadPersonSegmenter } from '../segmentation/personModel.ts';
import { fallbackFrame, headMetrics, idPhotoFrame } from '../idphoto/placement.ts';
import { sheetLayout } from '../idphoto/sheet.ts';
import { ID_PHOTO_BACKGROUNDS, ID_PHOTO_SIZES } from '../../core/image/idphoto/sizes.ts';

/** An ID photo is a portrait: the person model always runs (the colour mask is kept where both agree on a plain backdrop). */
async function ensureCutout(image: StoredImage, control: TaskControl): Promise<void> {
  if (image.cutoutMask) return;
  const result = await automaticCutout(image.work, { portrait: true }, loadPersonSegmenter, control);
  image.cutoutMask = result.alpha;
  image.cutoutMethod = result.method;
  image.cutoutFringe = result.fringe;
}

async function singlePhoto(image: StoredImage, request: IdPhotoRequest, control: TaskControl): Promise<{ canvas: OffscreenCanvas; personFound: boolean; method: StoredImage['cutoutMethod'] }> {
  await ensureCutout(image, control);
  const mask = image.cutoutMask;
  let kept = 0;
  for (const a of mask?.data ?? []) kept += a;
  const share = mask ? kept / (255 * mask.data.length) : 0;
  // A "person" covering almost nothing or almost everything means the cutout found no backdrop.
  const metrics = mask && share > 0.02 && share < 0.95 ? headMetrics(mask) : null;
  const size = ID_PHOTO_SIZES[request.size];
  const frame = metrics ? idPhotoFrame(metrics, size) : fallbackFrame(image.work, size);
  const person = clonePixels(image.work);
  if (metrics && mask) {
    removeFringe(person, mask, image.cutoutFringe);
    applyMaskToAlpha(person, mask);
  }
  control.progress(0.8);
  await control.checkpoint();
  const canvas = createCanvas(size.width, size.height);
  const ctx = context2d(canvas);
  ctx.fillStyle = ID_PHOTO_BACKGROUNDS[request.background];
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.imageSmoothingQuality = 'high';
  const k = size.width / frame.width;
  ctx.drawImage(pixelsToCanvas(person), -frame.x * k, -frame.y * k, image.work.width * k, image.work.height * k);
  return { canvas, personFound: metrics !== null, method: image.cutoutMethod };
}

function onSheet(photo: OffscreenCanvas): OffscreenCanvas {
  const layout = sheetLayout({ width: photo.width, height: photo.height });
  const sheet = createCanvas(layout.width, layout.height);
  const ctx = context2d(sheet);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, layout.width, layout.height);
  ctx.strokeStyle = '#c8c8c8';
  ctx.lineWidth = 1;
  for (const place of layout.photos) {
    ctx.drawImage(photo, place.x, place.y);
    // Cut guides just outside each photo.
    ctx.strokeRect(place.x - 0.5, place.y - 0.5, place.width + 1, place.height + 1);
  }
  return sheet;
}

export async function idPhotoPreview(store: ImageStore, request: IdPhotoRequest, control: TaskControl): Promise<IdPhotoPreview> {
  const image = store.get(request.imageId);
  const { canvas, personFound, method } = await singlePhoto(image, request, control);
  const shown = request.layout === 'sheet' ? onSheet(canvas) : canvas;
  return { preview: await createImageBitmap(shown), personFound, ...(method ? { method } : {}) };
}

export async function idPhotoExport(store: ImageStore, request: IdPhotoRequest, control: TaskControl): Promise<EncodedImage> {
  const image = store.get(request.imageId);
  const { canvas } = await singlePhoto(image, request, control);
  return encodeCanvas(request.layout === 'sheet' ? onSheet(canvas) : canvas, request.encode);
}
