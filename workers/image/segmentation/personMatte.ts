// From the model's per-pixel person confidence to a cutout alpha: snap the
// blurry upscaled edge to the photo's edges (guided filter), split at one
// half, drop stray blobs and close pinholes, then the same soft edge and
// feather the colour method uses (cutout/matte.ts).
import type { Rect } from '../../protocol/image.ts';
import type { Mask, PixelBuffer } from '../../core/image/pixels.ts';
import type { TaskControl } from '../../core/image/task.ts';
import { connectedComponents } from '../../core/image/cutout/components.ts';
import { maskBounds, softAlpha } from '../../core/image/cutout/matte.ts';
import { guidedFilter, luminance } from '../../core/image/cutout/guidedFilter.ts';

export interface PersonMatte {
  alpha: Mask;
  /** Share of the image kept, 0…1. */
  coverage: number;
  bounds: Rect | null;
}

/** Filter radius: about 1/100 of the longer side, the blur the 256-pixel model leaves after upscaling. */
export function guideRadius(width: number, height: number): number {
  return Math.max(2, Math.round(Math.max(width, height) / 100));
}

const EPSILON = 1e-3;
/** Blobs smaller than this share of the largest person region are noise. */
const MIN_BLOB_OF_LARGEST = 0.15;
/** Background pockets enclosed by the person and smaller than this share of the image are pinholes. */
const MAX_PINHOLE = 0.002;

/** 1 = background: confidence below one half after refinement, cleaned of blobs and pinholes. */
export function personBackground(confidence: Float32Array, width: number, height: number): Uint8Array {
  const n = width * height;
  const bg = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) bg[i] = (confidence[i] ?? 0) >= 0.5 ? 0 : 1;
  const people = connectedComponents(width, height, (i) => bg[i] === 0);
  const largest = people.sizes.reduce((m, s) => Math.max(m, s), 0);
  for (let i = 0; i < n; i += 1) {
    const id = people.labels[i] ?? -1;
    if (id >= 0 && (people.sizes[id] ?? 0) < largest * MIN_BLOB_OF_LARGEST) bg[i] = 1;
  }
  const pockets = connectedComponents(width, height, (i) => bg[i] === 1);
  const touchesBorder = new Uint8Array(pockets.sizes.length);
  for (let x = 0; x < width; x += 1) {
    for (const i of [x, (height - 1) * width + x]) {
      const id = pockets.labels[i] ?? -1;
      if (id >= 0) touchesBorder[id] = 1;
    }
  }
  for (let y = 0; y < height; y += 1) {
    for (const i of [y * width, y * width + width - 1]) {
      const id = pockets.labels[i] ?? -1;
      if (id >= 0) touchesBorder[id] = 1;
    }
  }
  for (let i = 0; i < n; i += 1) {
    const id = pockets.labels[i] ?? -1;
    if (id >= 0 && !touchesBorder[id] && (pockets.sizes[id] ?? 0) < n * MAX_PINHOLE) bg[i] = 0;
  }
  return bg;
}

export async function personMatte(pixels: PixelBuffer, confidence: Float32Array, control: TaskControl): Promise<PersonMatte> {
  const { width, height } = pixels;
  const refined = guidedFilter(luminance(pixels), confidence, width, height, guideRadius(width, height), EPSILON);
  await control.checkpoint();
  const bg = personBackground(refined, width, height);
  await control.checkpoint();
  const alpha = softAlpha(pixels, bg);
  let kept = 0;
  for (const a of alpha.data) kept += a;
  return { alpha, coverage: kept / (255 * Math.max(1, alpha.data.length)), bounds: maskBounds(alpha) };
}
