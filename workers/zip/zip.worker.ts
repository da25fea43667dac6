// Zip worker entry: jszip off the main thread (export with progress, import with
// validation and migration). The app creates it with
// new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module' }).
import { expose } from 'comlink';
import { releasingCallbacks } from '../protocol/callbacks.ts';
import { timedApi } from '../protocol/timings.ts';
import type { ZipApi } from '../core/workFile/zip.ts';
import { buildWorksZip, firstLogoAsDocument, readWorksFile } from './zipWorks.ts';

const api: ZipApi = {
  async exportWorks(works, onProgress) {
    const bytes = await buildWorksZip(works, onProgress, Date.now());
    // A fresh ArrayBuffer-backed view: Blob parts must not be SharedArrayBuffer views.
    return new Blob([new Uint8Array(bytes)], { type: 'application/zip' });
  },
  async importFile(file, fileName) {
    return readWorksFile(new Uint8Array(await file.arrayBuffer()), fileName, Date.now());
  },
  async importLogo(file, fileName) {
    return firstLogoAsDocument(await readWorksFile(new Uint8Array(await file.arrayBuffer()), fileName, Date.now(), 'document'));
  },
};

expose(timedApi('zip', releasingCallbacks(api) satisfies ZipApi));
