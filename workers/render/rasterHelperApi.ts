// What the render worker asks a raster helper worker (raster-helper.worker.ts) for: layer
// rasters made exactly as its own (rasterise.ts), returned as transferred bitmaps. Internal to
// the render worker: the page never talks to a helper.
import type { Layer } from '../core/model/index.ts';
import type { RasterLayout } from './rasterPlan.ts';

export interface RasterJob {
  layer: Layer;
  level: number;
  /** The clip-mask raster (no shadow). */
  mask: boolean;
}

export interface MadeRaster {
  bitmap: ImageBitmap;
  layout: RasterLayout;
  complete: boolean;
  bytes: number;
  /** The layer could not be drawn (rasterise's onError): the bitmap is empty. */
  failed: boolean;
  /**
   * The layer's content hash (model contentHash), computed here: hashing a text layer's
   * outlines is raster work too, and the render worker, which feeds the helpers, has less time.
   */
  hash: string;
}

export interface RasterHelperApi {
  make(jobs: readonly RasterJob[]): Promise<MadeRaster[]>;
}
