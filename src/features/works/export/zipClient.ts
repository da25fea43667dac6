import { proxy } from 'comlink';
import { appWorkers } from '../../../app/workers/index.ts';
import { ZIP_CALL_TIMEOUT_MS, type ImportResult, type ZipWorkInput } from '../../../../workers/core/workFile/zip.ts';

/** The zip worker (the owner starts it on first use and ends it when idle: zips are occasional). */
const zip = appWorkers.get('zip');

export function zipWorks(works: ZipWorkInput[], onProgress: (percent: number) => void): Promise<Blob> {
  return zip.call((api) => api.exportWorks(works, proxy(onProgress)), ZIP_CALL_TIMEOUT_MS, 'exportWorks');
}

export function readWorksFile(file: Blob, name: string): Promise<ImportResult> {
  return zip.call<ImportResult>((api) => api.importFile(file, name), ZIP_CALL_TIMEOUT_MS, 'importFile');
}
