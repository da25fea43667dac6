// A layer's drop shadow drawn behind its content on the content's own canvas. The blur is
// made on a canvas `scale` times smaller and drawn back enlarged: a Gaussian of σ ≥ 2 pixels
// has nothing finer than a pixel left to lose, and blurring 1/scale² of the pixels is what
// makes it cheap. Canvas shadows (shadowBlur on a second full-size canvas) were ~90% of a
// shadowed icon's or shape's raster time in software Chromium.
import { cssColour } from '../core/model/index.ts';
import { normaliseColour, withAlpha } from './colourAlpha.ts';
import type { Ctx } from './paint.ts';
import type { ShadowSpec } from './shadow.ts';

/** The blur σ, in pixels of the small canvas, below which it is not made smaller. */
const MIN_SMALL_SIGMA = 2;
const MAX_SCALE = 4;

/** How many times smaller the shadow canvas is for a blur of `sigma` raster pixels (1 = full size). */
export function shadowScale(sigma: number): number {
  return Math.min(Math.max(Math.floor(sigma / MIN_SMALL_SIGMA), 1), MAX_SCALE);
}

export interface ShadowTarget {
  canvas: OffscreenCanvas;
  ctx: Ctx;
}

/**
 * Draws `shadow` (lengths in layer pixels; `level` raster pixels per layer pixel) under what
 * `target` holds, using `work` (any size) for the silhouette. Same result as canvas
 * shadowColor/shadowBlur/shadowOffset (σ = blur / 2) when drawing the content.
 */
export function drawShadowBehind(target: ShadowTarget, shadow: ShadowSpec, level: number, work: (width: number, height: number) => ShadowTarget): void {
  const { canvas, ctx } = target;
  const sigma = (shadow.blur * level) / 2;
  const scale = shadowScale(sigma);
  const width = Math.ceil(canvas.width / scale);
  const height = Math.ceil(canvas.height / scale);
  const { canvas: small, ctx: sc } = work(width, height);
  // Silhouette: the content, smaller and moved by the offset, blurred, then coloured in.
  sc.imageSmoothingEnabled = true;
  sc.imageSmoothingQuality = 'medium';
  if (sigma > 0) sc.filter = `blur(${sigma / scale}px)`;
  sc.drawImage(canvas, (shadow.dx * level) / scale, (shadow.dy * level) / scale, canvas.width / scale, canvas.height / scale);
  sc.filter = 'none';
  sc.globalCompositeOperation = 'source-in';
  sc.fillStyle = withAlpha(normaliseColour(sc, cssColour(shadow.colour)), shadow.opacity) ?? 'transparent';
  sc.fillRect(0, 0, width, height);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = 'none';
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'destination-over';
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'low';
  ctx.drawImage(small, 0, 0, width, height, 0, 0, width * scale, height * scale);
  ctx.restore();
}
