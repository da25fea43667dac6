// The colour method's mask (or the user's tap / box) as the first guess,
// refined by GrabCut: at a reduced working resolution (≤ LOW_SIDE pixels on
// the longer side) the graph cut iterates with its colour + texture models;
// the labels are scaled up and cut once more at full working resolution, but
// only on a band along the boundary (everything else keeps its label), so
// edges land on the real pixels. The soft alpha on that band is matte.ts's.
import type { CutoutSeed } from '../types.ts';
import type { PixelBuffer } from '../pixels.ts';
import type { TaskControl } from '../task.ts';
import { contrastBeta, cutOnce, energy, FREE, grabCut, HARD_BG, HARD_FG, pairCapacity, unaryCapacity } from './grabcut.ts';
import type { GrabCutGrid, Models } from './grabcut.ts';
import { fitGmm, initialAssign, negLogLikelihood } from './gmm.ts';
import { createGridGraph, setPair, minCut } from './maxflow.ts';

/** Longer side of the grid the iterations run on. */
export const LOW_SIDE = 320;
const ITERATIONS = 4;
const DIMS = 4;

/**
 * Texture per pixel: the local standard deviation of luminance (3 × 3), then the
 * minimum over 3 × 3, which keeps the spread inside textured areas but drops the
 * thin ridge every edge between two flat colours would leave.
 */
export function textureMap(pixels: PixelBuffer): Float32Array {
  const { width, height, data } = pixels;
  const n = width * height;
  const lum = new Float32Array(n);
  const sq = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const v = 0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0);
    lum[i] = v;
    sq[i] = v * v;
  }
  // 3 × 3 sums, separably (rows then columns), clamped at the edges.
  const sum3 = (src: Float32Array): Float32Array => {
    const rows = new Float32Array(n);
    for (let y = 0; y < height; y += 1) {
      const o = y * width;
      for (let x = 0; x < width; x += 1) rows[o + x] = (src[o + Math.max(0, x - 1)] ?? 0) + (src[o + x] ?? 0) + (src[o + Math.min(width - 1, x + 1)] ?? 0);
    }
    const out = new Float32Array(n);
    for (let y = 0; y < height; y += 1) {
      const up = Math.max(0, y - 1) * width;
      const down = Math.min(height - 1, y + 1) * width;
      const o = y * width;
      for (let x = 0; x < width; x += 1) out[o + x] = (rows[up + x] ?? 0) + (rows[o + x] ?? 0) + (rows[down + x] ?? 0);
    }
    return out;
  };
  const s1 = sum3(lum);
  const s2 = sum3(sq);
  const spread = lum;
  for (let i = 0; i < n; i += 1) {
    const m = (s1[i] ?? 0) / 9;
    spread[i] = Math.sqrt(Math.max(0, (s2[i] ?? 0) / 9 - m * m));
  }
  // 3 × 3 minimum, separably.
  const rows = sq;
  for (let y = 0; y < height; y += 1) {
    const o = y * width;
    for (let x = 0; x < width; x += 1) rows[o + x] = Math.min(spread[o + Math.max(0, x - 1)] ?? 0, spread[o + x] ?? 0, spread[o + Math.min(width - 1, x + 1)] ?? 0);
  }
  const out = s1;
  for (let y = 0; y < height; y += 1) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    const o = y * width;
    for (let x = 0; x < width; x += 1) out[o + x] = Math.min(rows[up + x] ?? 0, rows[o + x] ?? 0, rows[down + x] ?? 0);
  }
  return out;
}

/** Features (R, G, B, texture) and colour of every pixel at full working resolution. */
function fullGrid(pixels: PixelBuffer, texture: Float32Array): GrabCutGrid {
  const { width, height, data } = pixels;
  const n = width * height;
  const features = new Float32Array(n * DIMS);
  for (let i = 0; i < n; i += 1) {
    features[i * DIMS] = data[i * 4] ?? 0;
    features[i * DIMS + 1] = data[i * 4 + 1] ?? 0;
    features[i * DIMS + 2] = data[i * 4 + 2] ?? 0;
    features[i * DIMS + 3] = texture[i] ?? 0;
  }
  return { width, height, features, dims: DIMS };
}

