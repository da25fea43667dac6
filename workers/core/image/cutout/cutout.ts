// Automatic cutout for plain and simple backgrounds (logos, products, graphics,
// and portraits shot against a plain wall): background colours from the
// border, flood fill in Lab, soft edges, fringe removal. The person model
// (segmentation/) takes over where the backdrop is not plain (cutout/select.ts).
import type { Rect } from '../types.ts';
import type { Mask, PixelBuffer } from '../pixels.ts';
import type { TaskControl } from '../task.ts';
import { backgroundClusters } from './background.ts';
import { toLab } from './lab.ts';
import { maskBounds, softAlpha } from './matte.ts';
import { borderRoughness } from './roughness.ts';
import { floodBackground } from './segment.ts';
import type { Backdrop } from './select.ts';

export interface AutoCutoutOptions {
  tolerance?: number;
  clearEnclosed?: boolean;
}

export interface AutoCutout {
  alpha: Mask;
  /** RGB of the background clusters (for fringe removal at any size). */
  backgrounds: Array<[number, number, number]>;
  coverage: number;
  bounds: Rect | null;
  /** How plain the backdrop looked (cutout/select.ts decides with it). */
  backdrop: Backdrop;
}

export const DEFAULT_TOLERANCE = 9;

export async function autoCutout(pixels: PixelBuffer, options: AutoCutoutOptions, control: TaskControl): Promise<AutoCutout> {
  const lab = toLab(pixels);
  control.progress(0.1);
  await control.checkpoint();
  const clusters = backgroundClusters(pixels, lab);
  const bg = await floodBackground(pixels, lab, clusters, { tolerance: options.tolerance ?? DEFAULT_TOLERANCE, clearEnclosed: options.clearEnclosed ?? true }, control);
  control.progress(0.7);
  await control.checkpoint();
  const alpha = softAlpha(pixels, bg);
  let kept = 0;
  for (const a of alpha.data) kept += a;
  return {
    alpha,
    backgrounds: clusters.map((c) => c.rgb),
    coverage: kept / (255 * alpha.data.length),
    bounds: maskBounds(alpha),
    backdrop: {
      share: clusters.reduce((sum, c) => sum + c.share, 0),
      roughness: borderRoughness(lab, pixels.width, pixels.height, bg),
    },
  };
}
