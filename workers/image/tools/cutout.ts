// Automatic cutout on the working copy; its mask becomes the base of manual touch-up.
import type { CutoutRequest, CutoutResult } from '../../protocol/image';
import { pixelsToBitmap } from '../core/canvas';
import { applyMaskToAlpha, clonePixels } from '../core/pixels';
import type { ImageStore } from '../core/store';
import type { TaskControl } from '../core/task';
import { autoCutout } from '../cutout/cutout';
import { decontaminate } from '../cutout/matte';

export async function cutoutImage(store: ImageStore, request: CutoutRequest, control: TaskControl): Promise<CutoutResult> {
  const image = store.get(request.imageId);
  const result = await autoCutout(image.work, { tolerance: request.tolerance, clearEnclosed: request.clearEnclosed }, control);
  image.cutoutMask = result.alpha;
  image.cutoutBackground = result.backgrounds;
  // Manual strokes were drawn over the previous automatic mask.
  if (image.maskCaches) image.maskCaches.cutout = undefined;
  const pixels = clonePixels(image.work);
  decontaminate(pixels, result.alpha, result.backgrounds);
  applyMaskToAlpha(pixels, result.alpha);
  return { preview: await pixelsToBitmap(pixels), coverage: result.coverage, bounds: result.bounds };
}
