// A layer straight onto the screen while its raster is not made yet.
import type { Layer } from '../core/model/index.ts';
import type { MediaSource } from './drawMedia.ts';
import { fillGradient } from './gradients.ts';
import type { Ctx } from './paint.ts';
import { drawContent } from './rasterise.ts';

/**
 * Draws the layer's plain content (no shadow, blur, filters, sharpening or background) in
 * layer pixels onto a canvas that already shows other layers: opening a large work puts every
 * layer on the canvas at once, and the effects follow as rasters are made. False for what
 * needs a canvas of its own (an icon recoloured by a gradient composites over what is there)
 * and for content that cannot be drawn.
 */
export function drawPlain(ctx: Ctx, layer: Layer, media: MediaSource): boolean {
  if (layer.type === 'icon' && fillGradient(layer)) return false;
  ctx.save();
  try {
    drawContent(ctx, layer, media);
    return true;
  } catch {
    return false;
  } finally {
    ctx.restore();
  }
}
