// Render worker entry: owns the editor's OffscreenCanvas behind comlink. The app creates it
// with new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module' })
// and wrap<RenderApi>(); see docs/render.md.
import { expose, releaseProxy, transfer, wrap } from 'comlink';
import { toWorkerError } from '../core/errors.ts';
import { isPatchLaneMessage, patchLaneRefusal } from '../protocol/patchLane.ts';
import type { RenderApi } from '../protocol/render.ts';
import { RenderEngine } from './engine.ts';
import type { RasterHelperApi } from './rasterHelperApi.ts';
import type { RasterHelper } from './rasterPool.ts';

const appRoot = new URL(import.meta.env.BASE_URL, self.location.origin);

// requestAnimationFrame exists in dedicated workers in Chromium and paces with the
// canvas it presents to; elsewhere a 16 ms timer stands in.
const requestFrame: (callback: () => void) => void =
  typeof self.requestAnimationFrame === 'function' ? (callback) => void self.requestAnimationFrame(() => callback()) : (callback) => void setTimeout(callback, 16);

/**
 * Raster helpers are this worker's own (nested workers, raster-pool.ts): they end with it, and
 * the page's worker owner (src/app/workers) never sees them.
 */
function startRasterHelper(): RasterHelper {
  const worker = new Worker(new URL('./rasterHelper.worker.ts', import.meta.url), { type: 'module', name: 'raster-helper' });
  const remote = wrap<RasterHelperApi>(worker);
  // comlink would wait for ever on a worker that failed to load or crashed.
  const waiting = new Set<(error: Error) => void>();
  worker.addEventListener('error', (event) => {
    for (const reject of waiting) reject(new Error(event.message || 'raster helper failed'));
    waiting.clear();
  });
  return {
    make: (jobs) =>
      new Promise((resolve, reject) => {
        waiting.add(reject);
        remote.make(jobs).then(resolve, reject).finally(() => waiting.delete(reject));
      }),
    terminate: () => {
      remote[releaseProxy]();
      worker.terminate();
    },
  };
}

const engine = new RenderEngine({ requestFrame, resolveUrl: (src) => new URL(src, appRoot).href, startRasterHelper });

/** Every call rejects only with a WorkerError (a plain object comlink clones intact). */
async function guard<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toWorkerError(error);
  }
}

// Patches outside comlink (protocol/patchLane.ts): listened to before comlink's listener, which
// must not see them (it would answer each with a message the page does not wait for).
self.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (!isPatchLaneMessage(event.data)) return;
  event.stopImmediatePropagation();
  try {
    engine.applyPatches(event.data.patches);
  } catch (error) {
    self.postMessage(patchLaneRefusal(toWorkerError(error)));
  }
});

const api: RenderApi = {
  attach: (canvas, options) => guard(() => engine.attach(canvas, options)),
  resize: (options) => guard(() => engine.resize(options)),
  load: (doc, options) => guard(() => engine.load(doc, options)),
  applyPatches: (patches) => guard(() => engine.applyPatches(patches)),
  setView: (view) => guard(() => engine.setView(view)),
  setGesture: (held) => guard(() => engine.setGesture(held)),
  exportImage: (options) => guard(async () => {
    const result = await engine.exportImage(options);
    return transfer(result, [result.data]);
  }),
  flush: () => guard(() => engine.flush()),
  stats: () => guard(() => engine.stats()),
  resetStats: () => guard(() => engine.resetStats()),
  setEventListener: (listener) => guard(() => engine.setEventListener(listener)),
  dispose: () => guard(() => engine.dispose()),
};

expose(api satisfies RenderApi);
