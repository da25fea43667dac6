// Automatic cutout for plain and simple backgrounds (logos, products, graphics,
// and portraits shot against a plain wall): background colours from the
// border, flood fill in Lab, soft edges, fringe removal. No model is involved
// (see docs/image-tools.md for why and what a model would add).
import type { Rect } from '../../protocol/image';
import type { Mask, PixelBuffer } from '../core/pixels';
import type { TaskControl } from '../core/task';
import { backgroundClusters } from './background';
import { toLab } from './lab';
import { maskBounds, softAlpha } from './matte';
import { floodBackground } from './segment';

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
  };
}
