import { appWorkers } from '../../../app/workers/index.ts';
import { WORKS_CALL_TIMEOUT_MS, type AbsorbOutcome, type SaveOutcome, type WorksApi } from '../../../../workers/protocol/works.ts';

/**
 * The works worker (the owner's `works` kind) as autosave holds it: every call with a
 * timeout, rejecting only with a WorkerError. A crashed worker is replaced on the next call;
 * the sessions notice the failed call and send their documents again (workSession.ts, `lost`).
 */
export function worksWorker(): WorksApi {
  const works = appWorkers.get('works');
  return {
    open: (start) => works.call((w) => w.open(start), WORKS_CALL_TIMEOUT_MS, 'open'),
    update: (session, delta) => works.call((w) => w.update(session, delta), WORKS_CALL_TIMEOUT_MS, 'update'),
    prepare: (session) => works.call<{ hash: string }>((w) => w.prepare(session), WORKS_CALL_TIMEOUT_MS, 'prepare'),
    save: (request) => works.call<SaveOutcome>((w) => w.save(request), WORKS_CALL_TIMEOUT_MS, 'save'),
    absorb: (session, id, schemaVersion) => works.call<AbsorbOutcome>((w) => w.absorb(session, id, schemaVersion), WORKS_CALL_TIMEOUT_MS, 'absorb'),
    refreshThumb: (session, id) => works.call((w) => w.refreshThumb(session, id), WORKS_CALL_TIMEOUT_MS, 'refreshThumb'),
    close: (session) => works.call((w) => w.close(session), WORKS_CALL_TIMEOUT_MS, 'close'),
  };
}

/**
 * Starts the works worker when the editor opens, before any edit: its scripts load while the
 * network is there, so a connection lost right after the first edit (a subway) still saves.
 */
export function warmWorksWorker(): void {
  appWorkers.get('works').warm();
}
