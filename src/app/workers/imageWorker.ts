import { proxy, type Remote } from 'comlink';
import { appWorkers } from './index.ts';
import { isWorkerError } from '../../../workers/core/errors.ts';
import { IMAGE_CALL_TIMEOUT_MS, type ImageApi, type ProgressCallback } from '../../../workers/protocol/image.ts';

/**
 * The app's one image worker (the owner starts it on first use, never on the start-up path,
 * and restarts it after a crash). Every call has a timeout, rejects only with a WorkerError,
 * and a long call can be cancelled by its request id.
 */
export interface ImageWorkerClient {
  call<R>(invoke: (api: Remote<ImageApi>) => Promise<R>, options?: { timeoutMs?: number; requestId?: string }): Promise<R>;
  cancel(requestId: string): void;
}

const image = appWorkers.get('image');

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
    const { requestId, timeoutMs = IMAGE_CALL_TIMEOUT_MS } = options;
    try {
      return await image.call(invoke, timeoutMs, 'call');
    } catch (error) {
      // A call given up on is stopped in the worker too, so it does not go on taking the CPU.
      if (requestId !== undefined && isWorkerError(error) && error.code === 'TIMEOUT') imageWorker.cancel(requestId);
      throw error;
    }
  },
  cancel(requestId) {
    image.send((api) => api.cancel(requestId), 'cancel');
  },
};

/** The worker's photo is gone (evicted or the worker restarted): the page should ask for the photo again. */
export function isExpired(error: unknown): boolean {
  return isWorkerError(error) && error.code === 'IMAGE_EXPIRED';
}
