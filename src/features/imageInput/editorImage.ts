import type { EditorImage } from './toolDocument.ts';
import { readAsDataUrl } from '../../shared/readAsDataUrl.ts';

/**
 * Results enter the logo document as data URLs (as the editor's own image import does), and
 * the document is what autosave keeps in IndexedDB and the sync uploads. A full-size export
 * can be 12 MP; 1600 px on the longest side is sharper than the 1000 px canvas ever shows
 * it and keeps a work to a few MB. (The editor's own import keeps 2048 px: it has no
 * full-size original to fall back on; an image tool can always export again.)
 */
export const SENT_IMAGE_MAX_SIDE = 1600;

async function shrunk(bitmap: ImageBitmap, width: number, height: number): Promise<ImageBitmap | null> {
  try {
    // Chromium resamples off the main thread; elsewhere drawImage below does the scaling.
    return await createImageBitmap(bitmap, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  } catch {
    return null;
  }
}

/** The result as the document will keep it: as exported when small enough, else shrunk and re-encoded in the same type. */
export async function editorImage(blob: Blob, maxSide = SENT_IMAGE_MAX_SIDE): Promise<EditorImage> {
  const bitmap = await createImageBitmap(blob);
  try {
    const { width, height } = bitmap;
    if (Math.max(width, height) <= maxSide) return { url: await readAsDataUrl(blob), width, height };
    const k = maxSide / Math.max(width, height);
    const size = { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
    const small = await shrunk(bitmap, size.width, size.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.imageSmoothingQuality = 'high';
    context.drawImage(small ?? bitmap, 0, 0, size.width, size.height);
    small?.close();
    // JPEG stays JPEG (photos, small); PNG keeps the transparency of a cutout or an erased area.
    const type = blob.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    const encoded = await canvas.convertToBlob({ type, quality: 0.9 });
    return { url: await readAsDataUrl(encoded), ...size };
  } finally {
    bitmap.close();
  }
}
