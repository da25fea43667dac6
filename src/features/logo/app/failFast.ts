import { workerError, type WorkerError } from '../../../../workers/protocol/errors.ts';

/**
 * Rejects (WORKER_CRASHED) when `worker` fails to load or crashes. The worker handle
 * rejects new calls then, but calls already waiting would only end at their timeout: a
 * thumbnail would stay blank, or "generating" spin, for many seconds instead of falling
 * back or saying so at once.
 */
export function failFast(worker: Pick<Worker, 'addEventListener'>): Promise<never> {
  const failed = new Promise<never>((_, reject) => {
    const fail = (event: Event) => reject(workerError('WORKER_CRASHED', undefined, 'message' in event && typeof event.message === 'string' ? event.message : event.type) satisfies WorkerError);
    worker.addEventListener('error', fail, { once: true });
    worker.addEventListener('messageerror', fail, { once: true });
  });
  // Nobody may be waiting when it happens.
  failed.catch(() => undefined);
  return failed;
}
