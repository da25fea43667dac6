import type { Remote } from 'comlink';
import { workerError, type WorkerError } from '../../../workers/core/errors.ts';
import { createCallStats, type CallStats, type CallStatsSnapshot } from '../../editor/workers/callStats.ts';
import { createWorkerHandle, type WorkerHandle, type WorkerLike } from './handle.ts';

/**
 * The rules every worker of the app lives by, in one place:
 * - lazy: a thread starts on the first call of its kind, never at app start;
 * - shared kinds exist once for the whole app (`get`), every screen talks to the same thread;
 *   dedicated kinds (`open`) give one thread per holder, e.g. a render worker that owns a canvas;
 * - a crash fails the calls in flight with WORKER_CRASHED (a WorkerError) and the next call
 *   of a shared kind gets a fresh thread (its `init` runs again);
 * - idle disposal: a shared thread with no call for `idleMs` is terminated; the next call
 *   starts a new one. A kind that another running kind `uses` is never idle while that one runs;
 * - a kind that `uses` another (the logo worker lays text out in the font worker over a
 *   channel its `init` opens) is let go whenever the thread it uses goes, so its channel is
 *   never left pointing at a dead thread;
 * - letting a thread go releases its comlink proxy and terminates it.
 */

export interface WorkerKind<Api, Apis = Record<string, unknown>> {
  /** Starts the thread. A literal `new Worker(new URL('…', import.meta.url), …)` so Vite bundles it. */
  spawn(): WorkerLike;
  /** Shared: one thread for the whole app, reached with owner.get(). Dedicated: owner.open() per holder. */
  shared: boolean;
  /** Milliseconds without a call before a shared thread is terminated; null keeps it until a crash. */
  idleMs: number | null;
  /** Runs once per started thread before any call reaches it (setup, channels to other kinds). */
  init?(remote: Remote<Api>, owner: Pick<WorkerOwner<Apis>, 'get'>): Promise<void>;
  /** Kinds this one talks to directly (through a channel its `init` opens). */
  uses?: readonly (keyof Apis & string)[];
}

export type WorkerKinds<Apis> = { readonly [K in keyof Apis & string]: WorkerKind<Apis[K], Apis> };

/** A shared kind as screens hold it: the thread behind it may be started, replaced or ended at any time. */
export interface OwnedWorker<Api> {
  /** Starts the thread if needed; rejects only with a WorkerError (TIMEOUT, WORKER_CRASHED, the worker's own). */
  call<R>(invoke: (remote: Remote<Api>) => Promise<R>, timeoutMs: number, method?: string): Promise<R>;
  /**
   * Starts the thread now if none runs, without a call: its scripts then load while the
   * network is there (the editor warms autosave's worker on open; a drop right after the
   * first edit must not leave it unloadable). A failed start is retried by the next call.
   */
  warm(): void;
  /** Fire-and-forget (no thread is started for it): failures go to the onError listeners. */
  send(invoke: (remote: Remote<Api>) => Promise<unknown>, method?: string): void;
  /** Told of crashes and failed sends; returns the unsubscribe. */
  onError(listener: (error: WorkerError) => void): () => void;
  callStats(): CallStatsSnapshot;
  /** A thread is running now (started and not disposed). */
  readonly running: boolean;
}

/** A dedicated thread: the holder disposes it. A crash is final for it (its holder starts over). */
export type DedicatedWorker<Api> = WorkerHandle<Api>;

export interface WorkerOwner<Apis> {
  get<K extends keyof Apis & string>(kind: K): OwnedWorker<Apis[K]>;
  open<K extends keyof Apis & string>(kind: K, onError?: (error: WorkerError) => void): DedicatedWorker<Apis[K]>;
  /** Threads running now per kind (dedicated ones counted too): for `?perf=1` and tests. */
  running(): Partial<Record<keyof Apis & string, number>>;
  /** Lets every shared thread go (tests; a page that wants its memory back). */
  disposeAll(): void;
}

interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
};

interface Instance {
  handle: WorkerHandle<unknown>;
  ready: Promise<void>;
}

interface SharedSlot {
  instance: Instance | null;
  inFlight: number;
  idleTimer: unknown;
  stats: CallStats;
  listeners: Set<(error: WorkerError) => void>;
  owned: OwnedWorker<unknown>;
}

