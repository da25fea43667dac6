// Helper workers that make layer rasters beside the render worker while a large work fills in.
// One thread made the 1000 rasters of a big logo one after another (~10 s at the low-end
// quota); a phone has 4–8 cores, and each helper is a thread of its own. The pool starts its
// helpers on first use, gives each a few jobs per message, drops them after a quiet spell,
// and stops using helpers altogether after one fails (the render worker makes everything itself).
import { withTimeout } from '../core/errors.ts';
import type { MadeRaster, RasterJob } from './rasterHelperApi.ts';

export interface RasterHelper {
  make(jobs: readonly RasterJob[]): Promise<MadeRaster[]>;
  terminate(): void;
}

/** A job and the key it is known by while in flight (the render worker's missing-layer key). */
export interface PoolJob extends RasterJob {
  key: string;
}

export interface PoolEvents {
  /** A helper made this raster (already the render worker's to keep or close). */
  landed(job: PoolJob, raster: MadeRaster): void;
  /** A helper failed: these jobs were not made. */
  failed(jobs: PoolJob[], error: unknown): void;
  /** A helper is free again: give it more work, and show what landed. */
  settled(): void;
}

/** Jobs per message: enough to make a message's cost small, few enough to share the work out. */
export const JOBS_PER_MESSAGE = 6;
/**
 * Messages a helper holds at once: the next is waiting when it finishes one, instead of the
 * helper idling until the render worker (busy with its own rasters) reads its answer.
 */
export const MESSAGES_PER_HELPER = 2;
/** Helpers without work for this long are terminated (their memory given back). */
export const HELPER_IDLE_MS = 10_000;
/** A helper that has not answered a message in this long counts as failed (its jobs are made here). */
export const HELPER_TIMEOUT_MS = 20_000;

interface Slot {
  helper: RasterHelper;
  /** Messages sent and not answered yet. */
  outstanding: number;
}

export class RasterPool {
  private readonly slots: Slot[] = [];
  private readonly inFlight = new Set<string>();
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private size = 0;

  constructor(
    private readonly start: (() => RasterHelper) | null,
    private readonly events: PoolEvents,
  ) {}

  /** How many helpers may run (0 turns the pool off; running helpers finish their jobs first). */
  resize(size: number): void {
    this.size = this.start ? Math.max(0, Math.floor(size)) : 0;
  }

  get enabled(): boolean {
    return this.size > 0;
  }

  /** Some jobs are still being made. */
  get busy(): boolean {
    return this.inFlight.size > 0;
  }

  has(key: string): boolean {
    return this.inFlight.has(key);
  }

  /** Starts every helper the size allows (each loads its script while other work goes on). */
  warm(): void {
    while (this.start && this.slots.length < this.size) this.slots.push({ helper: this.start(), outstanding: 0 });
    if (!this.busy && this.slots.length > 0) this.startIdleTimer();
  }

  /** Every free helper (started if need be) takes up to JOBS_PER_MESSAGE jobs from `take`. */
  feed(take: (count: number) => PoolJob[]): void {
    if (!this.enabled) return;
    for (;;) {
      const slot = this.freeSlot();
      if (!slot) return;
      const jobs = take(JOBS_PER_MESSAGE);
      if (jobs.length === 0) return;
      this.send(slot, jobs);
    }
  }

  /** An idle helper, else a new one while under the size, else one with room for another message. */
  private freeSlot(): Slot | null {
    const idle = this.slots.find((slot) => slot.outstanding === 0);
    if (idle) return idle;
    if (this.start && this.slots.length < this.size) {
      const slot = { helper: this.start(), outstanding: 0 };
      this.slots.push(slot);
      return slot;
    }
    return this.slots.find((slot) => slot.outstanding < MESSAGES_PER_HELPER) ?? null;
  }

  private send(slot: Slot, jobs: PoolJob[]): void {
    slot.outstanding += 1;
    this.stopIdleTimer();
    for (const job of jobs) this.inFlight.add(job.key);
    const sent = jobs.map(({ layer, level, mask }): RasterJob => ({ layer, level, mask }));
    withTimeout(slot.helper.make(sent), HELPER_TIMEOUT_MS).then(
      (made) => {
        this.release(slot, jobs);
        jobs.forEach((job, index) => {
          const raster = made[index];
          if (raster) this.events.landed(job, raster);
        });
        const missing = jobs.filter((_, index) => made[index] === undefined);
        if (missing.length > 0) this.events.failed(missing, new Error('helper answered fewer rasters than asked'));
        this.events.settled();
      },
      (error: unknown) => {
        this.release(slot, jobs);
        // A helper that failed once (a crash, no OffscreenCanvas there) is not trusted again.
        this.drop(slot);
        this.resize(0);
        for (const idle of this.slots.filter((s) => s.outstanding === 0)) this.drop(idle);
        this.events.failed(jobs, error);
        this.events.settled();
      },
    );
  }

  private release(slot: Slot, jobs: readonly PoolJob[]): void {
    slot.outstanding -= 1;
    for (const job of jobs) this.inFlight.delete(job.key);
    if (this.slots.length > this.size && slot.outstanding === 0) this.drop(slot);
    if (!this.busy) this.startIdleTimer();
  }

  private drop(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    slot.helper.terminate();
  }

  private startIdleTimer(): void {
    this.stopIdleTimer();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      for (const slot of this.slots.filter((s) => s.outstanding === 0)) this.drop(slot);
    }, HELPER_IDLE_MS);
  }

  private stopIdleTimer(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** Helpers currently started (the engine counts them among the threads a refresh holds up). */
  get started(): number {
    return this.slots.length;
  }

  dispose(): void {
    this.stopIdleTimer();
    for (const slot of [...this.slots]) this.drop(slot);
    this.inFlight.clear();
    this.size = 0;
  }
}
