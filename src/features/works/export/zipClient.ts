import { proxy } from 'comlink';
import { createWorkerHandle, type WorkerHandle } from '../../../app/workers/handle.ts';
import { ZIP_CALL_TIMEOUT_MS, type ImportResult, type ZipApi, type ZipWorkInput } from '../../../../workers/protocol/zip.ts';

/**
 * The zip worker as the works tab holds it: created on first use, and
 * terminated a while after the last call (zips are occasional).
 */
const IDLE_DISPOSE_MS = 30_000;

let handle: WorkerHandle<ZipApi> | null = null;
let idle: ReturnType<typeof setTimeout> | null = null;

function zipWorker(): WorkerHandle<ZipApi> {
  if (idle !== null) clearTimeout(idle);
  idle = null;
  if (!handle || handle.crashed) {
    handle?.dispose();
    handle = createWorkerHandle<ZipApi>(new Worker(new URL('../../../../workers/zip/zip.worker.ts', import.meta.url), { type: 'module', name: 'zip' }));
  }
  return handle;
}

function done(): void {
  idle = setTimeout(() => {
    handle?.dispose();
    handle = null;
  }, IDLE_DISPOSE_MS);
}

export async function zipWorks(works: ZipWorkInput[], onProgress: (percent: number) => void): Promise<Blob> {
  try {
    return await zipWorker().call((zip) => zip.exportWorks(works, proxy(onProgress)), ZIP_CALL_TIMEOUT_MS);
  } finally {
    done();
  }
}

export async function readWorksFile(file: Blob, name: string): Promise<ImportResult> {
  try {
    return await zipWorker().call<ImportResult>((zip) => zip.importFile(file, name), ZIP_CALL_TIMEOUT_MS);
  } finally {
    done();
  }
}