export function createWorkerOwner<Apis>(kinds: WorkerKinds<Apis>, timers: Timers = realTimers): WorkerOwner<Apis> {
  type Name = keyof Apis & string;
  const slots = new Map<Name, SharedSlot>();
  const dedicated = new Map<Name, Set<WorkerHandle<unknown>>>();
  const kindOf = (name: Name): WorkerKind<unknown, Apis> => kinds[name] as WorkerKind<unknown, Apis>;
  const usersOf = (name: Name) => (Object.keys(kinds) as Name[]).filter((other) => kindOf(other).uses?.includes(name));

  const tell = (slot: SharedSlot, error: WorkerError) => {
    for (const listener of slot.listeners) listener(error);
  };

  function stop(name: Name): void {
    const slot = slots.get(name);
    if (!slot?.instance) return;
    const { handle } = slot.instance;
    slot.instance = null;
    handle.dispose();
    // Threads that talk to this one over a channel would now talk to nobody.
    for (const user of usersOf(name)) stop(user);
    for (const used of kindOf(name).uses ?? []) scheduleIdle(used);
  }

  function scheduleIdle(name: Name): void {
    const slot = slots.get(name);
    if (!slot) return;
    if (slot.idleTimer !== undefined) timers.clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    const idleMs = kindOf(name).idleMs;
    if (idleMs === null || !slot.instance || slot.inFlight > 0) return;
    if (usersOf(name).some((user) => slots.get(user)?.instance)) return;
    slot.idleTimer = timers.setTimeout(() => {
      slot.idleTimer = undefined;
      if (slot.inFlight === 0) stop(name);
    }, idleMs);
  }

  function start(name: Name, slot: SharedSlot): Instance {
    if (slot.instance) stop(name);
    const kind = kindOf(name);
    let thread: WorkerLike;
    try {
      thread = kind.spawn();
    } catch (error) {
      // No Worker support, or a blocked script: the caller gets the typed error.
      throw workerError('WORKER_CRASHED', undefined, error instanceof Error ? error.message : String(error));
    }
    const handle = createWorkerHandle<unknown>(thread, (error) => {
      // A crashed thread is replaced on the next call; the ones using it go with it now.
      if (error.code === 'WORKER_CRASHED' && slot.instance?.handle === handle) stop(name);
      tell(slot, error);
    }, slot.stats);
    const init = kind.init;
    const ready = init ? handle.call((remote) => init(remote, context), INIT_TIMEOUT_MS, 'init') : Promise.resolve();
    const instance: Instance = { handle, ready };
    slot.instance = instance;
    // A thread that could not start is let go: the next call tries a fresh one.
    ready.catch(() => {
      if (slot.instance === instance) stop(name);
    });
    return instance;
  }

  function current(name: Name, slot: SharedSlot): Instance {
    if (slot.instance && !slot.instance.handle.crashed) return slot.instance;
    return start(name, slot);
  }

  function slotOf(name: Name): SharedSlot {
    const existing = slots.get(name);
    if (existing) return existing;
    if (!kindOf(name).shared) throw new Error(`worker kind ${name} is dedicated: use owner.open()`);
    const created: SharedSlot = {
      instance: null,
      inFlight: 0,
      idleTimer: undefined,
      stats: createCallStats(),
      listeners: new Set(),
      owned: {
        async call(invoke, timeoutMs, method) {
          created.inFlight += 1;
          scheduleIdle(name);
          try {
            const instance = current(name, created);
            await instance.ready;
            return await instance.handle.call(invoke, timeoutMs, method);
          } finally {
            created.inFlight -= 1;
            scheduleIdle(name);
          }
        },
        warm() {
          try {
            current(name, created);
          } catch {
            // No Worker support or a blocked script: the next call reports it.
          }
          scheduleIdle(name);
        },
        send(invoke, method) {
          const instance = created.instance;
          if (!instance || instance.handle.crashed) return;
          void instance.ready.then(() => instance.handle.send(invoke, method), () => undefined);
        },
        onError(listener) {
          created.listeners.add(listener);
          return () => created.listeners.delete(listener);
        },
        callStats: () => created.stats.snapshot(),
        get running() {
          return created.instance !== null && !created.instance.handle.crashed;
        },
      },
    };
    slots.set(name, created);
    return created;
  }

  const get = <K extends Name>(kind: K) => slotOf(kind).owned as OwnedWorker<Apis[K]>;
  const context = { get };

  return {
    get,
    open<K extends Name>(kind: K, onError?: (error: WorkerError) => void) {
      const spec = kindOf(kind);
      if (spec.shared) throw new Error(`worker kind ${kind} is shared: use owner.get()`);
      const set = dedicated.get(kind) ?? new Set<WorkerHandle<unknown>>();
      dedicated.set(kind, set);
      const handle = createWorkerHandle<Apis[K]>(spec.spawn(), onError);
      set.add(handle);
      const dispose = handle.dispose.bind(handle);
      return Object.assign(handle, {
        dispose() {
          set.delete(handle);
          dispose();
        },
      });
    },
    running() {
      const counts: Partial<Record<Name, number>> = {};
      for (const [name, slot] of slots) if (slot.owned.running) counts[name] = 1;
      for (const [name, set] of dedicated) if (set.size > 0) counts[name] = (counts[name] ?? 0) + set.size;
      return counts;
    },
    disposeAll() {
      for (const name of slots.keys()) {
        const slot = slots.get(name);
        if (slot && slot.idleTimer !== undefined) timers.clearTimeout(slot.idleTimer);
        stop(name);
      }
    },
  };
}

/** A thread's setup (init) gets this long; the worker's own calls have their own timeouts. */
export const INIT_TIMEOUT_MS = 20_000;
