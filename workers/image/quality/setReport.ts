// Measures the cutout and the watermark removal on the quality set
// (qualitySet.ts): cutout IoU per background family, and for inpainting the
// PSNR inside the hole beside a diffusion fill of the same hole (the control),
// the texture ratio and the seam score. Used by setReport.test.ts (the bar)
// and e2e/bench/29-image-quality.bench.mjs (the table).
import type { Mask, PixelBuffer } from '../../core/image/pixels.ts';
import { uncancellable } from '../../core/image/task.ts';
import { autoCutout } from '../../core/image/cutout/cutout.ts';
import { blurFill, inpaint } from '../inpaint/inpaint.ts';
import { dilate } from '../inpaint/region.ts';
import { iou, psnr } from '../testing/synthetic.ts';
import { simulatedConfidence } from '../testing/modelSim.ts';
import { automaticCutout } from '../cutout/automatic.ts';
import { CUTOUT_FAMILIES, cutoutCase, INPAINT_TEXTURES, inpaintTexture, markCase, personCase } from './qualitySet.ts';
import type { CutoutFamily, InpaintTexture, MarkKind } from './qualitySet.ts';

export interface FamilyRow {
  family: CutoutFamily;
  mean: number;
  worst: number;
  /** The colour method alone (before the graph cut), for comparison. */
  colourMean: number;
  ms: number;
}

export async function cutoutSetReport(seeds: readonly number[] = [1, 2, 3, 4], width = 240, height = 180): Promise<FamilyRow[]> {
  const rows: FamilyRow[] = [];
  for (const family of CUTOUT_FAMILIES) {
    const scores: number[] = [];
    const colour: number[] = [];
    let ms = 0;
    for (const seed of seeds) {
      const c = cutoutCase(family, seed, width, height);
      const started = performance.now();
      const result = await autoCutout(c.pixels, {}, uncancellable);
      ms += performance.now() - started;
      scores.push(iou(result.alpha, c.alpha));
      colour.push(iou((await autoCutout(c.pixels, { refine: false }, uncancellable)).alpha, c.alpha));
    }
    rows.push({ family, mean: mean(scores), worst: Math.min(...scores), colourMean: mean(colour), ms: ms / seeds.length });
  }
  return rows;
}

export interface PersonRow {
  /** The colour method + graph cut alone (what runs without the person model). */
  graphCut: { mean: number; worst: number };
  /**
   * The automatic path (automatic.ts) with a stand-in for the person model: the true person
   * seen at the model's 256 × 256 and shifted 2 px (testing/modelSim.ts). The real model runs
   * only in the browser (e2e/image-segmentation.spec.ts); this shows the choice, not the model.
   */
  withModelStandIn: { mean: number; worst: number; personChosen: number };
}

/** The person family (qualitySet.personCase): IoU without the model and with its stand-in. */
export async function personSetReport(seeds: readonly number[] = [1, 2, 3, 4], width = 180, height = 240): Promise<PersonRow> {
  const alone: number[] = [];
  const withModel: number[] = [];
  let personChosen = 0;
  for (const seed of seeds) {
    const c = personCase(seed, width, height);
    alone.push(iou((await autoCutout(c.pixels, {}, uncancellable)).alpha, c.alpha));
    const standIn = async () => ({ segment: () => simulatedConfidence(c.alpha, { shiftX: 2 }) });
    const result = await automaticCutout(c.pixels, {}, standIn, uncancellable);
    if (result.method !== 'colour') personChosen += 1;
    withModel.push(iou(result.alpha, c.alpha));
  }
  return {
    graphCut: { mean: mean(alone), worst: Math.min(...alone) },
    withModelStandIn: { mean: mean(withModel), worst: Math.min(...withModel), personChosen },
  };
}

/** RMS of the image minus its 3 × 3 mean, over the region: the fine texture's energy. */
export function textureEnergy(pixels: PixelBuffer, region: Mask): number {
  const { width, height, data } = pixels;
  let sum = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      if (!region.data[i]) continue;
      for (let k = 0; k < 3; k += 1) {
        let local = 0;
        for (let dy = -1; dy <= 1; dy += 1) for (let dx = -1; dx <= 1; dx += 1) local += data[((y + dy) * width + x + dx) * 4 + k] ?? 0;
        const d = (data[i * 4 + k] ?? 0) - local / 9;
        sum += d * d;
        count += 1;
      }
    }
  }
  return Math.sqrt(sum / Math.max(1, count));
}

/**
 * Mean colour step between each hole pixel on the hole's edge and its outside neighbours,
 * after a 3 × 3 mean on both sides of the step (so grain does not count, a shift of colour does).
 */
export function seamStep(pixels: PixelBuffer, hole: Mask): number {
  const { width, height, data } = pixels;
  const mean3 = (x: number, y: number, k: number): number => {
    let s = 0;
    let c = 0;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
        // Each side is averaged over its own pixels only.
        if (Boolean(hole.data[yy * width + xx]) !== Boolean(hole.data[y * width + x])) continue;
        s += data[(yy * width + xx) * 4 + k] ?? 0;
        c += 1;
      }
    }
    return s / Math.max(1, c);
  };
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!hole.data[y * width + x]) continue;
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx < 0 || yy < 0 || xx >= width || yy >= height || hole.data[yy * width + xx]) continue;
        let step = 0;
        for (let k = 0; k < 3; k += 1) step += (mean3(x, y, k) - mean3(xx, yy, k)) ** 2;
        sum += Math.sqrt(step);
        count += 1;
      }
    }
  }
  return sum / Math.max(1, count);
}

export interface InpaintSetRow {
  texture: InpaintTexture;
  mark: MarkKind;
  /** PSNR (dB) in the filled region: the fill, and a diffusion fill of the same region (control). */
  psnr: number;
  control: number;
  /** Fine-texture energy of the fill / of the clean image in the same region. */
  textureRatio: number;
  /** Seam score: colour step across the region's boundary in the result / in the clean image. */
  seam: number;
  ms: number;
}

export async function inpaintSetReport(seeds: readonly number[] = [1, 2], width = 320, height = 240, blend = true): Promise<InpaintSetRow[]> {
  const rows: InpaintSetRow[] = [];
  for (const texture of INPAINT_TEXTURES) {
    for (const mark of ['text', 'logo'] as const) {
      const acc = { psnr: 0, control: 0, textureRatio: 0, seam: 0, ms: 0 };
      for (const seed of seeds) {
        const clean = inpaintTexture(texture, seed, width, height);
        const box = mark === 'text' ? { x: Math.round(width * 0.2), y: Math.round(height * 0.4), width: Math.round(width * 0.6), height: Math.round(height * 0.2) } : { x: Math.round(width * 0.35), y: Math.round(height * 0.3), width: Math.round(width * 0.3), height: Math.round(height * 0.4) };
        const { marked, hole } = markCase(clean, mark, box);
        const region = dilate(hole, 1);
        const started = performance.now();
        const filled = await inpaint(marked, hole, { blend }, uncancellable);
        acc.ms += performance.now() - started;
        acc.psnr += psnr(clean, filled, region);
        acc.control += psnr(clean, blurFill(marked, hole), region);
        acc.textureRatio += textureEnergy(filled, region) / Math.max(1e-6, textureEnergy(clean, region));
        acc.seam += seamStep(filled, region) / Math.max(1e-6, seamStep(clean, region));
      }
      const k = seeds.length;
      rows.push({ texture, mark, psnr: acc.psnr / k, control: acc.control / k, textureRatio: acc.textureRatio / k, seam: acc.seam / k, ms: acc.ms / k });
    }
  }
  return rows;
}

export function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}
