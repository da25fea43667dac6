// Thumbnails for the works list, drawn in the works worker from its own copy of the
// document by a headless render engine (the same rasters and compositing as the editor's
// canvas). The copy is the editor's own document (validated when it was opened, changed only
// by the editor's intents), item by item: its layer objects stay the same between saves unless
// they changed, so the engine's layer hashes (kept per object) are computed once per change.
import type { LogoDocument } from '../core/model/index.ts';
import type { WorkKind } from '../core/works/types.ts';
import { RenderEngine } from '../render/engine.ts';

/** Longest side of a thumbnail in the works list (two columns on a phone, high-DPI). */
export const THUMB_SIZE = 320;

/** The shape the engine reads; anything else (never sent by the editor) gets no thumbnail. */
function drawable(document: unknown): document is LogoDocument {
  const doc = document as Partial<LogoDocument> | null;
  return typeof doc === 'object' && doc !== null && Array.isArray(doc.layers) && Number(doc.size?.width) > 0 && Number(doc.size?.height) > 0;
}

export function createThumbnailRenderer(resolveUrl: (src: string) => string) {
  let engine: RenderEngine | null = null;
  return async (document: unknown, kind: WorkKind): Promise<Blob | null> => {
    // Cards and QR codes have no renderer yet: their works keep the thumbnail they have.
    if (kind !== 'logo' || !drawable(document)) return null;
    engine ??= new RenderEngine({ requestFrame: (callback) => void setTimeout(callback, 16), resolveUrl });
    // Not parsed again: parseDocument made a whole new copy of every layer at each save, and new
    // objects made the engine hash all 1000 layers' outlines again (~60 MB of garbage a save at
    // 1000 layers, sampling heap profile of the works worker; bench 12-editor-memory).
    engine.load(document, { validated: true });
    const side = Math.max(document.size.width, document.size.height);
    const result = await engine.exportImage({ format: 'jpeg', scale: THUMB_SIZE / side, background: true, quality: 0.85 });
    return new Blob([result.data], { type: result.mime });
  };
}
