// Seamless blending of the patch-based fill (Pérez et al. 2003, "Poisson image
// editing"): inside the hole the result keeps the fill's gradients (its
// texture), and across the hole's edge the guidance is zero, with the known
// pixels as the Dirichlet boundary, so the colour continues from the
// surroundings into the hole instead of stepping at the box edge. Written as
// the fill plus a correction c: the correction is harmonic inside the hole and
// meets (known − fill) across every edge of the hole, so it is smooth and cheap:
// an onion-peel start, then multigrid-preconditioned conjugate gradients (multigrid.ts).
import type { BlendLevel, Box } from './holePieces.ts';
import { copyBox, cropLevel, holeBoxes } from './holePieces.ts';
import { solveCorrection } from './multigrid.ts';

export type { BlendLevel } from './holePieces.ts';

/**
 * `detailRadius` > 0: the fill keeps only its detail (itself minus its box mean of that
 * radius) and the slow variation comes from the surroundings alone, as a membrane does.
 * `low`: lowPass(level, detailRadius), when the caller has it.
 */
export function seamlessBlend(level: BlendLevel, detailRadius = 0, low?: LowPass): void {
  // The solve reads only the hole and its 4-neighbours: it runs on the boxes round the hole's
  // pieces grown by one, not on the whole window (a caption and a corner logo share one
  // window ~20× their holes). The pieces do not touch, so each is solved alone.
  const boxes = holeBoxes(level, 1);
  if (boxes.length === 0) return;
  const whole = detailRadius > 0 ? (low ?? lowPass(level, detailRadius)) : undefined;
  for (const box of boxes) {
    const crop = cropLevel(level, box);
    blendCrop(crop, whole ? lowCrop(whole, box) : undefined);
    copyBox(level.img, level.width, crop.img, box, 3, true);
  }
}

/** Blends one crop in place; `low` (the crop's low pass) makes the fill keep only its detail. */
function blendCrop(level: BlendLevel, low?: Float32Array): void {
  const { width, height, hole } = level;
  const img = new Float32Array(level.img);
  if (low) keepDetail(img, hole, low);
  const n = width * height;
  const holes: number[] = [];
  for (let i = 0; i < n; i += 1) if (hole[i]) holes.push(i);
  // Per hole pixel: the sum of (known − fill) over its known neighbours.
  const fixed = new Float32Array(holes.length * 3);
  const correction = new Float32Array(n * 3);
  const known = new Uint8Array(n);
  const edge = (k: number, p: number, q: number): void => {
    if (hole[q]) return;
    for (let c = 0; c < 3; c += 1) {
      const step = (img[q * 3 + c] ?? 0) - (img[p * 3 + c] ?? 0);
      fixed[k * 3 + c] = (fixed[k * 3 + c] ?? 0) + step;
      // The onion-peel start reads the mismatch from the known pixel itself.
      correction[q * 3 + c] = step;
    }
    known[q] = 1;
  };
  for (let k = 0; k < holes.length; k += 1) {
    const p = holes[k] ?? 0;
    const x = p % width;
    // Right, left, down, up (neighbours outside the crop are outside the level: none there).
    if (x + 1 < width) edge(k, p, p + 1);
    if (x > 0) edge(k, p, p - 1);
    if (p + width < n) edge(k, p, p + width);
    if (p >= width) edge(k, p, p - width);
  }
  // Start: the mismatch spread inward from the rim (low frequencies about right already).
  onionPeel(width, correction, hole, known);
  solveCorrection(width, height, hole, holes, fixed, correction);
  for (const p of holes) {
    for (let c = 0; c < 3; c += 1) level.img[p * 3 + c] = Math.max(0, Math.min(255, Math.round((img[p * 3 + c] ?? 0) + (correction[p * 3 + c] ?? 0))));
  }
}

/**
 * Fills `values` over the hole from the `known` pixels inward (each the mean of its known
 * 4-neighbours, layer by layer); returns the number of layers peeled (the hole's depth).
 * Breadth-first: each layer is found from the one before, not by rescanning the whole hole.
 */
