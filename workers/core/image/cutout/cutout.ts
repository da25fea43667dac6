// Automatic cutout for plain and simple backgrounds (logos, products, graphics,
// and portraits shot against a plain wall): background colours from the
// border, flood fill in Lab, soft edges, fringe removal. The person model
// (segmentation/) takes over where the backdrop is not plain (cutout/select.ts).
import type { CutoutSeed, Rect } from '../types.ts';
import type { Mask, PixelBuffer } from '../pixels.ts';
import type { TaskControl } from '../task.ts';
import { backgroundClusters } from './background.ts';
import { graphCutRefine } from './graphRefine.ts';
import { toLab } from './lab.ts';
import { maskBounds, softAlpha } from './matte.ts';
import { borderRoughness } from './roughness.ts';
import { floodBackground } from './segment.ts';
import { isPlainBackdrop } from './select.ts';
import type { Backdrop } from './select.ts';

export interface AutoCutoutOptions {
  tolerance?: number;
  clearEnclosed?: boolean;
  /** Refine the colour method's mask with the graph cut (graphRefine.ts). Default true. */
  refine?: boolean;
  /** The user's tap or box on the object (the graph cut's seed). */
  seed?: CutoutSeed;
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
  // No backdrop colour at all on the border: nothing to start from but the user's seed (the model may still find a person).
  const backdrop: Backdrop = {
    share: clusters.reduce((sum, c) => sum + c.share, 0),
    roughness: borderRoughness(lab, pixels.width, pixels.height, bg),
  };
  const refined = (options.refine === false || clusters.length === 0) && !options.seed ? bg : await graphCutRefine(pixels, bg, options.seed, isPlainBackdrop(backdrop), control);
  control.progress(0.9);
  await control.checkpoint();
  const alpha = softAlpha(pixels, refined);
  let kept = 0;
  for (let i = 0; i < alpha.data.length; i += 1) kept += alpha.data[i] ?? 0;
  return {
    alpha,
    backgrounds: clusters.map((c) => c.rgb),
    coverage: kept / (255 * alpha.data.length),
    bounds: maskBounds(alpha),
    backdrop,
  };
}
