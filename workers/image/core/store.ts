// The photos the worker holds, least recently used first out. Each keeps its
// full-size original (for export) and a working copy's pixels (for previews,
// masks, cutout and inpainting) plus the per-tool state built on them.
import { workerError } from '../../core/errors.ts';
import { MAX_STORED_IMAGES } from '../../protocol/image.ts';
import type { CutoutMethod } from '../../protocol/image.ts';
import type { FringeModel } from '../../core/image/cutout/fringe.ts';
import type { StrokeMaskCache } from '../mask/strokeCache.ts';
import type { Mask, PixelBuffer } from '../../core/image/pixels.ts';

export interface StoredImage {
  id: string;
  mimeType: string;
  /** Full size, EXIF-oriented (the working copy again when kept without the full size). */
  full: ImageBitmap | OffscreenCanvas;
  width: number;
  height: number;
  work: PixelBuffer;
  /** Automatic cutout mask at working size, once computed, how it was made, and how to remove its colour fringe. */
  cutoutMask?: Mask;
  cutoutMethod?: Exclude<CutoutMethod, 'auto'>;
  cutoutFringe?: FringeModel;
  /** Eraser ('opaque') and manual cutout ('cutout') masks per stroke list. */
  maskCaches?: Partial<Record<'opaque' | 'cutout', StrokeMaskCache>>;
  /** Watermark removal: the working copy before each removal (undo) and each removal's hole. */
  inpaintHistory?: Array<{ before: PixelBuffer; hole: Mask }>;
}

export class ImageStore {
  private readonly images = new Map<string, StoredImage>();
  private counter = 0;

  constructor(private readonly capacity = MAX_STORED_IMAGES) {}

  add(image: Omit<StoredImage, 'id'>): StoredImage {
    this.counter += 1;
    const stored: StoredImage = { ...image, id: `img-${this.counter}-${Math.random().toString(36).slice(2, 8)}` };
    this.images.set(stored.id, stored);
    while (this.images.size > this.capacity) {
      const oldest = this.images.keys().next().value;
      if (oldest === undefined) break;
      this.release(oldest);
    }
    return stored;
  }

  get(id: string): StoredImage {
    const image = this.images.get(id);
    if (!image) throw workerError('IMAGE_EXPIRED', undefined, id);
    // Re-insert: Map order is the recency order.
    this.images.delete(id);
    this.images.set(id, image);
    return image;
  }

  release(id: string): void {
    const image = this.images.get(id);
    if (!image) return;
    this.images.delete(id);
    if ('close' in image.full) image.full.close();
  }

  get size(): number {
    return this.images.size;
  }
}
