// Input: limits first (bytes, then the header's pixel count), then a decode
// that honours EXIF orientation, then the working copy made with pica.
import { workerError } from '../../core/errors.ts';
import { WORK_MAX_SIDE } from '../../protocol/image.ts';
import type { LoadImageRequest, LoadedImage } from '../../protocol/image.ts';
import { readPixels } from '../core/canvas.ts';
import { checkFileSize, checkHeader, checkPixels, scaledSize } from '../core/limits.ts';
import { resizeTo } from '../core/resize.ts';
import { SNIFF_BYTES, sniffImage } from '../../core/image/sniff.ts';
import type { ImageStore } from '../core/store.ts';
import type { TaskControl } from '../../core/image/task.ts';

const HEIC_UNSUPPORTED = '当前浏览器无法打开 HEIC 图片，请在相册中将它导出为 JPG 后再试';

/** Decodes with EXIF orientation applied; a file that does not decode is IMAGE_UNREADABLE. */
export async function decode(file: Blob, mimeType: string): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (mimeType === 'image/heic') throw workerError('IMAGE_UNREADABLE', HEIC_UNSUPPORTED, detail);
    throw workerError('IMAGE_UNREADABLE', undefined, detail);
  }
}

export async function loadImage(store: ImageStore, request: LoadImageRequest, control: TaskControl): Promise<LoadedImage> {
  const { file } = request;
  const sizeError = checkFileSize(file.size);
  if (sizeError) throw sizeError;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const sniffed = sniffImage(head);
  const headerError = checkHeader(sniffed);
  if (headerError) throw headerError;
  await control.checkpoint();
  const mimeType = sniffed?.mimeType ?? (file.type || 'application/octet-stream');
  const bitmap = await decode(file, mimeType);
  const pixelError = checkPixels(bitmap.width, bitmap.height);
  if (pixelError) {
    bitmap.close();
    throw pixelError;
  }
  control.progress(0.4);
  await control.checkpoint();
  const workSize = scaledSize(bitmap.width, bitmap.height, WORK_MAX_SIDE);
  const workCanvas = await resizeTo(bitmap, workSize.width, workSize.height);
  control.progress(0.8);
  const work = readPixels(workCanvas);
  const preview = await createImageBitmap(workCanvas);
  const { width, height } = bitmap;
  let full: ImageBitmap | OffscreenCanvas = bitmap;
  if (request.keepFull === false) {
    bitmap.close();
    full = workCanvas;
  }
  const stored = store.add({ mimeType, full, width, height, work });
  return { imageId: stored.id, width: stored.width, height: stored.height, workWidth: work.width, workHeight: work.height, preview, mimeType };
}
