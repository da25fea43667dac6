// The colour method's mask (or the user's tap / box) as the first guess,
// refined by GrabCut: at a reduced working resolution (≤ LOW_SIDE pixels on
// the longer side) the graph cut iterates with its colour + texture models;
// the labels are scaled up and cut once more at full working resolution, but
// only on a band along the boundary (everything else keeps its label), so
// edges land on the real pixels. The soft alpha on that band is matte.ts's.
import type { CutoutSeed } from '../types.ts';
import type { PixelBuffer } from '../pixels.ts';
import type { TaskControl } from '../task.ts';
import { bandCut, FEATURE_DIMS } from './bandCut.ts';
import { energy, FREE, grabCut, GridCutter, HARD_BG, HARD_FG } from './grabcut.ts';
import type { GrabCutGrid } from './grabcut.ts';
import { COMPONENTS, fitGmm, initialAssign, mixtureCosts } from './gmm.ts';

/** Longer side of the grid the iterations run on. */
export const LOW_SIDE = 320;
const ITERATIONS = 4;

/**
 * Texture per pixel: the local standard deviation of luminance (3 × 3), then the
 * minimum over 3 × 3, which keeps the spread inside textured areas but drops the
 * thin ridge every edge between two flat colours would leave.
 */
export function textureMap(pixels: PixelBuffer): Float32Array {
  const { width, height, data } = pixels;
  const n = width * height;
  const lum = new Float32Array(n);
  for (let i = 0, o = 0; i < n; i += 1, o += 4) lum[i] = 0.299 * (data[o] ?? 0) + 0.587 * (data[o + 1] ?? 0) + 0.114 * (data[o + 2] ?? 0);
  // 3 × 3 sums of v and v², rows then columns, clamped at the edges; two row buffers per pass.
  const rowSum = new Float32Array(n);
  const rowSq = new Float32Array(n);
  for (let y = 0; y < height; y += 1) {
    const o = y * width;
    for (let x = 0; x < width; x += 1) {
      const a = lum[o + (x > 0 ? x - 1 : 0)] ?? 0;
      const b = lum[o + x] ?? 0;
      const c = lum[o + (x + 1 < width ? x + 1 : x)] ?? 0;
      rowSum[o + x] = a + b + c;
      rowSq[o + x] = a * a + b * b + c * c;
    }
  }
  const spread = lum;
  for (let y = 0; y < height; y += 1) {
    const up = (y > 0 ? y - 1 : 0) * width;
    const down = (y + 1 < height ? y + 1 : y) * width;
    const o = y * width;
    for (let x = 0; x < width; x += 1) {
      const m = ((rowSum[up + x] ?? 0) + (rowSum[o + x] ?? 0) + (rowSum[down + x] ?? 0)) / 9;
      const v = ((rowSq[up + x] ?? 0) + (rowSq[o + x] ?? 0) + (rowSq[down + x] ?? 0)) / 9 - m * m;
      spread[o + x] = v > 0 ? Math.sqrt(v) : 0;
    }
  }
  // 3 × 3 minimum, separably.
  const rows = rowSum;
  for (let y = 0; y < height; y += 1) {
    const o = y * width;
    for (let x = 0; x < width; x += 1) {
      const a = spread[o + (x > 0 ? x - 1 : 0)] ?? 0;
      const b = spread[o + x] ?? 0;
      const c = spread[o + (x + 1 < width ? x + 1 : x)] ?? 0;
      rows[o + x] = a < b ? (a < c ? a : c) : b < c ? b : c;
    }
  }
  const out = rowSq;
  for (let y = 0; y < height; y += 1) {
    const up = (y > 0 ? y - 1 : 0) * width;
    const down = (y + 1 < height ? y + 1 : y) * width;
    const o = y * width;
    for (let x = 0; x < width; x += 1) {
      const a = rows[up + x] ?? 0;
      const b = rows[o + x] ?? 0;
      const c = rows[down + x] ?? 0;
      out[o + x] = a < b ? (a < c ? a : c) : b < c ? b : c;
    }
  }
  return out;
}

/** Features (R, G, B, texture) and colour of every pixel at full working resolution. */
function fullGrid(pixels: PixelBuffer, texture: Float32Array): GrabCutGrid {
  const { width, height, data } = pixels;
  const n = width * height;
  const features = new Float32Array(n * FEATURE_DIMS);
  for (let i = 0; i < n; i += 1) {
    features[i * FEATURE_DIMS] = data[i * 4] ?? 0;
    features[i * FEATURE_DIMS + 1] = data[i * 4 + 1] ?? 0;
    features[i * FEATURE_DIMS + 2] = data[i * 4 + 2] ?? 0;
    features[i * FEATURE_DIMS + 3] = texture[i] ?? 0;
  }
  return { width, height, features, dims: FEATURE_DIMS };
}

