// Cooperative cancellation and progress for long pixel loops. A worker busy in a
// synchronous loop never sees the cancel message, so loops call checkpoint():
// every SLICE_MS it yields one macrotask (letting cancel() and other calls in)
// and throws CANCELLED if the request was cancelled meanwhile.
import { workerError } from '../errors.ts';
import type { WorkerError } from '../errors.ts';
import type { ProgressCallback } from './types.ts';
import { yieldToEventLoop } from '../scheduling/yieldToEventLoop.ts';

export interface TaskControl {
  /** 0…1, throttled; never throws (a released progress proxy is ignored). */
  progress(fraction: number): void;
  /** Cheap when called often: yields only when the current slice is used up. */
  checkpoint(): Promise<void>;
  readonly cancelled: boolean;
}

export interface TaskControlOptions {
  onProgress?: ProgressCallback;
  yieldNow?: () => Promise<void>;
  now?: () => number;
  sliceMs?: number;
  progressEveryMs?: number;
}

const SLICE_MS = 24;
const PROGRESS_EVERY_MS = 100;

export function createTaskControl(options: TaskControlOptions = {}): TaskControl & { cancel(error?: WorkerError): void } {
  const now = options.now ?? (() => performance.now());
  const yieldNow = options.yieldNow ?? yieldToEventLoop;
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const progressEveryMs = options.progressEveryMs ?? PROGRESS_EVERY_MS;
  let sliceStart = now();
  let lastProgress = -Infinity;
  let cancelledWith: WorkerError | null = null;

  return {
    get cancelled() {
      return cancelledWith !== null;
    },
    cancel(error = workerError('CANCELLED')) {
      cancelledWith ??= error;
    },
    progress(fraction) {
      const t = now();
      if (fraction < 1 && t - lastProgress < progressEveryMs) return;
      lastProgress = t;
      try {
        const result: unknown = options.onProgress?.(Math.min(1, Math.max(0, fraction)));
        // A comlink proxy returns a promise; its rejection (proxy gone) must not surface.
        if (result instanceof Promise) result.catch(() => undefined);
      } catch {
        // Progress is advisory.
      }
    },
    async checkpoint() {
      if (cancelledWith) throw cancelledWith;
      if (now() - sliceStart < sliceMs) return;
      await yieldNow();
      sliceStart = now();
      if (cancelledWith) throw cancelledWith;
    },
  };
}

/** For callers (and tests) that never cancel. */
export const uncancellable: TaskControl = {
  progress: () => undefined,
  checkpoint: () => Promise.resolve(),
  cancelled: false,
};

/** requestId → running task, so cancel(requestId) reaches it. A new task with the same id cancels the old one. */
export class TaskRegistry {
  private readonly running = new Map<string, ReturnType<typeof createTaskControl>>();

  start(requestId: string | undefined, onProgress?: ProgressCallback): TaskControl & { done(): void } {
    const control = createTaskControl(onProgress ? { onProgress } : {});
    if (requestId !== undefined) {
      this.running.get(requestId)?.cancel(workerError('CANCELLED', undefined, 'superseded'));
      this.running.set(requestId, control);
    }
    const done = () => {
      if (requestId !== undefined && this.running.get(requestId) === control) this.running.delete(requestId);
    };
    return Object.assign(control, { done });
  }

  cancel(requestId: string): void {
    this.running.get(requestId)?.cancel();
  }
}
