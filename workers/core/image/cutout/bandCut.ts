// The full-resolution step of the cutout's graph cut (graphRefine.ts): once the reduced grid's
// labels are scaled up, only a band along their boundary is cut again, on the real pixels, with
// the colour + texture models the iterations fitted.
import type { PixelBuffer } from '../pixels.ts';
import { GAMMA, HARD_BG, HARD_FG, SCALE } from './grabcut.ts';
import type { Models } from './grabcut.ts';
import { COMPONENTS, mixtureCosts } from './gmm.ts';
import { createLinkedGraph, minCut } from './maxflow.ts';

/** Features per pixel: R, G, B and texture. */
export const FEATURE_DIMS = 4;

/** Squared RGB step between pixels i and j. */
function rgbStep(data: Uint8ClampedArray, i: number, j: number): number {
  const dr = (data[i * 4] ?? 0) - (data[j * 4] ?? 0);
  const dg = (data[i * 4 + 1] ?? 0) - (data[j * 4 + 1] ?? 0);
  const db = (data[i * 4 + 2] ?? 0) - (data[j * 4 + 2] ?? 0);
  return dr * dr + dg * dg + db * db;
}

/** meanStepBeta over the RGB steps of every `rowStep`-th row, the same sums in the same order without a call per pair. */
function rgbStepBeta(pixels: PixelBuffer, rowStep: number): number {
  const { width, height, data } = pixels;
  let sum = 0;
  let count = 0;
  for (let y = 0; y < height; y += rowStep) {
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 4;
      const r = data[o] ?? 0;
      const g = data[o + 1] ?? 0;
      const b = data[o + 2] ?? 0;
      if (x + 1 < width) {
        const dr = r - (data[o + 4] ?? 0);
        const dg = g - (data[o + 5] ?? 0);
        const db = b - (data[o + 6] ?? 0);
        sum += dr * dr + dg * dg + db * db;
        count += 1;
      }
      if (y + 1 < height) {
        const d = o + width * 4;
        const dr = r - (data[d] ?? 0);
        const dg = g - (data[d + 1] ?? 0);
        const db = b - (data[d + 2] ?? 0);
        sum += dr * dr + dg * dg + db * db;
        count += 1;
      }
    }
  }
  return count === 0 || sum === 0 ? 0 : 1 / (2 * (sum / count));
}

/**
 * The full-resolution cut on the band only, on a grid cropped to the band's bounding box:
 * band pixels get the models' data terms (scored in one batch), their neighbours outside the
 * band keep their label as a hard constraint, everything else is left out. Writes the band's
 * labels into `labels` (1 = foreground).
 */
export function bandCut(pixels: PixelBuffer, texture: Float32Array, labels: Uint8Array, band: Uint8Array, models: Models, hardAt: (x: number, y: number) => number): void {
  const { width, height, data } = pixels;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  // The band's pixels in row order (the graph's first nodes), found in one pass.
  const pixel: number[] = [];
  for (let y = 0; y < height; y += 1) {
    const o = y * width;
    for (let x = 0; x < width; x += 1) {
      if (!band[o + x]) continue;
      pixel.push(o + x);
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return;
  const count = pixel.length;
  // The band's features, packed, scored under both models at once.
  const features = new Float32Array(count * FEATURE_DIMS);
  for (let k = 0; k < count; k += 1) {
    const i = pixel[k] ?? 0;
    features[k * FEATURE_DIMS] = data[i * 4] ?? 0;
    features[k * FEATURE_DIMS + 1] = data[i * 4 + 1] ?? 0;
    features[k * FEATURE_DIMS + 2] = data[i * 4 + 2] ?? 0;
    features[k * FEATURE_DIMS + 3] = texture[i] ?? 0;
  }
  const fgCost = new Float64Array(count);
  const bgCost = new Float64Array(count);
  const best = new Uint8Array(count);
  const scores = new Float64Array(count * COMPONENTS);
  mixtureCosts(models.fg, features, count, fgCost, best, scores);
  mixtureCosts(models.bg, features, count, bgCost, best, scores);
  x0 = Math.max(0, x0 - 1);
  y0 = Math.max(0, y0 - 1);
  x1 = Math.min(width - 1, x1 + 1);
  y1 = Math.min(height - 1, y1 + 1);
  const w = x1 - x0 + 1;
  // The graph holds the band's pixels and their neighbours outside it (fixed to their label),
  // nothing else: a band is a thin ring, its bounding box most of the photo.
  const node = new Int32Array(w * (y1 - y0 + 1)).fill(-1);
  const local = (i: number): number => (Math.floor(i / width) - y0) * w + (i % width) - x0;
  for (let k = 0; k < count; k += 1) node[local(pixel[k] ?? 0)] = k;
  const inBand = count;
  const around = (i: number, d: number): number => {
    const x = i % width;
    return d === 0 ? (x + 1 < width ? i + 1 : -1) : d === 1 ? (x > 0 ? i - 1 : -1) : d === 2 ? (i + width < width * height ? i + width : -1) : i - width;
  };
  for (let k = 0; k < inBand; k += 1) {
    const i = pixel[k] ?? 0;
    for (let d = 0; d < 4; d += 1) {
      const j = around(i, d);
      if (j < 0 || band[j]) continue;
      const l = local(j);
      if ((node[l] ?? -1) >= 0) continue;
      node[l] = pixel.length;
      pixel.push(j);
    }
  }
  const links = new Int32Array(pixel.length * 4).fill(-1);
  const graph = createLinkedGraph(pixel.length, links);
  const beta = rgbStepBeta(pixels, 3);
  const pair = (i: number, j: number): number => Math.round(SCALE * GAMMA * Math.exp(-beta * rgbStep(data, i, j)));
  const HARD = 1 << 24;
  for (let k = 0; k < pixel.length; k += 1) {
    const i = pixel[k] ?? 0;
    const own = k < inBand;
    if (own) {
      const x = i % width;
      const hard = hardAt(x, (i - x) / width);
      const cost = (bgCost[k] ?? 0) - (fgCost[k] ?? 0);
      graph.terminals[k] = hard === HARD_BG ? -HARD : hard === HARD_FG ? HARD : Math.round(SCALE * Math.max(-1e5, Math.min(1e5, cost)));
    } else {
      graph.terminals[k] = labels[i] ? HARD : -HARD;
    }
    for (let d = 0; d < 4; d += 1) {
      const j = around(i, d);
      if (j < 0 || (!own && !band[j])) continue;
      const t = node[local(j)] ?? -1;
      if (t < 0) continue;
      links[k * 4 + d] = t;
      graph.edges[k * 4 + d] = pair(i, j);
    }
  }
  const side = minCut(graph);
  for (let k = 0; k < inBand; k += 1) labels[pixel[k] ?? 0] = side[k] ?? 0;
}
