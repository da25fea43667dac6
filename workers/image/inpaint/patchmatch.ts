// PatchMatch (Barnes et al. 2009) nearest-neighbour fields and the voting step
// of Wexler-style completion: every patch that overlaps the hole finds a
// similar patch made only of known pixels; each hole pixel becomes the
// similarity-weighted mean of what those patches say it should be.
import type { Level } from './level';

export interface Field {
  /** Target patch centres (pixel indices) whose patch touches the hole. */
  targets: Int32Array;
  /** Source centre per target, index into the level. */
  nnf: Int32Array;
  /** Patch distance per target (sum of squared differences). */
  cost: Float64Array;
}

export type Random = () => number;

/** 1 where a patch centred there lies inside the level and holds no hole pixel. */
export function validSources(level: Level, radius: number): Uint8Array {
  const { width, height, hole } = level;
  const sat = new Int32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += hole[y * width + x] ?? 0;
      sat[(y + 1) * (width + 1) + x + 1] = (sat[y * (width + 1) + x + 1] ?? 0) + row;
    }
  }
  const valid = new Uint8Array(width * height);
  for (let y = radius; y < height - radius; y += 1) {
    for (let x = radius; x < width - radius; x += 1) {
      const x0 = x - radius;
      const y0 = y - radius;
      const x1 = x + radius + 1;
      const y1 = y + radius + 1;
      const holes = (sat[y1 * (width + 1) + x1] ?? 0) - (sat[y0 * (width + 1) + x1] ?? 0) - (sat[y1 * (width + 1) + x0] ?? 0) + (sat[y0 * (width + 1) + x0] ?? 0);
      if (holes === 0) valid[y * width + x] = 1;
    }
  }
  return valid;
}

/** Pixels within `radius` (square) of a hole pixel: the patches that must be matched. */
export function targetCentres(level: Level, radius: number): Int32Array {
  const { width, height, hole } = level;
  const near = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!hole[y * width + x]) continue;
      for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy += 1) {
        near.fill(1, yy * width + Math.max(0, x - radius), yy * width + Math.min(width - 1, x + radius) + 1);
      }
    }
  }
  const out: number[] = [];
  for (let i = 0; i < near.length; i += 1) if (near[i]) out.push(i);
  return Int32Array.from(out);
}

/** SSD between the patch at target (tx, ty) and the (fully inside) source patch at (sx, sy); stops early past `limit`. */
export function patchDistance(level: Level, tx: number, ty: number, sx: number, sy: number, radius: number, limit: number): number {
  const { width, height, img } = level;
  let d = 0;
  for (let dy = -radius; dy <= radius; dy += 1) {
    const y = ty + dy;
    if (y < 0 || y >= height) continue;
    const x0 = Math.max(-radius, -tx);
    const x1 = Math.min(radius, width - 1 - tx);
    let ti = (y * width + tx + x0) * 3;
    let si = ((sy + dy) * width + sx + x0) * 3;
    for (let dx = x0; dx <= x1; dx += 1) {
      const a = (img[ti] ?? 0) - (img[si] ?? 0);
      const b = (img[ti + 1] ?? 0) - (img[si + 1] ?? 0);
      const c = (img[ti + 2] ?? 0) - (img[si + 2] ?? 0);
      d += a * a + b * b + c * c;
      ti += 3;
      si += 3;
    }
    if (d >= limit) return d;
  }
  return d;
}

/** Costs go stale when voting changes the hole's colours. */
export function refreshCosts(level: Level, field: Field, radius: number): void {
  const { width } = level;
  for (let k = 0; k < field.targets.length; k += 1) {
    const t = field.targets[k] ?? 0;
    const s = field.nnf[k] ?? 0;
    field.cost[k] = patchDistance(level, t % width, Math.floor(t / width), s % width, Math.floor(s / width), radius, Infinity);
  }
}

export function randomValid(validList: Int32Array, random: Random): number {
  return validList[Math.floor(random() * validList.length)] ?? 0;
}

/** Fresh field with random sources, or `guess(target)` where it gives a valid one. */
export function initField(level: Level, targets: Int32Array, valid: Uint8Array, validList: Int32Array, radius: number, random: Random, guess?: (target: number) => number): Field {
  const nnf = new Int32Array(targets.length);
  const cost = new Float64Array(targets.length);
  const { width } = level;
  for (let k = 0; k < targets.length; k += 1) {
    const t = targets[k] ?? 0;
    let s = guess ? guess(t) : -1;
    if (s < 0 || !valid[s]) s = randomValid(validList, random);
    nnf[k] = s;
    cost[k] = patchDistance(level, t % width, Math.floor(t / width), s % width, Math.floor(s / width), radius, Infinity);
  }
  return { targets, nnf, cost };
}

/**
 * One PatchMatch pass (propagation from the previous neighbours in scan order,
 * then random search in shrinking windows). `reverse` scans backwards.
 * `slot` maps a pixel to its target index (-1 if not a target).
 */
