import { isWorkerError } from '../../../workers/core/errors.ts';
import { MAX_IMAGE_BYTES } from '../../../workers/protocol/image.ts';
import { imageWorker } from '../../app/workers/imageWorker.ts';

/** Pictures are stored at most this big (longest side, px): sharper than any 1000 px canvas shows them. */
export const IMAGE_MAX_SIDE = 2048;

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/bmp'];

export const imageMessages = {
  wrongType: '不支持这种文件，请选择 PNG、JPG、WEBP、GIF 或 BMP 图片。',
  tooBig: (mb: number) => `图片太大了：最大 ${mb} MB，请压缩后再试。`,
  tooManyPixels: '图片像素太多了，请缩小尺寸后再试。',
  corrupt: '图片已损坏或无法读取，请换一张图片再试。',
} as const;

export type ImageImportResult =
  /** `url` is the layer's reference, `asset:<md5>`. */
  | { ok: true; url: string; width: number; height: number }
  | { ok: false; message: string };

/** Checks that need no decoding: type and byte size (spec: images have byte and pixel caps). */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return imageMessages.wrongType;
  if (file.size > MAX_IMAGE_BYTES) return imageMessages.tooBig(Math.round(MAX_IMAGE_BYTES / 1024 / 1024));
  return null;
}

function messageFor(error: unknown): string {
  if (!isWorkerError(error)) return imageMessages.corrupt;
  if (error.code === 'IMAGE_TOO_LARGE') return imageMessages.tooBig(Math.round(MAX_IMAGE_BYTES / 1024 / 1024));
  if (error.code === 'IMAGE_TOO_MANY_PIXELS') return imageMessages.tooManyPixels;
  if (error.code === 'IMAGE_UNREADABLE' || error.code === 'IMAGE_EMPTY') return imageMessages.corrupt;
  return error.message;
}

/**
 * A picture from the device → a picture the document refers to (`asset:<md5>`). The image
 * worker decodes, shrinks to IMAGE_MAX_SIDE, encodes and stores it in the asset store; the
 * page only passes the File along, so a 12 MP photo costs the main thread no long task.
 */
export async function importImageFile(file: File): Promise<ImageImportResult> {
  const problem = checkImageFile(file);
  if (problem) return { ok: false, message: problem };
  try {
    const picture = await imageWorker.call((api) => api.importPicture({ file, maxSide: IMAGE_MAX_SIDE }));
    return { ok: true, url: picture.url, width: picture.width, height: picture.height };
  } catch (error) {
    return { ok: false, message: messageFor(error) };
  }
}