/** Box average by an integer factor (cells at the right/bottom edge may be partial). */
function reduceGrid(full: GrabCutGrid, factor: number): GrabCutGrid {
  const width = Math.ceil(full.width / factor);
  const height = Math.ceil(full.height / factor);
  const features = new Float32Array(width * height * DIMS);
  const counts = new Float32Array(width * height);
  for (let y = 0; y < full.height; y += 1) {
    const cy = Math.floor(y / factor);
    for (let x = 0; x < full.width; x += 1) {
      const c = cy * width + Math.floor(x / factor);
      const i = y * full.width + x;
      counts[c] = (counts[c] ?? 0) + 1;
      for (let k = 0; k < DIMS; k += 1) features[c * DIMS + k] = (features[c * DIMS + k] ?? 0) + (full.features[i * DIMS + k] ?? 0);
    }
  }
  for (let c = 0; c < width * height; c += 1) {
    const count = counts[c] || 1;
    for (let k = 0; k < DIMS; k += 1) features[c * DIMS + k] = (features[c * DIMS + k] ?? 0) / count;
  }
  return { width, height, features, dims: DIMS };
}

/** Start labels (1 = foreground) and hard constraints on the reduced grid. */
function initialise(low: GrabCutGrid, factor: number, fullWidth: number, fullHeight: number, guessBg: Uint8Array | null, seed: CutoutSeed | undefined, plainBackdrop: boolean): { labels: Uint8Array; hard: Uint8Array; alternative?: Uint8Array } {
  const { width, height } = low;
  const n = width * height;
  const labels = new Uint8Array(n);
  const hard = new Uint8Array(n).fill(FREE);
  // The guess, cell by cell (a cell is foreground when most of its pixels are).
  const fgShare = new Float32Array(n);
  const cellCount = new Float32Array(n);
  if (guessBg) {
    for (let y = 0; y < fullHeight; y += 1) {
      for (let x = 0; x < fullWidth; x += 1) {
        const c = Math.floor(y / factor) * width + Math.floor(x / factor);
        cellCount[c] = (cellCount[c] ?? 0) + 1;
        if (!guessBg[y * fullWidth + x]) fgShare[c] = (fgShare[c] ?? 0) + 1;
      }
    }
    for (let c = 0; c < n; c += 1) labels[c] = (fgShare[c] ?? 0) * 2 > (cellCount[c] ?? 1) ? 1 : 0;
  }
  const border = (x: number, y: number): boolean => x === 0 || y === 0 || x === width - 1 || y === height - 1;
  let kept = 0;
  for (let c = 0; c < n; c += 1) kept += labels[c] ?? 0;
  const degenerate = kept < n * 0.01 || kept > n * 0.99;

  if (seed?.kind === 'box') {
    const x0 = Math.floor(seed.rect.x / factor);
    const y0 = Math.floor(seed.rect.y / factor);
    const x1 = Math.ceil((seed.rect.x + seed.rect.width) / factor);
    const y1 = Math.ceil((seed.rect.y + seed.rect.height) / factor);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const inside = x >= x0 && x < x1 && y >= y0 && y < y1;
        labels[y * width + x] = inside ? 1 : 0;
        if (!inside) hard[y * width + x] = HARD_BG;
      }
    }
    return { labels, hard };
  }
  if (seed?.kind === 'point') {
    const px = seed.x / factor;
    const py = seed.y / factor;
    const side = Math.min(width, height);
    const tapRadius = Math.max(1.5, side * 0.02);
    const tapped = labels[Math.min(height - 1, Math.max(0, Math.floor(py))) * width + Math.min(width - 1, Math.max(0, Math.floor(px)))] === 1;
    // Without a guess that holds the tapped spot, start from what the border does not explain.
    const distinct = !tapped || degenerate ? unlikeFrame(low) : null;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const c = y * width + x;
        const d = Math.hypot(x + 0.5 - px, y + 0.5 - py);
        if (distinct) labels[c] = distinct[c] ?? 0;
        if (d <= tapRadius) hard[c] = HARD_FG;
        else if (border(x, y)) hard[c] = HARD_BG;
      }
    }
    return { labels, hard };
  }
  if (degenerate) {
    // No usable guess: what the frame of the image does not explain is the object.
    const distinct = unlikeFrame(low);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        labels[y * width + x] = distinct[y * width + x] ?? 0;
        if (border(x, y)) hard[y * width + x] = HARD_BG;
      }
    }
    return { labels, hard };
  }
  // The guess's background on the image border is background for sure; the rest is free.
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (border(x, y) && !labels[y * width + x]) hard[y * width + x] = HARD_BG;
    }
  }
  // On a plain backdrop (a wall, a studio gradient) the flood's guess is trusted.
  if (plainBackdrop) return { labels, hard };
  // On a busy one the flood may have eaten parts of the object that have the backdrop's colour (a
  // face before a wall of similar tone): the guess plus whatever the frame does not explain is a second start.
  const distinct = unlikeFrame(low);
  const alternative = new Uint8Array(labels);
  let added = 0;
  for (let c = 0; c < n; c += 1) {
    if (distinct[c] && !labels[c] && !hard[c]) {
      alternative[c] = 1;
      added += 1;
    }
  }
  return added > n * 0.005 ? { labels, hard, alternative } : { labels, hard };
}

