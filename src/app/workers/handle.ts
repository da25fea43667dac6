import { releaseProxy, wrap, type Remote } from 'comlink';
import { toWorkerError, withTimeout, workerError, type WorkerError } from '../../../workers/core/errors.ts';
import { createCallStats, type CallStats, type CallStatsSnapshot } from '../../editor/workers/callStats.ts';

/**
 * One module worker behind comlink, as the app holds it: every call has a timeout and
 * rejects only with a WorkerError the UI can show; a crash fails the calls in flight and
 * every later one at once (WORKER_CRASHED) instead of leaving them to their timeouts;
 * dispose() releases the proxy and terminates the thread. Which thread runs and when it is
 * replaced is the owner's business (owner.ts): this is one thread's life.
 */
export interface WorkerHandle<T> {
  /** `method` names the call in callStats() (the `?perf=1` overlay). */
  call<R>(invoke: (remote: Remote<T>) => Promise<R>, timeoutMs: number, method?: string): Promise<R>;
  /** Fire-and-forget messages (patches, view changes): failures go to `onError`, nothing waits. */
  send(invoke: (remote: Remote<T>) => Promise<unknown>, method?: string): void;
  /** A message outside comlink (see workers/protocol/patchLane.ts): posted as is, nothing answers. */
  post(message: unknown): void;
  /** Messages outside comlink from the worker; returns the unsubscribe. */
  onMessage(listener: (data: unknown) => void): () => void;
  /** Round-trip timings per method and the calls still unanswered (queue depth). */
  callStats(): CallStatsSnapshot;
  readonly crashed: boolean;
  dispose(): void;
}

/** What the handle needs of a Worker (tests pass a MessagePort-backed stand-in). */
export type WorkerLike = Pick<Worker, 'postMessage' | 'addEventListener' | 'removeEventListener' | 'terminate'>;

export function createWorkerHandle<T>(
  worker: WorkerLike,
  onError: (error: WorkerError) => void = () => {},
  /** Shared by the owner across restarts, so `?perf=1` shows a kind's calls, not one thread's. */
  stats: CallStats = createCallStats(),
): WorkerHandle<T> {
  const remote = wrap<T>(worker);
  let crashed: WorkerError | null = null;
  let disposed = false;
  const onCrash = (event: Event) => {
    const detail = 'message' in event && typeof event.message === 'string' ? event.message : event.type;
    if (crashed || disposed) return;
    const error = workerError('WORKER_CRASHED', undefined, detail);
    crashed = error;
    for (const reject of pending) reject(error);
    pending.clear();
    onError(error);
  };
  worker.addEventListener('error', onCrash);
  worker.addEventListener('messageerror', onCrash);

  // Calls still waiting when the page lets the worker go: they end as CANCELLED at once
  // instead of a TIMEOUT toast a minute later on another page.
  const pending = new Set<(error: WorkerError) => void>();
  const call = <R,>(invoke: (r: Remote<T>) => Promise<R>, timeoutMs: number, method = 'call'): Promise<R> => {
    if (disposed) return Promise.reject(workerError('CANCELLED'));
    if (crashed) return Promise.reject(crashed);
    return new Promise<R>((resolve, reject) => {
      const finish = stats.start(method);
      pending.add(reject);
      withTimeout(invoke(remote), timeoutMs)
        .then(
          (value) => {
            finish(true);
            resolve(value);
          },
          (error: unknown) => {
            finish(false);
            reject(error);
          },
        )
        .finally(() => pending.delete(reject));
    });
  };

  return {
    call,
    send(invoke, method = 'send') {
      if (disposed || crashed) return;
      const finish = stats.start(method);
      invoke(remote).then(
        () => finish(true),
        (error: unknown) => {
          finish(false);
          if (!disposed) onError(toWorkerError(error));
        },
      );
    },
    post(message) {
      if (disposed || crashed) return;
      worker.postMessage(message);
    },
    onMessage(listener) {
      const onMessage = (event: Event) => listener((event as MessageEvent<unknown>).data);
      worker.addEventListener('message', onMessage);
      return () => worker.removeEventListener('message', onMessage);
    },
    callStats: () => stats.snapshot(),
    get crashed() {
      return crashed !== null;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const reject of pending) reject(workerError('CANCELLED'));
      pending.clear();
      worker.removeEventListener('error', onCrash);
      worker.removeEventListener('messageerror', onCrash);
      remote[releaseProxy]();
      worker.terminate();
    },
  };
}
