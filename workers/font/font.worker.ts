// Font worker entry: opentype.js layout behind comlink. The app creates it with
// new Worker(new URL('./font.worker.ts', import.meta.url), { type: 'module' })
// and wrap<FontApi>(); see docs/fonts.md.
import { expose } from 'comlink';
import type { FontApi, FontWorkerApi } from '../protocol/font.ts';
import { createHttpFetcher } from './httpFetch.ts';
import { createFontService } from './service.ts';

const fontsRoot = new URL(`${import.meta.env.BASE_URL}fonts/`, self.location.href);
const service = createFontService({ fetchBytes: createHttpFetcher(fontsRoot) });

// Only the FontApi methods cross the thread boundary; the store stays private.
const api: FontApi = {
  layoutText: (request) => service.layoutText(request),
  preload: (fontName, text, bold) => service.preload(fontName, text, bold),
  cancel: (requestId) => service.cancel(requestId),
  stats: () => service.stats(),
  catalogue: () => service.catalogue(),
  prefetchManifests: () => service.prefetchManifests(),
};

// Another worker (the logo worker) gets FontApi on a port of its own: the same service, so
// one LRU and one set of downloads serve both. `connect` itself is not offered on the port.
const workerApi: FontWorkerApi = {
  ...api,
  connect: async (port) => expose(api, port),
};

expose(workerApi satisfies FontWorkerApi);
