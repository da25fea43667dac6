// A decoded bitmap's pixels for the PDF (needs a canvas: worker only, not the Node tests).
import type { PdfImage } from './pdfImage.ts';

export type { PdfImage } from './pdfImage.ts';

export function picturePixels(bitmap: ImageBitmap): PdfImage {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d context unavailable');
  ctx.drawImage(bitmap, 0, 0);
  const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
  return { kind: 'pixels', rgba: data, width: bitmap.width, height: bitmap.height };
}
