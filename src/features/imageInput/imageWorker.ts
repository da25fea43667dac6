import { proxy, releaseProxy, wrap, type Remote } from 'comlink';
import { isWorkerError, toWorkerError, withTimeout, workerError, type WorkerError } from '../../../workers/protocol/errors.ts';
import { IMAGE_CALL_TIMEOUT_MS, type ImageApi, type ProgressCallback } from '../../../workers/protocol/image.ts';

/**
 * The app's one image worker, started on first use (never on the start-up path)
 * and restarted after a crash. Every call has a timeout, rejects only with a
 * WorkerError, and a long call can be cancelled by its request id.
 */
export interface ImageWorkerClient {
  call<R>(invoke: (api: Remote<ImageApi>) => Promise<R>, options?: { timeoutMs?: number; requestId?: string }): Promise<R>;
  cancel(requestId: string): void;
}

let current: { worker: Worker; remote: Remote<ImageApi>; crashed: WorkerError | null } | null = null;

function start() {
  const worker = new Worker(new URL('../../../workers/image/image.worker.ts', import.meta.url), { type: 'module', name: 'image' });
  const entry = { worker, remote: wrap<ImageApi>(worker), crashed: null as WorkerError | null };
  const onCrash = (event: Event) => {
    entry.crashed = workerError('WORKER_CRASHED', undefined, event instanceof ErrorEvent ? event.message : event.type);
  };
  worker.addEventListener('error', onCrash);
  worker.addEventListener('messageerror', onCrash);
  return entry;
}

function instance() {
  if (current?.crashed) {
    // Its photos are gone with it; the pages ask the user to pick again (IMAGE_EXPIRED).
    current.remote[releaseProxy]();
    current.worker.terminate();
    current = null;
  }
  current ??= start();
  return current;
}

let counter = 0;
export function newRequestId(prefix = 'img'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** Wraps a progress callback for the worker; comlink calls it across the thread boundary. */
export function progressProxy(onProgress: (fraction: number) => void): ProgressCallback {
  return proxy(onProgress);
}

export const imageWorker: ImageWorkerClient = {
  async call(invoke, options = {}) {
    const entry = instance();
    if (entry.crashed) throw entry.crashed;
    const { requestId, timeoutMs = IMAGE_CALL_TIMEOUT_MS } = options;
    try {
      return await withTimeout(invoke(entry.remote), timeoutMs, () => {
        if (requestId !== undefined) void entry.remote.cancel(requestId);
      });
    } catch (error) {
      throw entry.crashed ?? (isWorkerError(error) ? error : toWorkerError(error));
    }
  },
  cancel(requestId) {
    if (current && !current.crashed) void current.remote.cancel(requestId).catch(() => undefined);
  },
};

/** The worker's photo is gone (evicted or the worker restarted): the page should ask for the photo again. */
export function isExpired(error: unknown): boolean {
  return isWorkerError(error) && error.code === 'IMAGE_EXPIRED';
}
