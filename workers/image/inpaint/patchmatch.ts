// PatchMatch (Barnes et al. 2009) nearest-neighbour fields for Wexler-style
// completion: every target patch that overlaps the hole finds a similar patch
// made only of known pixels. These loops are where inpainting spends its time:
// flat typed arrays, no allocation or closure per pixel, and a distance that
// stops as soon as it cannot beat the best candidate so far.
import type { Level } from './level.ts';
import type { SeededRandom } from './random.ts';

export interface Field {
  /** Target patch centres (pixel indices) whose patch touches the hole. */
  targets: Int32Array;
  /** Source centre per target, index into the level. */
  nnf: Int32Array;
  /** Patch distance per target (sum of squared differences). */
  cost: Float64Array;
  /** Spacing of the target centres: 1 = every pixel near the hole, 2 = every other row and column. */
  stride: number;
}

export interface MatchSetup {
  /** 1 where a patch centred there lies inside the level and holds no hole pixel. */
  valid: Uint8Array;
  validCount: number;
  /**
   * Centres of the patches to match: pixels within `radius` of a hole pixel, on a
   * grid of `stride` (≤ radius + 1, so every hole pixel is still covered by a patch).
   */
  targets: Int32Array;
}

/** The level's hole pixels, in scan order. */
export function holePixels(level: Level): Int32Array {
  const { hole } = level;
  // The hole is a few percent of the window: skip four known pixels at a time (a fresh level's
  // array starts on a word boundary; a view that does not is read byte by byte).
  const words = hole.byteOffset % 4 === 0 ? new Uint32Array(hole.buffer, hole.byteOffset, hole.length >> 2) : new Uint32Array(0);
  const tail = words.length * 4;
  let count = 0;
  for (let w = 0; w < words.length; w += 1) {
    if (words[w] === 0) continue;
    for (let p = w * 4; p < w * 4 + 4; p += 1) count += hole[p] ? 1 : 0;
  }
  for (let p = tail; p < hole.length; p += 1) count += hole[p] ? 1 : 0;
  const out = new Int32Array(count);
  let k = 0;
  for (let w = 0; w < words.length; w += 1) {
    if (words[w] === 0) continue;
    for (let p = w * 4; p < w * 4 + 4; p += 1) if (hole[p]) out[k++] = p;
  }
  for (let p = tail; p < hole.length; p += 1) if (hole[p]) out[k++] = p;
  return out;
}

/**
 * Sources and targets from one map: the pixels within `radius` of the hole
 * (square), found run by run and only around the hole, so a small hole in a
 * big window costs little beyond clearing the arrays.
 */
export function matchSetup(level: Level, holes: Int32Array, radius: number, stride: number, near: Uint8Array, valid: Uint8Array): MatchSetup {
  const { width, height } = level;
  near.fill(0);
  valid.fill(0);
  let nx0 = width;
  let nx1 = -1;
  let ny0 = height;
  let ny1 = -1;
  for (let k = 0; k < holes.length; ) {
    const start = holes[k] ?? 0;
    const y = Math.floor(start / width);
    let end = start;
    while (k + 1 < holes.length && holes[k + 1] === end + 1 && Math.floor((end + 1) / width) === y) {
      end += 1;
      k += 1;
    }
    k += 1;
    const xa = Math.max(0, start - y * width - radius);
    const xb = Math.min(width - 1, end - y * width + radius);
    const ya = Math.max(0, y - radius);
    const yb = Math.min(height - 1, y + radius);
    for (let yy = ya; yy <= yb; yy += 1) near.fill(1, yy * width + xa, yy * width + xb + 1);
    nx0 = Math.min(nx0, xa);
    nx1 = Math.max(nx1, xb);
    ny0 = Math.min(ny0, ya);
    ny1 = Math.max(ny1, yb);
  }
  for (let y = radius; y < height - radius; y += 1) valid.fill(1, y * width + radius, y * width + width - radius);
  let validCount = Math.max(0, height - 2 * radius) * Math.max(0, width - 2 * radius);
  let targetCount = 0;
  for (let y = ny0; y <= ny1; y += 1) {
    for (let x = nx0; x <= nx1; x += 1) {
      const i = y * width + x;
      if (!near[i]) continue;
      if (valid[i]) {
        valid[i] = 0;
        validCount -= 1;
      }
      if (x % stride === 0 && y % stride === 0) targetCount += 1;
    }
  }
  const targets = new Int32Array(targetCount);
  let t = 0;
  for (let y = ny0 + ((stride - (ny0 % stride)) % stride); y <= ny1; y += stride) {
    for (let x = nx0 + ((stride - (nx0 % stride)) % stride); x <= nx1; x += stride) if (near[y * width + x]) targets[t++] = y * width + x;
  }
  return { valid, validCount, targets };
}