function onionPeel(width: number, values: Float32Array, hole: Uint8Array, known: Uint8Array): number {
  const n = hole.length;
  const queued = new Uint8Array(n);
  let layer = new Int32Array(n);
  let next = new Int32Array(n);
  let size = 0;
  const around = (p: number, d: number): number => {
    const x = p % width;
    return d === 0 ? (x + 1 < width ? p + 1 : -1) : d === 1 ? (x > 0 ? p - 1 : -1) : d === 2 ? (p + width < n ? p + width : -1) : p - width;
  };
  // The first layer: hole pixels with a known neighbour.
  for (let p = 0; p < n; p += 1) {
    if (!hole[p] || known[p]) continue;
    for (let d = 0; d < 4; d += 1) {
      const q = around(p, d);
      if (q >= 0 && known[q]) {
        layer[size++] = p;
        queued[p] = 1;
        break;
      }
    }
  }
  let layers = 0;
  while (size > 0) {
    layers += 1;
    for (let k = 0; k < size; k += 1) {
      const p = layer[k] ?? 0;
      let m = 0;
      let r = 0;
      let g = 0;
      let b = 0;
      for (let d = 0; d < 4; d += 1) {
        const q = around(p, d);
        if (q < 0 || !known[q]) continue;
        m += 1;
        r += values[q * 3] ?? 0;
        g += values[q * 3 + 1] ?? 0;
        b += values[q * 3 + 2] ?? 0;
      }
      values[p * 3] = r / m;
      values[p * 3 + 1] = g / m;
      values[p * 3 + 2] = b / m;
    }
    let nextSize = 0;
    for (let k = 0; k < size; k += 1) known[layer[k] ?? 0] = 1;
    for (let k = 0; k < size; k += 1) {
      const p = layer[k] ?? 0;
      for (let d = 0; d < 4; d += 1) {
        const q = around(p, d);
        if (q < 0 || !hole[q] || known[q] || queued[q]) continue;
        queued[q] = 1;
        next[nextSize++] = q;
      }
    }
    [layer, next] = [next, layer];
    size = nextSize;
  }
  return layers;
}

/**
 * How much fine detail the known pixels near the hole have: RMS over the known pixels within
 * `radius` of the hole of (value − its box mean of that radius), all channels.
 */
export function surroundingDetail(level: BlendLevel, radius: number, low: LowPass = lowPass(level, radius)): number {
  // Known pixels near the hole: within 2 · round(radius / 2) of it, the square a twice-applied
  // box mean of the hole mask of radius round(radius / 2) reaches (what this read before).
  // Nothing farther counts, so the sum runs on the box round the hole grown by that much.
  const reach = nearReach(radius);
  let sum = 0;
  let count = 0;
  for (const box of holeBoxes(level, reach)) {
    const { width, height, hole, img } = cropLevel(level, box);
    const cropLow = lowCrop(low, box);
    const near = dilateSquare(width, height, hole, reach);
    for (let i = 0; i < hole.length; i += 1) {
      if (hole[i] || !near[i]) continue;
      for (let c = 0; c < 3; c += 1) sum += ((img[i * 3 + c] ?? 0) - (cropLow[i * 3 + c] ?? 0)) ** 2;
      count += 3;
    }
  }
  return count === 0 ? 0 : Math.sqrt(sum / count);
}

/** 1 where a set pixel of `mask` lies within `radius` (Chebyshev): running counts along rows, then columns. */
function dilateSquare(width: number, height: number, mask: Uint8Array, radius: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) {
    const o = y * width;
    let count = 0;
    for (let x = -radius; x < width; x += 1) {
      const enter = x + radius;
      if (enter < width && mask[o + enter]) count += 1;
      const leave = x - radius - 1;
      if (leave >= 0 && mask[o + leave]) count -= 1;
      if (x >= 0) rows[o + x] = count > 0 ? 1 : 0;
    }
  }
  const out = new Uint8Array(mask.length);
  const counts = new Int32Array(width);
  for (let y = -radius; y < height; y += 1) {
    const enter = y + radius;
    if (enter < height) for (let x = 0; x < width; x += 1) counts[x] = (counts[x] ?? 0) + (rows[enter * width + x] ?? 0);
    const leave = y - radius - 1;
    if (leave >= 0) for (let x = 0; x < width; x += 1) counts[x] = (counts[x] ?? 0) - (rows[leave * width + x] ?? 0);
    if (y >= 0) for (let x = 0; x < width; x += 1) out[y * width + x] = (counts[x] ?? 0) > 0 ? 1 : 0;
  }
  return out;
}

/**
 * The low pass of a level near its hole: the level's pixels box-averaged with radius r twice
 * (≈ a Gaussian), kept only on the boxes round the hole's pieces (3 values per pixel of each
 * box). Elsewhere it is not needed, and a window-sized array of it cost more than the sums.
 */
