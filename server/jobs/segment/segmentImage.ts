import { applyMaskToAlpha, resampleMask } from '../../../workers/core/image/pixels.ts';
import { uncancellable } from '../../../workers/core/image/task.ts';
import { autoCutout } from '../../../workers/core/image/cutout/cutout.ts';
import { decontaminate } from '../../../workers/core/image/cutout/matte.ts';
import { colourFailed } from '../../../workers/core/image/cutout/select.ts';
import { WORK_MAX_SIDE } from '../../../workers/core/image/types.ts';
import { decodeImage, downscale, encodePng, SegmentError } from './codec.ts';
import type { ImageLimits } from './codec.ts';

/**
 * The server's cutout: the same colour/edge method as the app's image worker
 * (workers/image/cutout, pure TypeScript), run on a working copy of at most
 * WORK_MAX_SIDE pixels like the app does, the mask scaled up to the full size,
 * the colour fringe removed there, and the result encoded as a PNG with alpha.
 */
export async function segmentImage(bytes: Uint8Array, limits: ImageLimits): Promise<{ png: Buffer; width: number; height: number; coverage: number }> {
  const full = decodeImage(bytes, limits);
  const work = downscale(full, WORK_MAX_SIDE);
  const cutout = await autoCutout(work, {}, uncancellable);
  if (colourFailed(cutout.coverage)) throw new SegmentError('no_background', `coverage ${cutout.coverage.toFixed(3)}`);
  const mask = resampleMask(cutout.alpha, full.width, full.height);
  decontaminate(full, mask, cutout.backgrounds);
  applyMaskToAlpha(full, mask);
  return { png: encodePng(full), width: full.width, height: full.height, coverage: cutout.coverage };
}
