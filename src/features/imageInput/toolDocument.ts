import { createDocument, createLayer, type LogoDocument } from '../../../workers/core/model/index.ts';

/**
 * A new logo document holding one image-tool result. The editor adds images at 30% of the
 * canvas (spec 9, newImageLayer) because they join a design already there; a result sent
 * from a tool starts the design, so it is fitted into 60% of the default 1000 × 1000 canvas,
 * centred — large enough to read as the logo's mark, with room left for a title under it.
 */
export const SENT_IMAGE_CANVAS_RATIO = 0.6;

export interface EditorImage {
  /** The (possibly shrunk) result's reference in the asset store, `asset:<md5>` (a data URL or an address also draws). */
  url: string;
  width: number;
  height: number;
}

export function imageToolDocument(image: EditorImage): LogoDocument {
  const doc = createDocument();
  const box = Math.round(Math.min(doc.size.width, doc.size.height) * SENT_IMAGE_CANVAS_RATIO);
  const k = box / Math.max(image.width, image.height, 1);
  const width = Math.max(1, Math.round(image.width * k));
  const height = Math.max(1, Math.round(image.height * k));
  const layer = createLayer('image', {
    x: Math.round((doc.size.width - width) / 2),
    y: Math.round((doc.size.height - height) / 2),
    width,
    height,
    url: image.url,
  });
  return { ...doc, layers: [...doc.layers, layer] };
}
