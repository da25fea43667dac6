// Print worker entry: print-ready PDFs (workers/protocol/print.ts, docs/print-pdf.md) behind
// comlink. Started by the page's worker owner (kind 'print'), ended after a minute unused.
import { expose, transfer } from 'comlink';
import { toWorkerError } from '../core/errors.ts';
import type { PrintApi } from '../protocol/print.ts';
import { makePrintPdf } from './printJob.ts';

const appRoot = new URL(import.meta.env.BASE_URL, self.location.origin);
const resolveUrl = (src: string) => new URL(src, appRoot).href;

const api: PrintApi = {
  async makePdf(pages, spec) {
    try {
      const bytes = await makePrintPdf(pages, spec, resolveUrl);
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      return transfer(buffer, [buffer]);
    } catch (error) {
      // A plain WorkerError object: comlink clones it intact (an Error would lose its code).
      throw toWorkerError(error);
    }
  },
};

expose(api satisfies PrintApi);
