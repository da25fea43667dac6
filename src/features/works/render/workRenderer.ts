import { appWorkers } from '../../../app/workers/index.ts';
import { RENDER_CALL_TIMEOUT_MS, RENDER_EXPORT_TIMEOUT_MS } from '../../../../workers/protocol/render.ts';
import { parseDocument } from '../../../../workers/core/model/index.ts';
import type { ImageExportRequest } from '../runtime.ts';

/**
 * Images of stored works (downloads from the works tab) from a render worker
 * without a canvas (load, then exportImage): the owner's `workImages` kind, started on first
 * use and ended after a minute unused, so browsing works costs nothing when nothing is drawn.
 * Calls run one at a time (the worker holds one document).
 */

const render = appWorkers.get('workImages');
let queue: Promise<unknown> = Promise.resolve();

/** One image of a logo document; rejects with the worker's Chinese message when it cannot be drawn. */
export function renderWorkImage(request: ImageExportRequest): Promise<Blob> {
  const job = queue.then(async () => {
    const parsed = parseDocument(request.document);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const doc = parsed.doc;
    await render.call((worker) => worker.load(doc), RENDER_CALL_TIMEOUT_MS, 'load');
    const side = Math.max(doc.size.width, doc.size.height);
    const options = { format: request.format, scale: request.size / side, background: true, quality: request.quality ?? 0.85 };
    const result = await render.call((worker) => worker.exportImage(options), RENDER_EXPORT_TIMEOUT_MS, 'exportImage');
    return new Blob([result.data], { type: result.mime });
  });
  queue = job.catch(() => undefined);
  return job;
}
