// The input limits of issue 6: 20 MB and 40 megapixels. Checked on the bytes'
// header first (cheap), and again on the decoded size (headers can lie).
import { workerError } from '../../core/errors.ts';
import type { WorkerError } from '../../core/errors.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '../../protocol/image.ts';
import type { SniffedImage } from '../../core/image/sniff.ts';

export function checkFileSize(bytes: number): WorkerError | null {
  if (bytes <= 0) return workerError('IMAGE_EMPTY');
  if (bytes > MAX_IMAGE_BYTES) return workerError('IMAGE_TOO_LARGE', undefined, `${bytes} bytes`);
  return null;
}

export function checkPixels(width: number, height: number): WorkerError | null {
  if (width <= 0 || height <= 0) return workerError('IMAGE_UNREADABLE', undefined, `size ${width}x${height}`);
  if (width * height > MAX_IMAGE_PIXELS) return workerError('IMAGE_TOO_MANY_PIXELS', undefined, `${width}x${height}`);
  return null;
}

/** The header's verdict: an error, or null to go on and decode. */
export function checkHeader(sniffed: SniffedImage | null): WorkerError | null {
  if (sniffed === null || sniffed.width === null || sniffed.height === null) return null;
  return checkPixels(sniffed.width, sniffed.height);
}

/** Scale that brings the longer side down to maxSide (never up). */
export function fitScale(width: number, height: number, maxSide: number): number {
  const longer = Math.max(width, height);
  return longer > maxSide ? maxSide / longer : 1;
}

export function scaledSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = fitScale(width, height, maxSide);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
