import type { RenderClient } from '../../../editor/workers/renderClient.ts';
import { parseDocument, type LogoDocument } from '../../../editor/model/index.ts';
import type { ImageExportRequest } from '../runtime.ts';

/**
 * Images of stored works (downloads from the works tab) from a render
 * worker of our own: the worker can export without a canvas (load, then exportImage).
 * Created on first use and terminated after a minute unused, so browsing works
 * costs nothing when nothing is drawn. Calls run one at a time (one document loaded).
 */

const IDLE_DISPOSE_MS = 60_000;

let client: Promise<RenderClient> | null = null;
/** The document the worker holds (sent again whole if it ever refuses a patch). */
let current: LogoDocument | null = null;
let idleTimer: ReturnType<typeof setTimeout> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function acquire(): Promise<RenderClient> {
  if (idleTimer !== null) clearTimeout(idleTimer);
  idleTimer = null;
  client ??= import('../../../editor/workers/renderClient.ts').then(({ createRenderClient }) =>
    createRenderClient({
      currentDocument: () => {
        if (!current) throw new Error('no document');
        return current;
      },
      // Failures reach the caller through exportImage's rejection.
      onError: () => undefined,
    }),
  );
  return client;
}

function release(): void {
  if (idleTimer !== null) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const closing = client;
    client = null;
    idleTimer = null;
    void closing?.then((c) => c.dispose());
  }, IDLE_DISPOSE_MS);
}

/** One image of a logo document; rejects with the worker's Chinese message when it cannot be drawn. */
export function renderWorkImage(request: ImageExportRequest): Promise<Blob> {
  const job = queue.then(async () => {
    const parsed = parseDocument(request.document);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const render = await acquire();
    try {
      current = parsed.doc;
      render.load(parsed.doc);
      const side = Math.max(parsed.doc.size.width, parsed.doc.size.height);
      const result = await render.exportImage({ format: request.format, scale: request.size / side, background: true, quality: 0.85 });
      return new Blob([result.data], { type: result.mime });
    } finally {
      release();
    }
  });
  queue = job.catch(() => undefined);
  return job;
}
