// Drawing of the layers that show pictures: the background/rect (colour, gradient, image),
// image layers and SVG icons, in layer pixels.
import { cssColour, imageLayerSource, pictureSourceOf } from '../core/model/index.ts';
import type { IconLayer, ImageLayer, Layer, RectLayer } from '../core/model/index.ts';
import { backgroundGradient, fillGradient } from './gradients.ts';
import { multiply } from './matrix.ts';
import { canvasGradient } from './paint.ts';
import type { Ctx } from './paint.ts';
import { fillIconGradient, strokeIconGradient } from './svgGradientCanvas.ts';
import { viewBoxTransform } from './svgIcon.ts';
import type { SvgIcon } from './svgIcon.ts';
import { cachedPath } from './pathCache.ts';

export type AssetState =
  | { state: 'pending' }
  | { state: 'failed' }
  | { state: 'bitmap'; bitmap: ImageBitmap }
  | { state: 'svg'; icon: SvgIcon };

/** What drawing needs from the outside: decoded images and parsed icons. */
export interface MediaSource {
  image(src: string, layerId: string): AssetState;
  icon(data: string, layerId: string): SvgIcon | null;
}

/** Drawn where an image failed to load, so the layer stays visible and selectable. */
export const PLACEHOLDER_FILL = '#e8e8e8';
const PLACEHOLDER_MARK = '#b8b8b8';

/** The source of an image layer: its data (a data URL or bare base64) before its url (an `asset:` reference or an address). */
export const imageSource: (layer: Pick<ImageLayer, 'data' | 'url'>) => string = imageLayerSource;

export function drawIconShapes(ctx: Ctx, icon: SvgIcon, width: number, height: number, recolour: string | null): void {
  if (icon.fit !== 'none' && icon.fit.slice) {
    ctx.beginPath();
    ctx.rect(0, 0, width, height);
    ctx.clip();
  }
  const base = ctx.getTransform();
  const box = viewBoxTransform(icon, width, height);
  for (const shape of icon.shapes) {
    const [a, b, c, d, e, f] = multiply(box, shape.matrix);
    ctx.setTransform(base);
    ctx.transform(a, b, c, d, e, f);
    const path = cachedPath(shape.d);
    const colourOf = (paint: string) => recolour ?? (paint === 'currentColor' ? '#000000' : cssColour(paint));
    if (shape.fill) {
      ctx.globalAlpha = shape.opacity * shape.fillOpacity;
      if (typeof shape.fill !== 'string') fillIconGradient(ctx, path, shape.fillRule, shape.fill, recolour);
      else {
        ctx.fillStyle = colourOf(shape.fill);
        ctx.fill(path, shape.fillRule);
      }
    }
    if (shape.stroke && shape.strokeWidth > 0) {
      ctx.globalAlpha = shape.opacity * shape.strokeOpacity;
      ctx.lineWidth = shape.strokeWidth;
      ctx.lineCap = shape.lineCap;
      ctx.lineJoin = shape.lineJoin;
      ctx.miterLimit = shape.miterLimit;
      ctx.setLineDash(shape.dash);
      if (typeof shape.stroke !== 'string') strokeIconGradient(ctx, path, shape.stroke, recolour);
      else {
        ctx.strokeStyle = colourOf(shape.stroke);
        ctx.stroke(path);
      }
    }
  }
  ctx.setTransform(base);
  ctx.globalAlpha = 1;
}

export function drawIcon(ctx: Ctx, layer: IconLayer, media: MediaSource): void {
  const icon = media.icon(layer.data, layer.id);
  if (!icon) return;
  ctx.save();
  drawIconShapes(ctx, icon, layer.width, layer.height, layer.fill === '' ? null : cssColour(layer.fill));
  ctx.restore();
  const gradient = fillGradient(layer);
  if (gradient) {
    // Recolour everything drawn so far (this raster holds only the icon at this point).
    ctx.globalCompositeOperation = 'source-in';
    ctx.fillStyle = canvasGradient(ctx, gradient);
    ctx.fillRect(0, 0, layer.width, layer.height);
    ctx.globalCompositeOperation = 'source-over';
  }
}

