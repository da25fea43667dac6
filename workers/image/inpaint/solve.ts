// One pyramid level of the completion: start the field (random at the
// coarsest level, the coarser level's answer scaled up otherwise), then
// alternate PatchMatch and voting.
import type { TaskControl } from '../../core/image/task.ts';
import type { Level } from './level.ts';
import { holePixels, matchSetup, patchMatchPass, refreshCosts, slotsOf } from './patchmatch.ts';
import type { Field } from './patchmatch.ts';
import type { SeededRandom } from './random.ts';
import { vote } from './vote.ts';

export interface LevelPlan {
  iterations: number;
  /** Target grid spacing (see `matchSetup`). */
  stride: number;
  /** Random-search window when the level starts from a coarser answer (the coarsest searches the whole window). */
  searchRadius: number;
}

export interface Solved {
  field: Field;
  width: number;
  /** Pixel → target index at that level (see `slotsOf`). */
  slot: Int32Array;
}

/**
 * Arrays the size of the window, shared by a group's levels: each level uses
 * a prefix (the finest is the largest), so levels allocate no big arrays. A
 * level reads its coarser neighbour's slot map before it overwrites it.
 */
export interface LevelBuffers {
  near: Uint8Array;
  valid: Uint8Array;
  slot: Int32Array;
}

export function createLevelBuffers(pixels: number): LevelBuffers {
  return { near: new Uint8Array(pixels), valid: new Uint8Array(pixels), slot: new Int32Array(pixels) };
}

/** Known-patch centres of a level, drawn at random. */
class Sources {
  private list: Int32Array | null = null;

  constructor(
    readonly valid: Uint8Array,
    private readonly count: number,
  ) {}

  /** Most of a window is known, so a few draws find one; the list is the fallback. */
  pick(random: SeededRandom): number {
    for (let tries = 0; tries < 16; tries += 1) {
      const i = Math.floor(random.next() * this.valid.length);
      if (this.valid[i]) return i;
    }
    if (!this.list) {
      this.list = new Int32Array(this.count);
      for (let i = 0, j = 0; i < this.valid.length; i += 1) if (this.valid[i]) this.list[j++] = i;
    }
    return this.list[Math.floor(random.next() * this.list.length)] ?? 0;
  }
}

/**
 * The coarser field scaled up: a coarse target's source, moved by the pixel's
 * offset from that target, doubled, plus the pixel's position within its 2 × 2 block.
 */
function upsampledField(level: Level, targets: Int32Array, stride: number, coarse: Solved, sources: Sources, random: SeededRandom): Field {
  const { width, height } = level;
  const cw = coarse.width;
  const cs = coarse.field.stride;
  const nnf = new Int32Array(targets.length);
  for (let k = 0; k < targets.length; k += 1) {
    const t = targets[k] ?? 0;
    const x = t % width;
    const y = (t - x) / width;
    const cx = x >> 1;
    const cy = y >> 1;
    const gx = cx - (cx % cs);
    const gy = cy - (cy % cs);
    const ck = gx < cw ? (coarse.slot[gy * cw + gx] ?? -1) : -1;
    let s = -1;
    if (ck >= 0) {
      const cSource = coarse.field.nnf[ck] ?? 0;
      const csx = cSource % cw;
      const sx = (csx + cx - gx) * 2 + (x & 1);
      const sy = ((cSource - csx) / cw + cy - gy) * 2 + (y & 1);
      if (sx < width && sy < height) s = sy * width + sx;
    }
    nnf[k] = s >= 0 && sources.valid[s] ? s : sources.pick(random);
  }
  return { targets, nnf, cost: new Float64Array(targets.length), stride };
}

function randomField(targets: Int32Array, stride: number, sources: Sources, random: SeededRandom): Field {
  const nnf = new Int32Array(targets.length);
  for (let k = 0; k < targets.length; k += 1) nnf[k] = sources.pick(random);
  return { targets, nnf, cost: new Float64Array(targets.length), stride };
}

/** Null when the level has no patch made only of known pixels. */
export async function solveLevel(level: Level, radius: number, plan: LevelPlan, previous: Solved | null, buffers: LevelBuffers, random: SeededRandom, control: TaskControl, progress: (f: number) => void): Promise<Solved | null> {
  const area = level.width * level.height;
  const holes = holePixels(level);
  const { valid, validCount, targets } = matchSetup(level, holes, radius, plan.stride, buffers.near.subarray(0, area), buffers.valid.subarray(0, area));
  if (validCount === 0) return null;
  const sources = new Sources(valid, validCount);
  const field = previous ? upsampledField(level, targets, plan.stride, previous, sources, random) : randomField(targets, plan.stride, sources, random);
  // Only now: the coarser level's slot map lives in the same buffer.
  const slot = slotsOf(targets, buffers.slot.subarray(0, area));
  // A finer level starts from the coarse answer; rebuild its hole from it first.
  if (previous) {
    refreshCosts(level, field, radius);
    vote(level, field, radius, holes, slot);
  }
  const search = previous ? plan.searchRadius : Math.max(level.width, level.height);
  for (let iteration = 0; iteration < plan.iterations; iteration += 1) {
    refreshCosts(level, field, radius);
    patchMatchPass(level, field, slot, valid, radius, search, false, random);
    await control.checkpoint();
    patchMatchPass(level, field, slot, valid, radius, search, true, random);
    await control.checkpoint();
    vote(level, field, radius, holes, slot);
    progress((iteration + 1) / plan.iterations);
    await control.checkpoint();
  }
  return { field, width: level.width, slot };
}
