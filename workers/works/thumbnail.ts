// Thumbnails for the works list, drawn in the works worker from its own copy of the
// document by a headless render engine (the same rasters and compositing as the editor's
// canvas). The engine's raster cache is kept between saves, so a thumbnail after a drag
// re-rasterises nothing: only the moved layer is composited somewhere else.
import { parseDocument } from '../core/model/index.ts';
import type { WorkKind } from '../core/works/types.ts';
import { RenderEngine } from '../render/engine.ts';

/** Longest side of a thumbnail in the works list (two columns on a phone, high-DPI). */
export const THUMB_SIZE = 320;

export function createThumbnailRenderer(resolveUrl: (src: string) => string) {
  let engine: RenderEngine | null = null;
  return async (document: unknown, kind: WorkKind): Promise<Blob | null> => {
    // Cards and QR codes have no renderer yet: their works keep the thumbnail they have.
    if (kind !== 'logo') return null;
    const parsed = parseDocument(document);
    if (!parsed.ok) return null;
    engine ??= new RenderEngine({ requestFrame: (callback) => void setTimeout(callback, 16), resolveUrl });
    // Parsed just above: a second validation in the engine was another whole copy of the
    // document in this worker's heap at every save (1000 layers: tens of MB of garbage).
    engine.load(parsed.doc, { validated: true });
    const side = Math.max(parsed.doc.size.width, parsed.doc.size.height);
    const result = await engine.exportImage({ format: 'jpeg', scale: THUMB_SIZE / side, background: true, quality: 0.85 });
    return new Blob([result.data], { type: result.mime });
  };
}