/**
 * A first guess when the colour method found no backdrop (low contrast, busy scenes):
 * a mixture fitted to a 5% frame along the border, and every pixel that mixture explains
 * worse than 99% of the frame's own pixels is foreground. Falls back to the classic
 * GrabCut rectangle (everything inside the frame) when that marks almost nothing.
 */
function unlikeFrame(low: GrabCutGrid): Uint8Array {
  const { width, height, features, dims } = low;
  const n = width * height;
  const mx = Math.max(1, Math.round(width * 0.05));
  const my = Math.max(1, Math.round(height * 0.05));
  const frame = new Uint8Array(n);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) frame[y * width + x] = x < mx || x >= width - mx || y < my || y >= height - my ? 1 : 0;
  }
  const assign = new Uint8Array(n);
  initialAssign(features, dims, frame, 1, assign);
  const model = fitGmm(features, dims, frame, 1, assign);
  const cost = new Float32Array(n);
  const frameCosts: number[] = [];
  for (let i = 0; i < n; i += 1) {
    cost[i] = negLogLikelihood(model, features, i);
    if (frame[i]) frameCosts.push(cost[i] ?? 0);
  }
  frameCosts.sort((a, b) => a - b);
  const limit = frameCosts[Math.floor(frameCosts.length * 0.99)] ?? Infinity;
  const out = new Uint8Array(n);
  let kept = 0;
  for (let i = 0; i < n; i += 1) {
    if (!frame[i] && (cost[i] ?? 0) > limit) {
      out[i] = 1;
      kept += 1;
    }
  }
  if (kept >= n * 0.01) return out;
  for (let i = 0; i < n; i += 1) out[i] = frame[i] ? 0 : 1;
  return out;
}

/** Pixels within `radius` (Chebyshev) of a label change. */
function boundaryBand(labels: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const n = width * height;
  const edge = new Uint8Array(n);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const l = labels[i];
      if ((x + 1 < width && labels[i + 1] !== l) || (y + 1 < height && labels[i + width] !== l)) {
        edge[i] = 1;
        if (x + 1 < width) edge[i + 1] = 1;
        if (y + 1 < height) edge[i + width] = 1;
      }
    }
  }
  // Separable dilation with running counts.
  const rows = new Uint8Array(n);
  for (let y = 0; y < height; y += 1) {
    let count = 0;
    for (let x = -radius; x < width; x += 1) {
      const enter = x + radius;
      if (enter < width && edge[y * width + enter]) count += 1;
      const leave = x - radius - 1;
      if (leave >= 0 && edge[y * width + leave]) count -= 1;
      if (x >= 0) rows[y * width + x] = count > 0 ? 1 : 0;
    }
  }
  const band = new Uint8Array(n);
  for (let x = 0; x < width; x += 1) {
    let count = 0;
    for (let y = -radius; y < height; y += 1) {
      const enter = y + radius;
      if (enter < height && rows[enter * width + x]) count += 1;
      const leave = y - radius - 1;
      if (leave >= 0 && rows[leave * width + x]) count -= 1;
      if (y >= 0) band[y * width + x] = count > 0 ? 1 : 0;
    }
  }
  return band;
}

/**
 * Refines a background guess (1 = background per pixel; null when there is none)
 * with GrabCut; returns the new background map at the same size.
 */