export function patchMatchPass(level: Level, field: Field, slot: Int32Array, valid: Uint8Array, radius: number, searchRadius: number, reverse: boolean, random: Random): void {
  const { width, height } = level;
  const { targets, nnf, cost } = field;
  const step = reverse ? -1 : 1;
  const start = reverse ? targets.length - 1 : 0;
  for (let k = start; k >= 0 && k < targets.length; k += step) {
    const t = targets[k] ?? 0;
    const tx = t % width;
    const ty = (t - tx) / width;
    let best = nnf[k] ?? 0;
    let bestCost = cost[k] ?? Infinity;
    // Propagation: the left/up (or right/down) neighbour's match, shifted by one.
    for (let n = 0; n < 2; n += 1) {
      const nx = n === 0 ? tx - step : tx;
      const ny = n === 0 ? ty : ty - step;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const nk = slot[ny * width + nx] ?? -1;
      if (nk < 0) continue;
      const ns = nnf[nk] ?? 0;
      const cx = (ns % width) + (tx - nx);
      const cy = Math.floor(ns / width) + (ty - ny);
      if (cx < 0 || cy < 0 || cx >= width || cy >= height) continue;
      const candidate = cy * width + cx;
      if (candidate === best || !valid[candidate]) continue;
      const d = patchDistance(level, tx, ty, cx, cy, radius, bestCost);
      if (d < bestCost) {
        bestCost = d;
        best = candidate;
      }
    }
    // Random search around the current best, halving the window.
    const bx = best % width;
    const by = Math.floor(best / width);
    for (let r = searchRadius; r >= 1; r = Math.floor(r / 2)) {
      const cx = Math.round(bx + (random() * 2 - 1) * r);
      const cy = Math.round(by + (random() * 2 - 1) * r);
      if (cx < 0 || cy < 0 || cx >= width || cy >= height) continue;
      const candidate = cy * width + cx;
      if (!valid[candidate] || candidate === best) continue;
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

/**
 * Voting: each hole pixel = weighted mean over the target patches covering it
 * of the matching source pixel. Weights exp(−d / 2σ²) with σ² the 75th
 * percentile of the per-pixel patch costs (Wexler et al. 2007).
 */
export function vote(level: Level, field: Field, radius: number, scratch?: VoteScratch): void {
  const { width, height, img, hole } = level;
  const { targets, nnf, cost } = field;
  const area = (2 * radius + 1) ** 2;
  const normalised = new Float64Array(cost.length);
  for (let k = 0; k < cost.length; k += 1) normalised[k] = (cost[k] ?? 0) / area;
  const sigma2 = Math.max(1, percentile(normalised, 0.75));
  const buffers = scratch ?? createVoteScratch(width * height);
  const { acc, weights } = buffers;
  acc.fill(0);
  weights.fill(0);
  for (let k = 0; k < targets.length; k += 1) {
    const t = targets[k] ?? 0;
    const s = nnf[k] ?? 0;
    const w = Math.exp(-(normalised[k] ?? 0) / (2 * sigma2)) + 1e-6;
    const tx = t % width;
    const ty = (t - tx) / width;
    const sx = s % width;
    const sy = (s - sx) / width;
    const x0 = Math.max(-radius, -tx);
    const x1 = Math.min(radius, width - 1 - tx);
    for (let dy = -radius; dy <= radius; dy += 1) {
      const y = ty + dy;
      if (y < 0 || y >= height) continue;
      let p = y * width + tx + x0;
      let q = (sy + dy) * width + sx + x0;
      for (let dx = x0; dx <= x1; dx += 1, p += 1, q += 1) {
        if (!hole[p]) continue;
        acc[p * 3] = (acc[p * 3] ?? 0) + w * (img[q * 3] ?? 0);
        acc[p * 3 + 1] = (acc[p * 3 + 1] ?? 0) + w * (img[q * 3 + 1] ?? 0);
        acc[p * 3 + 2] = (acc[p * 3 + 2] ?? 0) + w * (img[q * 3 + 2] ?? 0);
        weights[p] = (weights[p] ?? 0) + w;
      }
    }
  }
  for (let p = 0; p < width * height; p += 1) {
    const w = weights[p] ?? 0;
    if (!hole[p] || w === 0) continue;
    img[p * 3] = (acc[p * 3] ?? 0) / w;
    img[p * 3 + 1] = (acc[p * 3 + 1] ?? 0) / w;
    img[p * 3 + 2] = (acc[p * 3 + 2] ?? 0) / w;
  }
}

/** The q-th quantile, from an evenly spaced sample of at most 4096 values (sorting 100k costs per vote is wasted work). */
function percentile(values: Float64Array, q: number): number {
  const step = Math.max(1, Math.floor(values.length / 4096));
  const sample: number[] = [];
  for (let i = 0; i < values.length; i += step) sample.push(values[i] ?? 0);
  sample.sort((a, b) => a - b);
  return sample[Math.floor(sample.length * q)] ?? 1;
}

export interface VoteScratch {
  acc: Float64Array;
  weights: Float64Array;
}

/** Reused across a level's iterations: these are the size of the whole region. */
export function createVoteScratch(pixels: number): VoteScratch {
  return { acc: new Float64Array(pixels * 3), weights: new Float64Array(pixels) };
}
