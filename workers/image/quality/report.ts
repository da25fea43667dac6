// The quality check of issue 6: a generated test set with known answers, the
// cutout's IoU against the true alpha and inpainting's PSNR against the clean
// image (next to a blur fill of the same holes). Run by quality.test.ts, which
// prints the table and holds the targets.
import { uncancellable } from '../../core/image/task.ts';
import { autoCutout } from '../../core/image/cutout/cutout.ts';
import { blurFill, inpaint } from '../inpaint/inpaint.ts';
import { dilate } from '../inpaint/region.ts';
import { iou, psnr, renderScene, renderTexture, stampWatermark } from '../testing/synthetic.ts';
import type { BackgroundKind, ShapeKind, TextureKind } from '../testing/synthetic.ts';

export interface CutoutRow {
  background: BackgroundKind;
  shape: ShapeKind;
  seed: number;
  iou: number;
}

export interface InpaintRow {
  texture: TextureKind;
  /** PSNR (dB) inside the repaired area, against the clean original. */
  inpaint: number;
  blur: number;
  ms: number;
}

export const REPORT_BACKGROUNDS = ['plain', 'gradient', 'textured', 'busy'] as const;
export const REPORT_SHAPES = ['logo', 'product', 'portrait', 'person'] as const;

/**
 * The person scenes the model is scored on. The model runs only in a browser, so
 * e2e/image-segmentation.spec.ts renders these same scenes there and prints the
 * colour / model / automatic IoU table (docs/image-tools.md has the figures).
 */
export const PERSON_SCENES: ReadonlyArray<{ background: BackgroundKind; seed: number; width: number; height: number }> = REPORT_BACKGROUNDS.map((background, i) => ({
  background,
  seed: 11 + i,
  width: 384,
  height: 512,
}));

/** The colour method on every background × shape (Node). */
export async function cutoutReport(size = 200): Promise<CutoutRow[]> {
  const rows: CutoutRow[] = [];
  for (const background of REPORT_BACKGROUNDS) {
    for (const shape of REPORT_SHAPES) {
      for (const seed of [1, 2]) {
        const scene = renderScene(size, Math.round(size * 1.2), background, shape, seed);
        const result = await autoCutout(scene.pixels, {}, uncancellable);
        rows.push({ background, shape, seed, iou: iou(result.alpha, scene.alpha) });
      }
    }
  }
  return rows;
}

export async function inpaintReport(width = 240, height = 180): Promise<InpaintRow[]> {
  const rows: InpaintRow[] = [];
  for (const texture of ['stripes', 'checker', 'bricks', 'photo', 'flat'] as const) {
    const clean = renderTexture(width, height, texture, 6);
    const { marked, mask } = stampWatermark(clean, { x: Math.round(width * 0.25), y: Math.round(height * 0.4), width: Math.round(width * 0.5), height: Math.round(height * 0.18) });
    const region = dilate(mask, 1);
    const started = performance.now();
    const filled = await inpaint(marked, mask);
    const ms = performance.now() - started;
    rows.push({ texture, inpaint: psnr(clean, filled, region), blur: psnr(clean, blurFill(marked, mask), region), ms });
  }
  return rows;
}

export function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}