/** The features box-averaged by an integer factor, straight from the pixels (cells at the right/bottom edge may be partial). */
function reduceGrid(pixels: PixelBuffer, texture: Float32Array, factor: number): GrabCutGrid {
  const { data } = pixels;
  const width = Math.ceil(pixels.width / factor);
  const height = Math.ceil(pixels.height / factor);
  const features = new Float32Array(width * height * FEATURE_DIMS);
  const counts = new Float32Array(width * height);
  for (let y = 0; y < pixels.height; y += 1) {
    const rowCell = Math.floor(y / factor) * width;
    let i = y * pixels.width;
    for (let cx = 0; cx < width; cx += 1) {
      const end = Math.min(pixels.width, (cx + 1) * factor) + y * pixels.width;
      let r = 0;
      let g = 0;
      let b = 0;
      let t = 0;
      const from = i;
      for (; i < end; i += 1) {
        r += data[i * 4] ?? 0;
        g += data[i * 4 + 1] ?? 0;
        b += data[i * 4 + 2] ?? 0;
        t += texture[i] ?? 0;
      }
      const c = rowCell + cx;
      counts[c] = (counts[c] ?? 0) + (end - from);
      features[c * FEATURE_DIMS] = (features[c * FEATURE_DIMS] ?? 0) + r;
      features[c * FEATURE_DIMS + 1] = (features[c * FEATURE_DIMS + 1] ?? 0) + g;
      features[c * FEATURE_DIMS + 2] = (features[c * FEATURE_DIMS + 2] ?? 0) + b;
      features[c * FEATURE_DIMS + 3] = (features[c * FEATURE_DIMS + 3] ?? 0) + t;
    }
  }
  for (let c = 0; c < width * height; c += 1) {
    const count = counts[c] || 1;
    for (let k = 0; k < FEATURE_DIMS; k += 1) features[c * FEATURE_DIMS + k] = (features[c * FEATURE_DIMS + k] ?? 0) / count;
  }
  return { width, height, features, dims: FEATURE_DIMS };
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
    const column = new Int32Array(fullWidth);
    for (let x = 0; x < fullWidth; x += 1) column[x] = Math.floor(x / factor);
    for (let y = 0; y < fullHeight; y += 1) {
      const row = Math.floor(y / factor) * width;
      const o = y * fullWidth;
      for (let x = 0; x < fullWidth; x += 1) {
        const c = row + (column[x] ?? 0);
        cellCount[c] = (cellCount[c] ?? 0) + 1;
        if (!guessBg[o + x]) fgShare[c] = (fgShare[c] ?? 0) + 1;
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
  const cost = new Float64Array(n);
  mixtureCosts(model, features, n, cost, new Uint8Array(n), new Float64Array(n * COMPONENTS));
  let frameCount = 0;
  for (let i = 0; i < n; i += 1) frameCount += frame[i] ?? 0;
  const frameCosts = new Float64Array(frameCount);
  for (let i = 0, f = 0; i < n; i += 1) if (frame[i]) frameCosts[f++] = cost[i] ?? 0;
  frameCosts.sort();
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
  const texture = textureMap(pixels);
  const factor = Math.max(1, Math.ceil(Math.max(width, height) / LOW_SIDE));
  const low = factor === 1 ? fullGrid(pixels, texture) : reduceGrid(pixels, texture, factor);
  await control.checkpoint();
  const start = initialise(low, factor, width, height, guessBg, seed, plainBackdrop);
  const cutter = new GridCutter(low);
  let { labels: lowLabels, models } = grabCut(low, start.labels, start.hard, ITERATIONS, cutter);
  if (start.alternative) {
    await control.checkpoint();
    // Two starts: keep the result the GrabCut energy prefers.
    const other = grabCut(low, start.alternative, start.hard, ITERATIONS, cutter);
    if (energy(cutter, other.labels, other.models, start.hard) < energy(cutter, lowLabels, models, start.hard)) ({ labels: lowLabels, models } = other);
  }
  await control.checkpoint();
  if (factor === 1) {
    // The iterations ran at full resolution: one more cut with the final models settles the labels.
    return invert(cutter.cut(models, start.hard));
  }
  const up = new Uint8Array(width * height);
  const column = new Int32Array(width);
  for (let x = 0; x < width; x += 1) column[x] = Math.floor(x / factor);
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor(y / factor) * low.width;
    const o = y * width;
    for (let x = 0; x < width; x += 1) up[o + x] = lowLabels[row + (column[x] ?? 0)] ?? 0;
  }
  const band = boundaryBand(up, width, height, factor + 1);
  await control.checkpoint();
  const hardAt = (x: number, y: number): number => start.hard[Math.floor(y / factor) * low.width + Math.floor(x / factor)] ?? FREE;
  bandCut(pixels, texture, up, band, models, hardAt);
  return invert(up);
}

function invert(labels: Uint8Array): Uint8Array {
  const bg = new Uint8Array(labels.length);
  for (let i = 0; i < bg.length; i += 1) bg[i] = labels[i] ? 0 : 1;
  return bg;
}
