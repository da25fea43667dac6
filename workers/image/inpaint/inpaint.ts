// Watermark removal: multi-scale patch-based completion. The hole is filled
// coarse to fine; at each scale PatchMatch finds, for every patch touching the
// hole, the most similar patch of known pixels, and voting rebuilds the hole
// from them (expectation–maximisation, Wexler et al. 2007, with Barnes et al.'s
// PatchMatch for the search). Texture and structure are copied, not blurred.
import type { Mask, PixelBuffer } from '../core/pixels';
import type { TaskControl } from '../core/task';
import { uncancellable } from '../core/task';
import { diffusionFill, downsample } from './level';
import type { Level } from './level';
import { createVoteScratch, initField, patchMatchPass, refreshCosts, targetCentres, validSources, vote } from './patchmatch';
import type { Field, Random } from './patchmatch';
import { seededRandom } from './random';
import { dilate, holeBox, regionAround } from './region';

export interface InpaintOptions {
  /** Patch side is 2·radius + 1. Default 3 (7 × 7). */
  patchRadius?: number;
  /** Grow the hole by this many pixels (a watermark's soft halo). Default 1. */
  grow?: number;
  seed?: number;
}

const EM_ITERATIONS_COARSE = 5;
const EM_ITERATIONS_FINE = 2;

function levelFrom(pixels: PixelBuffer, hole: Mask, box: { x: number; y: number; width: number; height: number }): Level {
  const img = new Float32Array(box.width * box.height * 3);
  const holes = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y += 1) {
    for (let x = 0; x < box.width; x += 1) {
      const src = (box.y + y) * pixels.width + box.x + x;
      const dst = y * box.width + x;
      img[dst * 3] = pixels.data[src * 4] ?? 0;
      img[dst * 3 + 1] = pixels.data[src * 4 + 1] ?? 0;
      img[dst * 3 + 2] = pixels.data[src * 4 + 2] ?? 0;
      holes[dst] = hole.data[src] ? 1 : 0;
    }
  }
  return { width: box.width, height: box.height, img, hole: holes };
}

function slotsOf(level: Level, targets: Int32Array): Int32Array {
  const slot = new Int32Array(level.width * level.height).fill(-1);
  targets.forEach((t, k) => {
    slot[t] = k;
  });
  return slot;
}

async function solveLevel(level: Level, radius: number, iterations: number, previous: { field: Field; width: number } | null, random: Random, control: TaskControl, progress: (f: number) => void): Promise<Field | null> {
  const valid = validSources(level, radius);
  const validIndices: number[] = [];
  for (let i = 0; i < valid.length; i += 1) if (valid[i]) validIndices.push(i);
  if (validIndices.length === 0) return null;
  const validList = Int32Array.from(validIndices);
  const targets = targetCentres(level, radius);
  const slot = slotsOf(level, targets);
  let guess: ((t: number) => number) | undefined;
  if (previous) {
    const coarse = previous.field;
    const coarseSlot = new Int32Array(Math.ceil(level.width / 2 + 1) * Math.ceil(level.height / 2 + 1)).fill(-1);
    const coarseWidth = previous.width;
    coarse.targets.forEach((t, k) => {
      const cx = t % coarseWidth;
      const cy = Math.floor(t / coarseWidth);
      coarseSlot[cy * coarseWidth + cx] = k;
    });
    guess = (t) => {
      const x = t % level.width;
      const y = Math.floor(t / level.width);
      const k = coarseSlot[(y >> 1) * coarseWidth + (x >> 1)] ?? -1;
      if (k < 0) return -1;
      const s = coarse.nnf[k] ?? 0;
      const sx = (s % coarseWidth) * 2 + (x & 1);
      const sy = Math.floor(s / coarseWidth) * 2 + (y & 1);
      return sx < level.width && sy < level.height ? sy * level.width + sx : -1;
    };
  }
  const field = initField(level, targets, valid, validList, radius, random, guess);
  const scratch = createVoteScratch(level.width * level.height);
  // A finer level starts from the coarse answer; rebuild its hole from it first.
  if (previous) vote(level, field, radius, scratch);
  // Upsampled matches are already close: search a smaller window around them.
  const search = previous ? Math.max(8, Math.max(level.width, level.height) >> 2) : Math.max(level.width, level.height);
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    refreshCosts(level, field, radius);
    patchMatchPass(level, field, slot, valid, radius, search, false, random);
    await control.checkpoint();
    patchMatchPass(level, field, slot, valid, radius, search, true, random);
    await control.checkpoint();
    vote(level, field, radius, scratch);
    progress((iteration + 1) / iterations);
    await control.checkpoint();
  }
  return field;
}

