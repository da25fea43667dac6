// Watermark removal: multi-scale patch-based completion. The hole is filled
// coarse to fine; at each scale PatchMatch finds, for every patch touching the
// hole, the most similar patch of known pixels, and voting rebuilds the hole
// from them (expectation–maximisation, Wexler et al. 2007, with Barnes et al.'s
// PatchMatch for the search). Texture and structure are copied, not blurred.
// Each separate mark is filled inside its own window; the coarse levels, which
// are cheap, do most of the iterations, the full-size level refines once.
// docs/inpainting.md has the schedule, why, and the measurements.
import type { Mask, PixelBuffer } from '../../core/image/pixels.ts';
import type { TaskControl } from '../../core/image/task.ts';
import { uncancellable } from '../../core/image/task.ts';
import { holeGroups, pieces } from './groups.ts';
import type { GroupRule, HoleGroup } from './groups.ts';
import { diffusionFill, diffusionFillColours, downsample, levelFrom } from './level.ts';
import type { Level } from './level.ts';
import { holePixels } from './patchmatch.ts';
import { lowPass, seamlessBlend, surroundingDetail } from './poisson.ts';
import { SeededRandom } from './random.ts';
import { dilate, dilateRuns, growBox, maskRuns } from './region.ts';
import { createLevelBuffers, solveLevel } from './solve.ts';
import type { LevelPlan, Solved } from './solve.ts';

export interface InpaintOptions {
  /** Patch side is 2·radius + 1. Default 3 (7 × 7). */
  patchRadius?: number;
  /** Grow the hole by this many pixels (a watermark's soft halo). Default 1. */
  grow?: number;
  seed?: number;
  /** Blend the fill into its surroundings in the gradient domain (poisson.ts). Default true. */
  blend?: boolean;
  /** Overrides parts of the schedule (experiments and tests; the app uses the defaults). */
  tuning?: Partial<Tuning>;
}

/** The schedule (DEFAULT_TUNING; docs/inpainting.md says why each value). */
export interface Tuning {
  /** Coarsen until the hole's longer side is at most this many pixels of that level. */
  coarsestSide: number;
  /** Known pixels around each mark: this many per pixel of its longer side, at least `minMargin`. */
  sideMargin: number;
  minMargin: number;
  /** EM iterations at the coarsest level (random start), at full size, at half size, and at the levels between. */
  coarsestIterations: number;
  fineIterations: number;
  midIterations: number;
  coarseIterations: number;
  /** Target grid spacing at full and half size (every pixel near the hole is still covered by a patch). */
  fineStride: number;
  midStride: number;
  /** Random-search window (pixels of that level) around the match brought up from the coarser level. */
  fineSearch: number;
  midSearch: number;
  coarseSearch: number;
}

/**
 * The blend keeps the fill's detail finer than this box radius (working-copy pixels) and takes
 * slower variation from the surroundings: on smooth textures that beats both the raw fill and a
 * diffusion fill; 4 lost structure (tiles −13 dB), 8 keeps it within 3 dB (docs/inpainting.md).
 */
export const DETAIL_RADIUS = 8;
/** Surroundings with less detail than this (RMS levels beside their box mean) count as smooth: grain ±3 is ~2, bricks, fabric, photos ≥ 15. */
export const SMOOTH_DETAIL = 6;

export const DEFAULT_TUNING: Tuning = {
  coarsestSide: 12,
  sideMargin: 0.75,
  minMargin: 48,
  coarsestIterations: 5,
  fineIterations: 1,
  midIterations: 2,
  coarseIterations: 4,
  fineStride: 2,
  midStride: 2,
  fineSearch: 4,
  midSearch: 32,
  coarseSearch: 32,
};

function planFor(index: number, coarsest: boolean, radius: number, tuning: Tuning): LevelPlan {
  // A target grid wider than radius + 1 would leave hole pixels no patch covers.
  const widest = radius + 1;
  // The coarsest level starts from random matches: it needs the most iterations, on every pixel.
  if (coarsest) return { iterations: tuning.coarsestIterations, stride: 1, searchRadius: tuning.coarseSearch };
  if (index === 0) return { iterations: tuning.fineIterations, stride: Math.min(widest, tuning.fineStride), searchRadius: tuning.fineSearch };
  if (index === 1) return { iterations: tuning.midIterations, stride: Math.min(widest, tuning.midStride), searchRadius: tuning.midSearch };
  return { iterations: tuning.coarseIterations, stride: 1, searchRadius: tuning.coarseSearch };
}

