import { layerBounds, unionBounds, type Box, type LogoDocument } from '../../../../workers/core/model/index.ts';

/** Air around the logo on a mock-up, as a share of the canvas's longest side. */
const MARGIN = 0.04;

/**
 * The part of the canvas the logo occupies (visible layers above the background, plus a
 * margin for shadows), in document px; null when there is nothing but the background.
 */
export function markBox(doc: LogoDocument): Box | null {
  const layers = doc.layers.slice(1).filter((l) => l.visibility);
  const box = unionBounds(layers.map(layerBounds));
  if (!box) return null;
  const pad = Math.max(doc.size.width, doc.size.height) * MARGIN;
  const x = Math.max(0, box.x - pad);
  const y = Math.max(0, box.y - pad);
  const right = Math.min(doc.size.width, box.x + box.width + pad);
  const bottom = Math.min(doc.size.height, box.y + box.height + pad);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/** Cuts the logo out of a transparent export (scale = export px per document px). */
export async function cropMark(png: Blob, box: Box | null, scale: number): Promise<Blob> {
  if (!box) return png;
  const sx = Math.floor(box.x * scale);
  const sy = Math.floor(box.y * scale);
  const sw = Math.max(1, Math.ceil(box.width * scale));
  const sh = Math.max(1, Math.ceil(box.height * scale));
  const bitmap = await createImageBitmap(png, sx, sy, sw, sh);
  try {
    const canvas = new OffscreenCanvas(sw, sh);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    bitmap.close();
  }
}
