// One layer → one bitmap: content at `level` pixels per layer pixel, then sharpen, CSS
// filters and the drop shadow, all baked in. Compositing then only places the bitmap.
import { cssColour } from '../core/model/index.ts';
import type { Layer } from '../core/model/index.ts';
import { drawIcon, drawImageLayer, drawRect } from './drawMedia.ts';
import type { MediaSource } from './drawMedia.ts';
import { drawPath, drawSquare, drawText } from './drawVector.ts';
import { canvasFilter, layerFilterOps } from './filters.ts';
import type { Ctx } from './paint.ts';
import { layerExtent, rasterLayout } from './rasterPlan.ts';
import type { RasterLayout } from './rasterPlan.ts';
import type { CacheItem } from './rasterCache.ts';
import { drawShadowBehind } from './dropShadow.ts';
import { shadowOf } from './shadow.ts';
import { sharpenAmount, sharpenPixels } from './sharpen.ts';

export interface Raster extends CacheItem {
  bitmap: ImageBitmap;
  layout: RasterLayout;
}

const TRIM_PIXELS = 1024 * 1024;

/** Reusable work canvases, made on first use: content (A), filtered (B), shadow silhouette (C). */
export class Scratch {
  private a: OffscreenCanvas | null = null;
  private b: OffscreenCanvas | null = null;
  private c: OffscreenCanvas | null = null;

  content(width: number, height: number): { canvas: OffscreenCanvas; ctx: Ctx } {
    this.a ??= new OffscreenCanvas(1, 1);
    return this.prepare(this.a, width, height);
  }

  effects(width: number, height: number): { canvas: OffscreenCanvas; ctx: Ctx } {
    this.b ??= new OffscreenCanvas(1, 1);
    return this.prepare(this.b, width, height);
  }

  /** The drop shadow's silhouette, smaller than the raster (drop-shadow.ts). */
  shadow(width: number, height: number): { canvas: OffscreenCanvas; ctx: Ctx } {
    this.c ??= new OffscreenCanvas(1, 1);
    return this.prepare(this.c, width, height);
  }

  /** Gives back the memory of a big work canvas (a 4096² raster would keep 64 MB each). */
  trim(): void {
    for (const canvas of [this.a, this.b, this.c]) {
      if (canvas && canvas.width * canvas.height > TRIM_PIXELS) {
        canvas.width = 1;
        canvas.height = 1;
      }
    }
  }

  private prepare(canvas: OffscreenCanvas, width: number, height: number) {
    // Setting the size clears the pixels and resets every context state, even at the same size.
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d', { willReadFrequently: false });
    if (!ctx) throw new Error('2d context unavailable');
    return { canvas, ctx };
  }
}

/** Draws the layer's own content in layer pixels; false while a picture it shows is loading. */
export function drawContent(ctx: Ctx, layer: Layer, media: MediaSource): boolean {
  switch (layer.type) {
    case 'rect':
      return drawRect(ctx, layer, media);
    case 'image':
      return drawImageLayer(ctx, layer, media);
    case 'icon':
      drawIcon(ctx, layer, media);
      return true;
    case 'text':
      drawText(ctx, layer);
      return true;
    case 'square':
      drawSquare(ctx, layer);
      return true;
    case 'path':
      drawPath(ctx, layer);
      return true;
  }
}

export interface RasteriseOptions {
  level: number;
  /** false for a clip mask: the layer's pixels without its shadow. */
  withShadow: boolean;
  media: MediaSource;
  scratch: Scratch;
  onError(layer: Layer, error: unknown): void;
}

export function rasterise(layer: Layer, options: RasteriseOptions): Raster {
  const { level, scratch } = options;
  const layout = rasterLayout(layer.width, layer.height, layerExtent(layer, options.withShadow), level);
  const { canvas: a, ctx } = scratch.content(layout.pixelWidth, layout.pixelHeight);
  ctx.setTransform(level, 0, 0, level, layout.originX, layout.originY);
  let complete = true;
  try {
    complete = drawContent(ctx, layer, options.media);
    if (layer.bg !== '' && layer.bg !== 'transparent') {
      ctx.globalCompositeOperation = 'destination-over';
      ctx.fillStyle = cssColour(layer.bg);
      ctx.fillRect(0, 0, layer.width, layer.height);
      ctx.globalCompositeOperation = 'source-over';
    }
    const sharpen = sharpenAmount(layer.sharpen);
    if (sharpen > 0) {
      const pixels = ctx.getImageData(0, 0, layout.pixelWidth, layout.pixelHeight);
      pixels.data.set(sharpenPixels(pixels.data, layout.pixelWidth, layout.pixelHeight, sharpen));
      ctx.putImageData(pixels, 0, 0);
    }
  } catch (error) {
    options.onError(layer, error);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, layout.pixelWidth, layout.pixelHeight);
  }
  // Filters first, then the shadow of the filtered content (the SVG export's order).
  const filter = canvasFilter(layerFilterOps(layer), level);
  let target = { canvas: a, ctx };
  if (filter !== 'none') {
    target = scratch.effects(layout.pixelWidth, layout.pixelHeight);
    target.ctx.filter = filter;
    target.ctx.drawImage(a, 0, 0);
  }
  const shadow = options.withShadow ? shadowOf(layer) : null;
  if (shadow) drawShadowBehind(target, shadow, level, (width, height) => scratch.shadow(width, height));
  const bitmap = target.canvas.transferToImageBitmap();
  scratch.trim();
  return { bitmap, layout, complete, bytes: layout.pixelWidth * layout.pixelHeight * 4 };
}
