import { EARLY_WORKERS_KEY } from '../firstScreen/startRouteEarly.ts';

/** A worker started early that no page took by then is ended (the address changed before the page mounted). */
export const EARLY_WORKER_UNCLAIMED_MS = 20_000;

/** The workers index.html started, on the window (it adds them one task at a time, so this is read live). */
function early(): Record<string, Worker> {
  const slot = globalThis as unknown as Record<string, Record<string, Worker> | undefined>;
  return (slot[EARLY_WORKERS_KEY] ??= {});
}

/**
 * Issue 30: the worker of this kind that index.html's start-up script (startRouteEarly) started
 * while the app's script was still loading, handed over once; null when there is none. Its
 * script then loads and runs beside the page's chunks instead of after the page mounts.
 */
export function takeEarlyWorker(name: string): Worker | null {
  const workers = early();
  const worker = workers[name] ?? null;
  delete workers[name];
  return worker;
}

/** Ends, after a while, the early workers no page took (app start-up calls it once). */
export function endUnclaimedEarlyWorkers(afterMs: number = EARLY_WORKER_UNCLAIMED_MS): void {
  setTimeout(() => {
    const workers = early();
    for (const [name, worker] of Object.entries(workers)) {
      worker.terminate();
      delete workers[name];
    }
  }, afterMs);
}

/** index.html started a worker of this kind that no one has taken yet. */
export function hasEarlyWorker(name: string): boolean {
  return early()[name] !== undefined;
}