/** SSD between the patch at target (tx, ty) and the (fully inside) source patch at (sx, sy); stops early past `limit`. */
export function patchDistance(level: Level, tx: number, ty: number, sx: number, sy: number, radius: number, limit: number): number {
  const { width, height, img } = level;
  const x0 = tx < radius ? -tx : -radius;
  const x1 = tx + radius >= width ? width - 1 - tx : radius;
  const y0 = ty < radius ? -ty : -radius;
  const y1 = ty + radius >= height ? height - 1 - ty : radius;
  const span = (x1 - x0 + 1) * 3;
  let d = 0;
  for (let dy = y0; dy <= y1; dy += 1) {
    let ti = ((ty + dy) * width + tx + x0) * 3;
    let si = ((sy + dy) * width + sx + x0) * 3;
    const end = ti + span;
    for (; ti < end; ti += 3, si += 3) {
      const a = (img[ti] ?? 0) - (img[si] ?? 0);
      const b = (img[ti + 1] ?? 0) - (img[si + 1] ?? 0);
      const c = (img[ti + 2] ?? 0) - (img[si + 2] ?? 0);
      d += a * a + b * b + c * c;
    }
    if (d >= limit) return d;
  }
  return d;
}

/** Costs go stale when voting changes the hole's colours. */
export function refreshCosts(level: Level, field: Field, radius: number): void {
  const { width } = level;
  const { targets, nnf, cost } = field;
  for (let k = 0; k < targets.length; k += 1) {
    const t = targets[k] ?? 0;
    const s = nnf[k] ?? 0;
    const tx = t % width;
    const sx = s % width;
    cost[k] = patchDistance(level, tx, (t - tx) / width, sx, (s - sx) / width, radius, Infinity);
  }
}

/** Fills `slot` (one entry per pixel) with the target index centred there, -1 elsewhere. */
export function slotsOf(targets: Int32Array, slot: Int32Array): Int32Array {
  slot.fill(-1);
  for (let k = 0; k < targets.length; k += 1) slot[targets[k] ?? 0] = k;
  return slot;
}

/**
 * One PatchMatch pass: propagation from the previous neighbours on the target
 * grid (their match shifted by the same step), then random search in windows
 * halving from `searchRadius`. `reverse` scans backwards.
 */
export function patchMatchPass(level: Level, field: Field, slot: Int32Array, valid: Uint8Array, radius: number, searchRadius: number, reverse: boolean, random: SeededRandom): void {
  const { width, height } = level;
  const { targets, nnf, cost, stride } = field;
  const step = reverse ? -stride : stride;
  const count = targets.length;
  for (let n = 0; n < count; n += 1) {
    const k = reverse ? count - 1 - n : n;
    const t = targets[k] ?? 0;
    const tx = t % width;
    const ty = (t - tx) / width;
    let best = nnf[k] ?? 0;
    let bestCost = cost[k] ?? Infinity;
    // Propagation: the left/up (or right/down) neighbour's match, shifted along.
    const left = tx - step >= 0 && tx - step < width ? (slot[t - step] ?? -1) : -1;
    if (left >= 0) {
      const candidate = (nnf[left] ?? 0) + step;
      const cx = candidate % width;
      if (candidate !== best && cx - step >= 0 && cx - step < width && valid[candidate]) {
        const d = patchDistance(level, tx, ty, cx, (candidate - cx) / width, radius, bestCost);
        if (d < bestCost) {
          bestCost = d;
          best = candidate;
        }
      }
    }
    const up = ty - step >= 0 && ty - step < height ? (slot[t - step * width] ?? -1) : -1;
    if (up >= 0) {
      const candidate = (nnf[up] ?? 0) + step * width;
      if (candidate !== best && candidate >= 0 && candidate < width * height && valid[candidate]) {
        const cx = candidate % width;
        const d = patchDistance(level, tx, ty, cx, (candidate - cx) / width, radius, bestCost);
        if (d < bestCost) {
          bestCost = d;
          best = candidate;
        }
      }
    }
    // Random search around the current best, halving the window.
    const bx = best % width;
    const by = (best - bx) / width;
    for (let r = searchRadius; r >= 1; r >>= 1) {
      const cx = bx + Math.round((random.next() * 2 - 1) * r);
      const cy = by + Math.round((random.next() * 2 - 1) * r);
      if (cx < 0 || cy < 0 || cx >= width || cy >= height) continue;
      const candidate = cy * width + cx;
      if (candidate === best || !valid[candidate]) continue;
      const d = patchDistance(level, tx, ty, cx, cy, radius, bestCost);
      if (d < bestCost) {
        bestCost = d;
        best = candidate;
      }
    }
    nnf[k] = best;
    cost[k] = bestCost;
  }
}
