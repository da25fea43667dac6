import { transfer } from 'comlink';
import { FONT_CALL_TIMEOUT_MS, FONT_LRU_CAPACITY, type FontWorkerApi } from '../../../workers/protocol/font.ts';
import type { IconSheetApi } from '../../../workers/protocol/iconSheet.ts';
import type { ImageApi } from '../../../workers/protocol/image.ts';
import type { LogoApi, ThumbApi } from '../../../workers/protocol/logo.ts';
import type { PrintApi } from '../../../workers/protocol/print.ts';
import type { QrDecodeApi } from '../../../workers/protocol/qrdecode.ts';
import type { RenderApi } from '../../../workers/protocol/render.ts';
import type { WorksApi } from '../../../workers/protocol/works.ts';
import type { ZipApi } from '../../../workers/core/workFile/zip.ts';
import { takeEarlyWorker } from './earlyWorkers.ts';
import type { WorkerKinds } from './owner.ts';

/**
 * Every worker of the app, by kind: what it speaks (its protocol), where its script is, and
 * how it lives (owner.ts has the rules). To add a kind: name its API here, add its entry
 * below, and reach it with `appWorkers.get('<kind>')` (shared) or `appWorkers.open('<kind>')`
 * (dedicated). The `new Worker(new URL(…))` stays literal in each entry: that is how Vite
 * finds and bundles the worker script.
 */
export interface AppWorkerApis {
  /** opentype.js layout with the app's one 10-font LRU: the editor and the logo pages share it. */
  font: FontWorkerApi;
  /** Generated logos and filled templates; lays text out in the shared font worker. */
  logo: LogoApi;
  /** Template thumbnails (logo SVG → PNG). */
  thumbs: ThumbApi;
  /** The image tools' pixels; holds the user's loaded photos by id. */
  image: ImageApi;
  /** Works exported as one zip, work files read back for import. */
  zip: ZipApi;
  /** The editor's canvas: one per editor (or preview) that owns a canvas. */
  render: RenderApi;
  /** Images of stored works (downloads from the works tab): a render worker without a canvas. */
  workImages: RenderApi;
  /** Autosave's data work: each open work's document copy, serialising, hashing, the save, thumbnails. */
  works: WorksApi;
  /** The QR editor's scannability check: ZXing (WebAssembly) reading the drawn code. */
  qrDecode: QrDecodeApi;
  /** The editor's icon library: catalogue icons drawn as one PNG sheet per path page. */
  iconSheet: IconSheetApi;
  /** Print-ready PDFs (a card's two sides): vector pages with trim, bleed and crop marks. */
  print: PrintApi;
}

const MINUTE = 60_000;

export const appWorkerKinds: WorkerKinds<AppWorkerApis> = {
  font: {
    shared: true,
    // Loaded fonts are megabytes of heap; five idle minutes and they go (the HTTP cache keeps the slices).
    idleMs: 5 * MINUTE,
    // A visit straight to the editor started it in index.html already (earlyWorkers.ts).
    spawn: () => takeEarlyWorker('font') ?? new Worker(new URL('../../../workers/font/font.worker.ts', import.meta.url), { type: 'module', name: 'font' }),
  },
  logo: {
    shared: true,
    idleMs: 5 * MINUTE,
    uses: ['font'],
    spawn: () => new Worker(new URL('../../../workers/logo/logo.worker.ts', import.meta.url), { type: 'module', name: 'logo' }),
    // The logo worker lays text out in the app's font worker over a channel of its own: a
    // second font worker would keep a second LRU and download every font twice.
    async init(logo, owner) {
      const channel = new MessageChannel();
      const fontEnd = channel.port1;
      const logoEnd = channel.port2;
      await owner.get('font').call((font) => font.connect(transfer(fontEnd, [fontEnd])), FONT_CALL_TIMEOUT_MS, 'connect');
      const base = new URL(import.meta.env.BASE_URL, document.baseURI).href;
      await logo.init({ base, fontCapacity: FONT_LRU_CAPACITY }, transfer(logoEnd, [logoEnd]));
    },
  },
  thumbs: {
    shared: true,
    idleMs: MINUTE,
    spawn: () => new Worker(new URL('../../../workers/logo/thumb.worker.ts', import.meta.url), { type: 'module', name: 'thumbs' }),
  },
  image: {
    shared: true,
    // Never idle-ended: it holds the photos the user picked (a restart after a crash loses
    // them, and the pages ask for the photo again on IMAGE_EXPIRED).
    idleMs: null,
    spawn: () => new Worker(new URL('../../../workers/image/image.worker.ts', import.meta.url), { type: 'module', name: 'image' }),
  },
  zip: {
    shared: true,
    // Zips are occasional.
    idleMs: 30_000,
    spawn: () => new Worker(new URL('../../../workers/zip/zip.worker.ts', import.meta.url), { type: 'module', name: 'zip' }),
  },
  render: {
    // It owns a canvas handed over with transferControlToOffscreen, which cannot be handed
    // over again: its holder (the editor page) ends it and, after a crash, starts over.
    // Its raster helpers are its own nested workers, not the page's: it starts them for a large
    // work, up to the number the editor passes at `attach`, and ends them after 10 s idle or
    // when one fails (workers/render/rasterPool.ts; docs/workers.md "Not under the owner").
    shared: false,
    idleMs: null,
    spawn: () => takeEarlyWorker('render') ?? new Worker(new URL('../../../workers/render/render.worker.ts', import.meta.url), { type: 'module', name: 'render' }),
  },
  workImages: {
    shared: true,
    // Browsing works costs nothing when nothing is drawn.
    idleMs: MINUTE,
    spawn: () => new Worker(new URL('../../../workers/render/render.worker.ts', import.meta.url), { type: 'module', name: 'workImages' }),
  },
  works: {
    shared: true,
    // Never idle-ended while the app runs: it holds the open works' document copies. After a
    // crash the sessions notice the failed call and send their documents again.
    idleMs: null,
    spawn: () => new Worker(new URL('../../../workers/works/works.worker.ts', import.meta.url), { type: 'module', name: 'works' }),
  },
  qrDecode: {
    shared: true,
    // The WebAssembly module is ~1 MB compiled; a minute unused and it goes.
    idleMs: MINUTE,
    spawn: () => new Worker(new URL('../../../workers/qrdecode/qrdecode.worker.ts', import.meta.url), { type: 'module', name: 'qrDecode' }),
  },
  iconSheet: {
    shared: true,
    // Sheets are kept by the page (blob URLs); the worker only draws, eleven pages at most.
    idleMs: MINUTE,
    spawn: () => new Worker(new URL('../../../workers/iconSheet/iconSheet.worker.ts', import.meta.url), { type: 'module', name: 'iconSheet' }),
  },
  print: {
    shared: true,
    // A PDF now and then; a minute unused and it goes.
    idleMs: MINUTE,
    spawn: () => new Worker(new URL('../../../workers/print/print.worker.ts', import.meta.url), { type: 'module', name: 'print' }),
  },
};