export interface LowPass {
  boxes: Box[];
  values: Float32Array[];
}

/**
 * What surroundingDetail and the blend's detail both subtract, so a caller that needs both
 * computes it once.
 */
export function lowPass(level: BlendLevel, radius: number): LowPass {
  // Read only in the hole and within nearReach of it; each value there depends on pixels up to
  // 2 · radius away (two box passes), so on crops round the hole's pieces that reach that much
  // farther (clipped to the window as a whole-window pass clips) those values are the whole
  // window's own.
  const boxes = holeBoxes(level, nearReach(radius) + 2 * radius);
  const values = boxes.map((box) => {
    const width = box.x1 - box.x0 + 1;
    const height = box.y1 - box.y0 + 1;
    const crop = new Float32Array(width * height * 3);
    copyBox(level.img, level.width, crop, box, 3, false);
    return boxMean(width, height, crop, radius);
  });
  return { boxes, values };
}

/** The low pass on `box` (which lies within one of its boxes: a hole box of a smaller margin). */
export function lowCrop(low: LowPass, box: Box): Float32Array {
  const at = low.boxes.findIndex((b) => b.x0 <= box.x0 && box.x1 <= b.x1 && b.y0 <= box.y0 && box.y1 <= b.y1);
  const from = low.boxes[at];
  const values = low.values[at];
  if (!from || !values) throw new Error('lowCrop: the box is not within the low pass');
  const out = new Float32Array((box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1) * 3);
  copyBox(values, from.x1 - from.x0 + 1, out, { x0: box.x0 - from.x0, y0: box.y0 - from.y0, x1: box.x1 - from.x0, y1: box.y1 - from.y0 }, 3, false);
  return out;
}

/** How far from the hole surroundingDetail reads. */
function nearReach(radius: number): number {
  return 2 * Math.max(1, Math.round(radius / 2));
}

/** Inside the hole: value minus its low pass (`lowPass`). */
function keepDetail(img: Float32Array, hole: Uint8Array, low: Float32Array): void {
  for (let i = 0; i < hole.length; i += 1) {
    if (!hole[i]) continue;
    for (let c = 0; c < 3; c += 1) img[i * 3 + c] = (img[i * 3 + c] ?? 0) - (low[i * 3 + c] ?? 0);
  }
}

/** Box mean of radius r applied twice (≈ a Gaussian), 3 channels, edges clamped to the window. */
function boxMean(width: number, height: number, img: Float32Array, radius: number): Float32Array {
  let low = img;
  for (let pass = 0; pass < 2; pass += 1) {
    const rows = new Float32Array(low.length);
    for (let y = 0; y < height; y += 1) {
      for (let c = 0; c < 3; c += 1) {
        let sum = 0;
        let count = 0;
        for (let x = -radius; x < width; x += 1) {
          const enter = x + radius;
          if (enter < width) {
            sum += low[(y * width + enter) * 3 + c] ?? 0;
            count += 1;
          }
          const leave = x - radius - 1;
          if (leave >= 0) {
            sum -= low[(y * width + leave) * 3 + c] ?? 0;
            count -= 1;
          }
          if (x >= 0) rows[(y * width + x) * 3 + c] = sum / count;
        }
      }
    }
    // Columns with one running sum per (x, channel), walking the rows in memory order: the
    // column-by-column walk jumped a whole row per step and missed the cache every time.
    const cols = new Float32Array(low.length);
    const stride = width * 3;
    const sums = new Float64Array(stride);
    let count = 0;
    for (let y = -radius; y < height; y += 1) {
      const enter = y + radius;
      if (enter < height) {
        const o = enter * stride;
        for (let j = 0; j < stride; j += 1) sums[j] = (sums[j] ?? 0) + (rows[o + j] ?? 0);
        count += 1;
      }
      const leave = y - radius - 1;
      if (leave >= 0) {
        const o = leave * stride;
        for (let j = 0; j < stride; j += 1) sums[j] = (sums[j] ?? 0) - (rows[o + j] ?? 0);
        count -= 1;
      }
      if (y >= 0) {
        const o = y * stride;
        for (let j = 0; j < stride; j += 1) cols[o + j] = (sums[j] ?? 0) / count;
      }
    }
    low = cols;
  }
  return low;
}