/**
 * Returns a copy of `pixels` with the masked pixels (mask > 0) filled.
 * Pure: only the hole changes; everything outside it is returned as is.
 */
export async function inpaint(pixels: PixelBuffer, mask: Mask, options: InpaintOptions = {}, control: TaskControl = uncancellable): Promise<PixelBuffer> {
  const radius = options.patchRadius ?? 3;
  const hole = dilate(mask, options.grow ?? 1);
  const out: PixelBuffer = { width: pixels.width, height: pixels.height, data: new Uint8ClampedArray(pixels.data) };
  const box = holeBox(hole);
  if (!box) return out;
  const region = regionAround(box, pixels.width, pixels.height, radius);
  const levels: Level[] = [levelFrom(pixels, hole, region)];
  // Coarsen until the hole is a few patches across (or the region gets too small to hold sources).
  for (let bw = box.width, bh = box.height; ; ) {
    const last = levels[levels.length - 1];
    if (!last || Math.max(bw, bh) <= radius * 4 || Math.min(last.width, last.height) < radius * 8) break;
    levels.push(downsample(last));
    bw /= 2;
    bh /= 2;
  }
  const random = seededRandom(options.seed ?? 1);
  const coarsest = levels[levels.length - 1];
  if (coarsest) diffusionFill(coarsest);
  let previous: { field: Field; width: number } | null = null;
  // Work per level grows ~4× per step finer; weight progress accordingly.
  const weights = levels.map((_, i) => 4 ** (levels.length - 1 - i));
  const total = weights.reduce((a, b) => a + b, 0);
  let done = 0;
  for (let index = levels.length - 1; index >= 0; index -= 1) {
    const level = levels[index];
    if (!level) continue;
    const weight = weights[index] ?? 1;
    // Fewer iterations as the scales get finer (and costlier): the coarse ones settle the structure.
    const iterations = index === 0 ? EM_ITERATIONS_FINE : Math.min(EM_ITERATIONS_COARSE, EM_ITERATIONS_FINE + index);
    const field = await solveLevel(level, radius, iterations, previous, random, control, (f) => control.progress((done + weight * f) / total));
    done += weight;
    if (!field) {
      // No clean source patch at this scale: fall back to the smooth fill here.
      diffusionFill(level);
      previous = null;
      continue;
    }
    previous = { field, width: level.width };
  }
  const finest = levels[0];
  if (!finest) return out;
  for (let y = 0; y < region.height; y += 1) {
    for (let x = 0; x < region.width; x += 1) {
      const i = y * region.width + x;
      if (!finest.hole[i]) continue;
      const o = ((region.y + y) * pixels.width + region.x + x) * 4;
      out.data[o] = finest.img[i * 3] ?? 0;
      out.data[o + 1] = finest.img[i * 3 + 1] ?? 0;
      out.data[o + 2] = finest.img[i * 3 + 2] ?? 0;
    }
  }
  return out;
}

/** The blur baseline (onion-peel mean fill) over the same grown hole, for comparisons. */
export function blurFill(pixels: PixelBuffer, mask: Mask, grow = 1): PixelBuffer {
  const hole = dilate(mask, grow);
  const level = levelFrom(pixels, hole, { x: 0, y: 0, width: pixels.width, height: pixels.height });
  diffusionFill(level);
  const out: PixelBuffer = { width: pixels.width, height: pixels.height, data: new Uint8ClampedArray(pixels.data) };
  for (let i = 0; i < pixels.width * pixels.height; i += 1) {
    if (!level.hole[i]) continue;
    out.data[i * 4] = level.img[i * 3] ?? 0;
    out.data[i * 4 + 1] = level.img[i * 3 + 1] ?? 0;
    out.data[i * 4 + 2] = level.img[i * 3 + 2] ?? 0;
  }
  return out;
}
