import { appWorkers, type DedicatedWorker } from '../../app/workers/index.ts';
import type { AppWorkerApis } from '../../app/workers/kinds.ts';
import { RENDER_CALL_TIMEOUT_MS, RENDER_EXPORT_TIMEOUT_MS } from '../../../workers/protocol/render.ts';
import type { LogoDocument } from '../../../workers/core/model/index.ts';

/**
 * Images of small documents (a QR code, a signature) from a render worker of the page's own,
 * without a canvas: load, then exportImage. Every pixel is drawn off the main thread. Jobs run
 * one at a time (the worker holds one document); the page disposes the worker when it leaves.
 */

export interface PaintRequest {
  doc: LogoDocument;
  format: 'png' | 'jpeg' | 'svg';
  /** Output width in pixels. */
  width: number;
  /** false = transparent (the background layer is left out). */
  background: boolean;
}

export interface Painter {
  paint(request: PaintRequest): Promise<Blob>;
  /** Starts the worker now, so its script loads while the first job's inputs are made. */
  warm(): void;
  dispose(): void;
}

export function createPainter(): Painter {
  let worker: DedicatedWorker<AppWorkerApis['render']> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const handle = () => {
    if (!worker || worker.crashed) worker = appWorkers.open('render');
    return worker;
  };
  return {
    paint(request) {
      const job = queue.then(async () => {
        const render = handle();
        // Documents made by our builders are valid by construction, but the worker checks
        // them anyway: a bad logo picture must not break the page.
        await render.call((remote) => remote.load(request.doc), RENDER_CALL_TIMEOUT_MS, 'load');
        const scale = request.width / request.doc.size.width;
        const result = await render.call((remote) => remote.exportImage({ format: request.format, scale, background: request.background, quality: 0.85 }), RENDER_EXPORT_TIMEOUT_MS, 'exportImage');
        return new Blob([result.data], { type: result.mime });
      });
      queue = job.catch(() => undefined);
      return job;
    },
    warm() {
      handle();
    },
    dispose() {
      worker?.dispose();
      worker = null;
    },
  };
}
