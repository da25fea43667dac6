import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { PixelBuffer } from '../../../workers/core/image/pixels.ts';
import { sniffImage } from '../../../workers/core/image/sniff.ts';

/** Why an image cannot be cut out; the route turns it into a Chinese message. */
export type SegmentFailure = 'unsupported' | 'unreadable' | 'too_many_pixels' | 'no_background';

export class SegmentError extends Error {
  constructor(
    readonly failure: SegmentFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'SegmentError';
  }
}

export interface ImageLimits {
  maxBytes: number;
  /** Checked from the header before decoding (a tiny file can claim a huge size). */
  maxPixels: number;
}

export type ServerImageType = 'image/png' | 'image/jpeg';

/** Type and size from the header; refuses what the server cannot decode or will not decode. */
export function inspectImage(bytes: Uint8Array, limits: ImageLimits): { type: ServerImageType; width: number; height: number } {
  if (bytes.length === 0) throw new SegmentError('unreadable', 'empty file');
  if (bytes.length > limits.maxBytes) throw new SegmentError('too_many_pixels', `${bytes.length} bytes`);
  const sniffed = sniffImage(bytes);
  if (!sniffed || (sniffed.mimeType !== 'image/png' && sniffed.mimeType !== 'image/jpeg')) throw new SegmentError('unsupported', sniffed?.mimeType ?? 'unknown type');
  const { width, height } = sniffed;
  if (!width || !height) throw new SegmentError('unreadable', 'no size in the header');
  if (width * height > limits.maxPixels) throw new SegmentError('too_many_pixels', `${width}×${height}`);
  return { type: sniffed.mimeType, width, height };
}

/** RGBA pixels (PNG via pngjs, JPEG via jpeg-js). EXIF orientation is not applied: the app uploads pixels already upright. */
export function decodeImage(bytes: Uint8Array, limits: ImageLimits): PixelBuffer {
  const { type, width, height } = inspectImage(bytes, limits);
  try {
    if (type === 'image/png') {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      if (png.width !== width || png.height !== height) throw new Error('size differs from the header');
      return { width, height, data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.byteLength) };
    }
    const decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: limits.maxPixels / 1e6, maxMemoryUsageInMB: 512 });
    if (decoded.width !== width || decoded.height !== height) throw new Error('size differs from the header');
    return { width, height, data: new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength) };
  } catch (error) {
    throw new SegmentError('unreadable', error instanceof Error ? error.message : String(error));
  }
}

export function encodePng(pixels: PixelBuffer): Buffer {
  const png = new PNG({ width: pixels.width, height: pixels.height });
  png.data = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
  return PNG.sync.write(png, { colorType: 6 });
}

/** Area-average downscale (never up) so the longer side is at most `maxSide`. */
export function downscale(source: PixelBuffer, maxSide: number): PixelBuffer {
  const scale = Math.max(source.width, source.height) / maxSide;
  if (scale <= 1) return source;
  const width = Math.max(1, Math.round(source.width / scale));
  const height = Math.max(1, Math.round(source.height / scale));
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor((y * source.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * source.height) / height));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor((x * source.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * source.width) / width));
      const sum = [0, 0, 0, 0];
      for (let sy = y0; sy < y1; sy += 1) {
        for (let sx = x0; sx < x1; sx += 1) {
          const i = (sy * source.width + sx) * 4;
          for (let k = 0; k < 4; k += 1) sum[k] = (sum[k] ?? 0) + (source.data[i + k] ?? 0);
        }
      }
      const count = (y1 - y0) * (x1 - x0);
      for (let k = 0; k < 4; k += 1) out[(y * width + x) * 4 + k] = (sum[k] ?? 0) / count;
    }
  }
  return { width, height, data: out };
}
