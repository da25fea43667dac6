import { Worker } from 'node:worker_threads';

/**
 * Runs CPU-heavy jobs (image decoding, cutout, encoding) in one worker thread,
 * so the server's event loop keeps answering requests meanwhile. One job at a
 * time per runner; a job that takes longer than `timeoutMs`, or a thread that
 * crashes or runs out of its memory cap, fails that job and the next job gets
 * a fresh thread.
 */
export interface ThreadRunnerOptions {
  /** The thread's entry module (plain JS; it may register a TS loader and import the real code). */
  entry: URL;
  timeoutMs: number;
  /** Heap cap of the thread: a decompression bomb fails its job, not the server. */
  maxHeapMb: number;
}

export class ThreadJobError extends Error {
  constructor(
    readonly kind: 'timeout' | 'crashed',
    message: string,
  ) {
    super(message);
    this.name = 'ThreadJobError';
  }
}

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { code: string; message: string };
}

export class ThreadRunner {
  private worker: Worker | null = null;
  private nextId = 1;
  private busy = false;

  constructor(private readonly options: ThreadRunnerOptions) {}

  /** Resolves with the thread's answer; rejects with ThreadJobError, or with an Error carrying the thread's `code`. */
  run(message: Record<string, unknown>): Promise<unknown> {
    if (this.busy) return Promise.reject(new Error('ThreadRunner runs one job at a time'));
    this.busy = true;
    if (!this.worker) {
      this.worker = new Worker(this.options.entry, { resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb } });
      // An idle thread must not keep the process alive; a running job's timer does.
      this.worker.unref();
    }
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      const finish = (settle: () => void, discard: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        this.busy = false;
        if (discard) {
          if (this.worker === worker) this.worker = null;
          void worker.terminate();
        }
        settle();
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        if (reply.ok) finish(() => resolve(reply.value), false);
        else finish(() => reject(Object.assign(new Error(reply.error?.message ?? 'job failed'), { code: reply.error?.code ?? 'failed' })), false);
      };
      const onError = (error: Error) => finish(() => reject(new ThreadJobError('crashed', error.message)), true);
      const onExit = (code: number) => finish(() => reject(new ThreadJobError('crashed', `thread exited with ${code}`)), true);
      const timer = setTimeout(() => finish(() => reject(new ThreadJobError('timeout', `job took longer than ${this.options.timeoutMs} ms`)), true), this.options.timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ ...message, id });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }
}
