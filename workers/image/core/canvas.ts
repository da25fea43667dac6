// OffscreenCanvas helpers for the worker (no DOM here).
import { workerError } from '../../core/errors.ts';
import type { EncodeOptions, EncodedImage } from '../../protocol/image.ts';
import type { PixelBuffer } from '../../core/image/pixels.ts';

export function createCanvas(width: number, height: number): OffscreenCanvas {
  return new OffscreenCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
}

export function context2d(canvas: OffscreenCanvas, readBack = false): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d', readBack ? { willReadFrequently: true } : undefined);
  // Only an exhausted GPU/memory budget makes this null.
  if (!ctx) throw workerError('INTERNAL', '内存不足，无法处理这张图片，请换一张小一些的图片', 'getContext(2d) returned null');
  return ctx;
}

/** Pixels of a bitmap or canvas (non-premultiplied RGBA). */
export function readPixels(source: ImageBitmap | OffscreenCanvas, width = source.width, height = source.height): ImageData {
  if (source instanceof OffscreenCanvas && source.width === width && source.height === height) {
    return context2d(source, true).getImageData(0, 0, width, height);
  }
  const canvas = createCanvas(width, height);
  const ctx = context2d(canvas, true);
  ctx.drawImage(source, 0, 0, width, height);
  return ctx.getImageData(0, 0, width, height);
}

export function toImageData(pixels: PixelBuffer): ImageData {
  if (pixels instanceof ImageData) return pixels;
  return new ImageData(new Uint8ClampedArray(pixels.data), pixels.width, pixels.height);
}

export function pixelsToCanvas(pixels: PixelBuffer): OffscreenCanvas {
  const canvas = createCanvas(pixels.width, pixels.height);
  context2d(canvas).putImageData(toImageData(pixels), 0, 0);
  return canvas;
}

export function pixelsToBitmap(pixels: PixelBuffer): Promise<ImageBitmap> {
  return createImageBitmap(toImageData(pixels));
}

/** PNG keeps transparency; JPEG gets painted over `background` first. */
export async function encodeCanvas(canvas: OffscreenCanvas, options: EncodeOptions): Promise<EncodedImage> {
  let target = canvas;
  if (options.format === 'jpeg') {
    target = createCanvas(canvas.width, canvas.height);
    const ctx = context2d(target);
    ctx.fillStyle = options.background ?? '#ffffff';
    ctx.fillRect(0, 0, target.width, target.height);
    ctx.drawImage(canvas, 0, 0);
  }
  const type = options.format === 'jpeg' ? 'image/jpeg' : 'image/png';
  const blob = await target.convertToBlob(options.format === 'jpeg' ? { type, quality: options.quality ?? 0.92 } : { type });
  return { blob, width: canvas.width, height: canvas.height };
}