/** Fills one group's hole inside its window, coarse to fine; writes the hole's pixels into `out`. */
async function fillGroup(pixels: PixelBuffer, hole: Mask, group: HoleGroup, radius: number, tuning: Tuning, blend: boolean, out: PixelBuffer, random: SeededRandom, control: TaskControl, progress: (f: number) => void): Promise<void> {
  const { region } = group;
  const levels: Level[] = [levelFrom(pixels, hole, region)];
  for (let i = 0; i < group.levels; i += 1) {
    const last = levels[levels.length - 1];
    // A level too small to hold a few patches has no sources worth matching.
    if (!last || Math.min(last.width, last.height) < radius * 8) break;
    levels.push(downsample(last));
  }
  const coarsest = levels[levels.length - 1];
  if (coarsest) diffusionFill(coarsest);
  const buffers = createLevelBuffers(region.width * region.height);
  let previous: Solved | null = null;
  // Work per level grows ~4× per step finer; weight progress accordingly.
  const weights = levels.map((_, i) => 4 ** (levels.length - 1 - i));
  const total = weights.reduce((a, b) => a + b, 0);
  let done = 0;
  for (let index = levels.length - 1; index >= 0; index -= 1) {
    const level = levels[index];
    if (!level) continue;
    const weight = weights[index] ?? 1;
    const solved = await solveLevel(level, radius, planFor(index, previous === null, radius, tuning), previous, buffers, random, control, (f) => progress((done + weight * f) / total));
    done += weight;
    if (!solved) {
      // No clean source patch at this scale: fall back to the smooth fill here.
      diffusionFill(level);
      previous = null;
      continue;
    }
    previous = solved;
  }
  const finest = levels[0];
  if (!finest) return;
  // Only where the surroundings are smooth: there a slightly-off colour shows as a box. On
  // texture or structure the fill already matches, and a brick row along the box edge would
  // be smeared into the hole by the blend (zero guidance across the edge).
  const low = blend ? lowPass(finest, DETAIL_RADIUS) : undefined;
  if (low && surroundingDetail(finest, DETAIL_RADIUS, low) <= SMOOTH_DETAIL) {
    await control.checkpoint();
    seamlessBlend(finest, DETAIL_RADIUS, low);
  }
  const holes = holePixels(finest);
  for (let k = 0; k < holes.length; k += 1) {
    const i = holes[k] ?? 0;
    const x = i % region.width;
    const o = ((region.y + (i - x) / region.width) * pixels.width + region.x + x) * 4;
    out.data[o] = finest.img[i * 3] ?? 0;
    out.data[o + 1] = finest.img[i * 3 + 1] ?? 0;
    out.data[o + 2] = finest.img[i * 3 + 2] ?? 0;
  }
}

/**
 * Returns a copy of `pixels` with the masked pixels (mask > 0) filled.
 * Pure: only the hole changes; everything outside it is returned as is.
 */
export async function inpaint(pixels: PixelBuffer, mask: Mask, options: InpaintOptions = {}, control: TaskControl = uncancellable): Promise<PixelBuffer> {
  const radius = options.patchRadius ?? 3;
  const tuning = { ...DEFAULT_TUNING, ...options.tuning };
  const grow = options.grow ?? 1;
  const out: PixelBuffer = { width: pixels.width, height: pixels.height, data: new Uint8ClampedArray(pixels.data) };
  const runs = maskRuns(mask);
  if (runs.count === 0) return out;
  const hole = dilateRuns(runs, grow, pixels.width, pixels.height);
  const rule: GroupRule = { patchRadius: radius, coarsestSide: tuning.coarsestSide, sideMargin: tuning.sideMargin, minMargin: tuning.minMargin };
  // Pieces of the grown hole: marks up to 2·grow + 1 apart merge when grown.
  const boxes = pieces(runs, 2 * Math.max(0, grow) + 1).map((box) => growBox(box, Math.max(0, grow), pixels.width, pixels.height));
  const groups = holeGroups(boxes, pixels.width, pixels.height, rule);
  const random = new SeededRandom(options.seed ?? 1);
  // Progress by window area, a fair stand-in for each group's share of the work.
  const areas = groups.map((g) => g.region.width * g.region.height);
  const total = areas.reduce((a, b) => a + b, 0);
  let done = 0;
  for (const [i, group] of groups.entries()) {
    const area = areas[i] ?? 0;
    await fillGroup(pixels, hole, group, radius, tuning, options.blend ?? true, out, random, control, (f) => control.progress((done + area * f) / total));
    done += area;
  }
  return out;
}

/** The blur baseline (onion-peel mean fill) over the same grown hole, for comparisons. */
export function blurFill(pixels: PixelBuffer, mask: Mask, grow = 1): PixelBuffer {
  const { width, height } = pixels;
  const hole = dilate(mask, grow);
  const colours = new Float32Array(width * height * 3);
  const holes = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i += 1) {
    for (let k = 0; k < 3; k += 1) colours[i * 3 + k] = pixels.data[i * 4 + k] ?? 0;
    holes[i] = hole.data[i] ? 1 : 0;
  }
  diffusionFillColours(width, height, colours, holes);
  const out: PixelBuffer = { width, height, data: new Uint8ClampedArray(pixels.data) };
  for (let i = 0; i < width * height; i += 1) {
    if (!holes[i]) continue;
    for (let k = 0; k < 3; k += 1) out.data[i * 4 + k] = colours[i * 3 + k] ?? 0;
  }
  return out;
}