function drawPlaceholder(ctx: Ctx, width: number, height: number): void {
  ctx.fillStyle = PLACEHOLDER_FILL;
  ctx.fillRect(0, 0, width, height);
  const size = Math.min(width, height) * 0.3;
  ctx.strokeStyle = PLACEHOLDER_MARK;
  ctx.lineWidth = Math.max(size / 10, 1);
  ctx.beginPath();
  ctx.moveTo(width / 2 - size / 2, height / 2 - size / 2);
  ctx.lineTo(width / 2 + size / 2, height / 2 + size / 2);
  ctx.moveTo(width / 2 + size / 2, height / 2 - size / 2);
  ctx.lineTo(width / 2 - size / 2, height / 2 + size / 2);
  ctx.stroke();
}

type Fit = 'cover' | 'contain' | 'stretch';

/** The picture's rectangle in a w × h box (cover is clipped to the box by the caller). */
export function fitRect(fit: Fit, imageWidth: number, imageHeight: number, w: number, h: number) {
  if (fit === 'stretch' || imageWidth <= 0 || imageHeight <= 0) return { x: 0, y: 0, width: w, height: h };
  const s = fit === 'cover' ? Math.max(w / imageWidth, h / imageHeight) : Math.min(w / imageWidth, h / imageHeight);
  return { x: (w - imageWidth * s) / 2, y: (h - imageHeight * s) / 2, width: imageWidth * s, height: imageHeight * s };
}

/** Returns false while the picture is still loading (the raster is then redrawn when it arrives). */
function drawPicture(ctx: Ctx, asset: AssetState, fit: Fit, w: number, h: number, placeholder: boolean): boolean {
  if (asset.state === 'pending') return false;
  if (asset.state === 'failed') {
    if (placeholder) drawPlaceholder(ctx, w, h);
    return true;
  }
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, w, h);
  ctx.clip();
  if (asset.state === 'svg') {
    const mode = fit === 'stretch' ? 'none' : asset.icon.fit === 'none' ? 'none' : { ...asset.icon.fit, slice: fit === 'cover' };
    drawIconShapes(ctx, { ...asset.icon, fit: mode }, w, h, null);
  } else {
    const r = fitRect(fit, asset.bitmap.width, asset.bitmap.height, w, h);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(asset.bitmap, r.x, r.y, r.width, r.height);
  }
  ctx.restore();
  return true;
}

export function drawImageLayer(ctx: Ctx, layer: ImageLayer, media: MediaSource): boolean {
  const src = imageSource(layer);
  if (src === '') return true;
  return drawPicture(ctx, media.image(src, layer.id), 'stretch', layer.width, layer.height, true);
}

/** Fill colour, then the gradient over it, then the picture (imgsize: cover, contain or stretch). */
export function drawRect(ctx: Ctx, layer: RectLayer, media: MediaSource): boolean {
  const { width: w, height: h } = layer;
  if (layer.fill !== '') {
    ctx.fillStyle = cssColour(layer.fill);
    ctx.fillRect(0, 0, w, h);
  }
  const gradient = backgroundGradient(layer.gradient);
  if (gradient) {
    ctx.fillStyle = canvasGradient(ctx, gradient);
    ctx.fillRect(0, 0, w, h);
  }
  const src = layer.url.trim();
  return src === '' ? true : drawPicture(ctx, media.image(src, layer.id), layer.imgsize, w, h, false);
}

/** Every picture a document draws (image layers and background urls), for preloading before an export. */
export function pictureSources(layers: readonly Layer[]): { src: string; layerId: string }[] {
  const out: { src: string; layerId: string }[] = [];
  for (const layer of layers) {
    const src = pictureSourceOf(layer);
    if (src !== '') out.push({ src, layerId: layer.id });
  }
  return out;
}
