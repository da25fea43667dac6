// Automatic cutout on the working copy; its mask becomes the base of manual touch-up.
import { workerError } from '../../core/errors.ts';
import type { CutoutRequest, CutoutResult } from '../../protocol/image.ts';
import { pixelsToBitmap, readPixels } from '../core/canvas.ts';
import { applyMaskToAlpha, clonePixels, createMask } from '../../core/image/pixels.ts';
import type { Mask } from '../../core/image/pixels.ts';
import type { ImageStore, StoredImage } from '../core/store.ts';
import type { TaskControl } from '../../core/image/task.ts';
import { automaticCutout } from '../cutout/automatic.ts';
import type { ModelLoader } from '../cutout/automatic.ts';
import { removeFringe } from '../../core/image/cutout/fringe.ts';
import { maskBounds } from '../../core/image/cutout/matte.ts';
import { loadPersonSegmenter } from '../segmentation/personModel.ts';

/** The alpha of an image (e.g. the server's cutout PNG), drawn at the working size. */
async function maskFromImage(blob: Blob, width: number, height: number): Promise<Mask> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch (error) {
    throw workerError('IMAGE_UNREADABLE', '抠图结果无法读取，请重试', error instanceof Error ? error.message : String(error));
  }
  const pixels = readPixels(bitmap, width, height);
  bitmap.close();
  const mask = createMask(width, height);
  for (let i = 0; i < mask.data.length; i += 1) mask.data[i] = pixels.data[i * 4 + 3] ?? 0;
  return mask;
}

async function makeMask(image: StoredImage, request: CutoutRequest, control: TaskControl, loadModel: ModelLoader): Promise<Omit<CutoutResult, 'preview'>> {
  if (request.method === 'mask') {
    if (!request.maskImage) throw workerError('BAD_REQUEST', undefined, 'method mask needs maskImage');
    const alpha = await maskFromImage(request.maskImage, image.work.width, image.work.height);
    image.cutoutMask = alpha;
    image.cutoutMethod = 'mask';
    image.cutoutFringe = { kind: 'local' };
    let kept = 0;
    for (const a of alpha.data) kept += a;
    return { coverage: kept / (255 * Math.max(1, alpha.data.length)), bounds: maskBounds(alpha), method: 'mask' };
  }
  const preference = request.method === 'person' || request.method === 'colour' ? request.method : 'auto';
  const result = await automaticCutout(image.work, { preference, tolerance: request.tolerance, clearEnclosed: request.clearEnclosed, seed: request.seed }, loadModel, control);
  image.cutoutMask = result.alpha;
  image.cutoutMethod = result.method;
  image.cutoutFringe = result.fringe;
  return {
    coverage: result.coverage,
    bounds: result.bounds,
    method: result.method,
    ...(result.model ? { model: result.model } : {}),
    ...(result.modelUnavailable ? { modelUnavailable: true } : {}),
  };
}

export async function cutoutImage(store: ImageStore, request: CutoutRequest, control: TaskControl, loadModel: ModelLoader = loadPersonSegmenter): Promise<CutoutResult> {
  const image = store.get(request.imageId);
  const summary = await makeMask(image, request, control, loadModel);
  // Manual strokes were drawn over the previous automatic mask.
  if (image.maskCaches) image.maskCaches.cutout = undefined;
  const mask = image.cutoutMask ?? createMask(image.work.width, image.work.height, 255);
  const pixels = clonePixels(image.work);
  removeFringe(pixels, mask, image.cutoutFringe);
  applyMaskToAlpha(pixels, mask);
  return { preview: await pixelsToBitmap(pixels), ...summary };
}