export async function graphCutRefine(pixels: PixelBuffer, guessBg: Uint8Array | null, seed: CutoutSeed | undefined, plainBackdrop: boolean, control: TaskControl): Promise<Uint8Array> {
  const { width, height } = pixels;
  const full = fullGrid(pixels, textureMap(pixels));
  const factor = Math.max(1, Math.ceil(Math.max(width, height) / LOW_SIDE));
  const low = factor === 1 ? full : reduceGrid(full, factor);
  await control.checkpoint();
  const start = initialise(low, factor, width, height, guessBg, seed, plainBackdrop);
  let { labels: lowLabels, models } = grabCut(low, start.labels, start.hard, ITERATIONS);
  if (start.alternative) {
    // Two starts: keep the result the GrabCut energy prefers.
    const other = grabCut(low, start.alternative, start.hard, ITERATIONS);
    const beta = contrastBeta(low);
    if (energy(low, other.labels, other.models, start.hard, beta) < energy(low, lowLabels, models, start.hard, beta)) ({ labels: lowLabels, models } = other);
  }
  await control.checkpoint();
  const up = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) up[y * width + x] = lowLabels[Math.floor(y / factor) * low.width + Math.floor(x / factor)] ?? 0;
  }
  let labels: Uint8Array = up;
  if (factor === 1) {
    labels = cutOnce(full, models, seedConstraints(start.hard, factor, low.width, width, height), contrastBeta(full));
  } else {
    const band = boundaryBand(up, width, height, factor + 1);
    await control.checkpoint();
    const hardAt = (x: number, y: number): number => start.hard[Math.floor(y / factor) * low.width + Math.floor(x / factor)] ?? FREE;
    bandCut(full, up, band, models, hardAt, labels);
  }
  const bg = new Uint8Array(width * height);
  for (let i = 0; i < bg.length; i += 1) bg[i] = labels[i] ? 0 : 1;
  return bg;
}

/** The reduced grid's hard constraints at full resolution. */
function seedConstraints(hard: Uint8Array, factor: number, lowWidth: number, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) out[y * width + x] = hard[Math.floor(y / factor) * lowWidth + Math.floor(x / factor)] ?? FREE;
  }
  return out;
}

/**
 * The full-resolution cut on the band only, on a grid cropped to the band's bounding box:
 * band pixels get the models' data terms, their neighbours outside the band keep their label
 * as a hard constraint, everything else is left out. Writes the band's labels into `labels`.
 */
function bandCut(full: GrabCutGrid, up: Uint8Array, band: Uint8Array, models: Models, hardAt: (x: number, y: number) => number, labels: Uint8Array): void {
  const { width, height } = full;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!band[y * width + x]) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return;
  x0 = Math.max(0, x0 - 1);
  y0 = Math.max(0, y0 - 1);
  x1 = Math.min(width - 1, x1 + 1);
  y1 = Math.min(height - 1, y1 + 1);
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const graph = createGridGraph(w, h);
  const beta = contrastBeta(full, 3);
  const HARD = 1 << 24;
  const fixed = (i: number): number => (up[i] ? HARD : -HARD);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = (y + y0) * width + x + x0;
      const g = y * w + x;
      const inBand = band[i] === 1;
      if (inBand) {
        const hard = hardAt(x + x0, y + y0);
        graph.terminals[g] = hard === HARD_BG ? -HARD : hard === HARD_FG ? HARD : unaryCapacity(models, full.features, i);
      }
      if (x + 1 < w && (inBand || band[i + 1])) {
        setPair(graph, g, 0, pairCapacity(full, beta, i, i + 1));
        if (!inBand) graph.terminals[g] = fixed(i);
        else if (!band[i + 1]) graph.terminals[g + 1] = fixed(i + 1);
      }
      if (y + 1 < h && (inBand || band[i + width])) {
        setPair(graph, g, 2, pairCapacity(full, beta, i, i + width));
        if (!inBand) graph.terminals[g] = fixed(i);
        else if (!band[i + width]) graph.terminals[g + w] = fixed(i + width);
      }
    }
  }
  const side = minCut(graph);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = (y + y0) * width + x + x0;
      if (band[i]) labels[i] = side[y * w + x] ?? 0;
    }
  }
}
