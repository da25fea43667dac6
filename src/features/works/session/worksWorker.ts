import type { Remote } from 'comlink';
import { createWorkerHandle, type WorkerHandle } from '../../../editor/workers/workerHandle.ts';
import { WORKS_CALL_TIMEOUT_MS, type AbsorbOutcome, type SaveOutcome, type WorksApi } from '../../../../workers/protocol/works.ts';

/**
 * The works worker as autosave holds it: started with the first editor session and kept
 * while the app runs (it holds the open works' document copies). A crashed worker is
 * replaced on the next call; the sessions notice the failed call and send their
 * documents again (workSession.ts, `lost`).
 */
let handle: WorkerHandle<WorksApi> | null = null;

function worker(): WorkerHandle<WorksApi> {
  if (!handle || handle.crashed) {
    handle?.dispose();
    handle = createWorkerHandle<WorksApi>(new Worker(new URL('../../../../workers/works/works.worker.ts', import.meta.url), { type: 'module', name: 'works' }));
  }
  return handle;
}

/** WorksApi over the worker: every call with a timeout, rejecting with a WorkerError. */
export function worksWorker(): WorksApi {
  const call = <R,>(method: string, invoke: (remote: Remote<WorksApi>) => Promise<R>) =>
    worker().call(invoke, WORKS_CALL_TIMEOUT_MS, method);
  return {
    open: (start) => call('open', (w) => w.open(start)),
    update: (session, delta) => call('update', (w) => w.update(session, delta)),
    prepare: (session) => call<{ hash: string }>('prepare', (w) => w.prepare(session)),
    save: (request) => call<SaveOutcome>('save', (w) => w.save(request)),
    absorb: (session, id, schemaVersion) => call<AbsorbOutcome>('absorb', (w) => w.absorb(session, id, schemaVersion)),
    refreshThumb: (session, id) => call('refreshThumb', (w) => w.refreshThumb(session, id)),
    close: (session) => call('close', (w) => w.close(session)),
  };
}
