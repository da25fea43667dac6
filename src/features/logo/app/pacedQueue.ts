import { workerError } from '../../../../workers/core/errors.ts';

export interface PacedQueue {
  /** Runs `job` when the jobs before it are done and a pause has passed; a job aborted before it starts is dropped. */
  run<T>(job: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

/** Jobs one at a time, each started after `pause` (idle time, the next frame): after the previous one settled, or after being queued. */
export function createPacedQueue(pause: (go: () => void) => void): PacedQueue {
  const waiting: Array<() => void> = [];
  let busy = false;
  const next = () => {
    busy = false;
    const start = waiting.shift();
    if (start) start();
  };
  return {
    run(job, signal) {
      return new Promise((resolve, reject) => {
        const start = () => {
          if (signal?.aborted) {
            reject(workerError('CANCELLED'));
            next();
            return;
          }
          busy = true;
          job()
            .then(resolve, reject)
            .finally(() => pause(next));
        };
        waiting.push(start);
        if (!busy) {
          busy = true;
          pause(next);
        }
      });
    },
  };
}
