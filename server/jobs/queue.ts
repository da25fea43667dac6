/**
 * A small in-process job queue: jobs run off the request that created them,
 * first in first out, at most `concurrency` at once, at most `maxQueued`
 * waiting (enqueue answers false beyond that, so a flood is refused at the
 * door instead of piling up). A failing job never stops the queue; what a job
 * reports (done, failed) is up to its `run`.
 */
export interface JobQueueOptions<Input> {
  concurrency: number;
  maxQueued: number;
  run: (id: string, input: Input) => Promise<void>;
  /** Called when `run` itself throws (it should record its own failures). */
  onUnexpected?: (id: string, error: unknown) => void;
}

export class JobQueue<Input> {
  private readonly waiting: Array<{ id: string; input: Input }> = [];
  private readonly running = new Set<string>();
  private readonly idle: Array<() => void> = [];
  private closed = false;

  constructor(private readonly options: JobQueueOptions<Input>) {
    if (options.concurrency < 1 || options.maxQueued < 0) throw new Error('concurrency ≥ 1 and maxQueued ≥ 0');
  }

  /** false when the queue is full or closed; the job is then not taken. */
  enqueue(id: string, input: Input): boolean {
    if (this.closed || this.waiting.length >= this.options.maxQueued || this.has(id)) return false;
    this.waiting.push({ id, input });
    // Never inside the caller's stack: the request answers first.
    setImmediate(() => this.pump());
    return true;
  }

  /** Waiting or running. */
  has(id: string): boolean {
    return this.running.has(id) || this.waiting.some((job) => job.id === id);
  }

  get queued(): number {
    return this.waiting.length;
  }

  get active(): number {
    return this.running.size;
  }

  /** Takes no new jobs, drops the waiting ones (returned) and waits for the running ones. */
  async close(): Promise<string[]> {
    this.closed = true;
    const dropped = this.waiting.splice(0).map((job) => job.id);
    if (this.running.size > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    return dropped;
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.options.concurrency) {
      const job = this.waiting.shift();
      if (!job) break;
      this.running.add(job.id);
      void this.options
        .run(job.id, job.input)
        .catch((error: unknown) => this.options.onUnexpected?.(job.id, error))
        .finally(() => {
          this.running.delete(job.id);
          if (this.running.size === 0) this.idle.splice(0).forEach((resolve) => resolve());
          this.pump();
        });
    }
  }
}
