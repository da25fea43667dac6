import { proxy, transfer } from 'comlink';
import type { Patch } from 'immer';
import type { WorkerError } from '../../../workers/core/errors.ts';
import {
  RENDER_CALL_TIMEOUT_MS,
  RENDER_EXPORT_TIMEOUT_MS,
  type RenderAttachOptions,
  type RenderEvent,
  type RenderExportOptions,
  type RenderExportResult,
  type RenderStats,
  type RenderSurfaceOptions,
} from '../../../workers/protocol/render.ts';
import { isPatchLaneRefusal, patchLaneMessage } from '../../../workers/protocol/patchLane.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';
import type { ViewTransform } from '../overlay/view.ts';
import { appWorkers } from '../../app/workers/index.ts';
import type { CallStatsSnapshot } from './callStats.ts';

/** Every document this client sends comes from the editor's store, which holds only parsed ones. */
const VALIDATED = { validated: true } as const;

export interface RenderClient {
  /** Hands the canvas to the worker for good (transferControlToOffscreen can happen once per element). */
  attach(canvas: HTMLCanvasElement | OffscreenCanvas, options: RenderAttachOptions): Promise<void>;
  resize(surface: RenderSurfaceOptions): void;
  load(doc: LogoDocument): void;
  applyPatches(patches: Patch[]): void;
  setView(view: ViewTransform, selection: readonly string[]): void;
  /** A finger is down on the canvas (true) or lifted: see RenderApi.setGesture. */
  setGesture(held: boolean): void;
  exportImage(options: RenderExportOptions): Promise<RenderExportResult>;
  /** Resolves when the canvas shows everything sent so far. */
  flush(): Promise<void>;
  stats(): Promise<RenderStats>;
  /** Starts the counters and frame times again (`?perf=1` scripts measuring one gesture). */
  resetStats(): Promise<void>;
  /** Round trips per method and queue depth, seen from the page (`?perf=1`). */
  callStats(): CallStatsSnapshot;
  dispose(): void;
}

export interface RenderClientOptions {
  /** The store's current document: sent whole again if the worker refuses a patch. */
  currentDocument(): LogoDocument;
  onError(error: WorkerError): void;
  onEvent?(event: RenderEvent): void;
}

/** The editor's (or preview's) own render worker: it owns the canvas; dispose() ends it. */
export function createRenderClient(options: RenderClientOptions): RenderClient {
  const handle = appWorkers.open('render', options.onError);
  // A patch the worker's copy does not fit (a lost message): start it over from the store.
  handle.onMessage((data) => {
    if (!isPatchLaneRefusal(data)) return;
    if (data.error.code === 'BAD_REQUEST') handle.send((render) => render.load(options.currentDocument(), VALIDATED), 'load');
    else options.onError(data.error);
  });
  const onEvent = options.onEvent;
  if (onEvent) handle.send((render) => render.setEventListener(proxy((event: RenderEvent) => onEvent(event))), 'setEventListener');

  return {
    attach(canvas, attachOptions) {
      let offscreen: OffscreenCanvas;
      try {
        offscreen = canvas instanceof OffscreenCanvas ? canvas : canvas.transferControlToOffscreen();
      } catch (error) {
        // No OffscreenCanvas (old browser) or the element was already handed over.
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return handle.call((render) => render.attach(transfer(offscreen, [offscreen]), attachOptions), RENDER_CALL_TIMEOUT_MS, 'attach');
    },
    resize: (surface) => handle.send((render) => render.resize(surface), 'resize'),
    load: (doc) => handle.send((render) => render.load(doc, VALIDATED), 'load'),
    applyPatches: (patches) => handle.post(patchLaneMessage(patches)),
    setView: (view, selection) => handle.send((render) => render.setView({ zoom: view.scale, panX: view.x, panY: view.y, selection }), 'setView'),
    setGesture: (held) => handle.send((render) => render.setGesture(held), 'setGesture'),
    exportImage: (exportOptions) => handle.call((render) => render.exportImage(exportOptions), RENDER_EXPORT_TIMEOUT_MS, 'exportImage'),
    flush: () => handle.call((render) => render.flush(), RENDER_EXPORT_TIMEOUT_MS, 'flush'),
    stats: () => handle.call((render) => render.stats(), RENDER_CALL_TIMEOUT_MS, 'stats'),
    resetStats: () => handle.call((render) => render.resetStats(), RENDER_CALL_TIMEOUT_MS, 'resetStats'),
    callStats: () => handle.callStats(),
    dispose: () => handle.dispose(),
  };
}
