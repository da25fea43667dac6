import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../../../workers/protocol/image.ts';
import { readAsDataUrl } from '../../shared/readAsDataUrl.ts';

/** Images enter the document as data URLs, so they are stored at most this big (longest side, px). */
export const IMAGE_MAX_SIDE = 2048;

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/bmp'];

export const imageMessages = {
  wrongType: '不支持这种文件，请选择 PNG、JPG、WEBP、GIF 或 BMP 图片。',
  tooBig: (mb: number) => `图片太大了：最大 ${mb} MB，请压缩后再试。`,
  tooManyPixels: '图片像素太多了，请缩小尺寸后再试。',
  corrupt: '图片已损坏或无法读取，请换一张图片再试。',
} as const;

export type ImageImportResult =
  | { ok: true; url: string; width: number; height: number }
  | { ok: false; message: string };

/** Checks that need no decoding: type and byte size (spec: images have byte and pixel caps). */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return imageMessages.wrongType;
  if (file.size > MAX_IMAGE_BYTES) return imageMessages.tooBig(Math.round(MAX_IMAGE_BYTES / 1024 / 1024));
  return null;
}

/** The stored size: the picture shrunk to IMAGE_MAX_SIDE on its longest side, never enlarged. */
export function storedSize(width: number, height: number): { width: number; height: number } {
  const k = Math.min(1, IMAGE_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/**
 * A picture from the device → a data URL the document can keep. Decoding happens in
 * createImageBitmap (off the main thread in Chromium); a file that does not decode is
 * reported as corrupt instead of reaching the canvas.
 */
export async function importImageFile(file: File): Promise<ImageImportResult> {
  const problem = checkImageFile(file);
  if (problem) return { ok: false, message: problem };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, message: imageMessages.corrupt };
  }
  try {
    if (bitmap.width * bitmap.height > MAX_IMAGE_PIXELS) return { ok: false, message: imageMessages.tooManyPixels };
    const size = storedSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, message: imageMessages.corrupt };
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    // JPEG keeps photos small; PNG keeps transparency for everything else.
    const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    const blob = await canvas.convertToBlob({ type, quality: 0.9 });
    return { ok: true, url: await readAsDataUrl(blob), ...size };
  } finally {
    bitmap.close();
  }
}
