// Canvas paints from the shared gradient geometry.
import { cssColour } from '../core/model/index.ts';
import type { GradientPaint } from './gradients.ts';

export type Ctx = OffscreenCanvasRenderingContext2D;

export function canvasGradient(ctx: Ctx, paint: GradientPaint): CanvasGradient {
  const g = paint.geometry;
  const gradient =
    g.kind === 'linear' ? ctx.createLinearGradient(g.x1, g.y1, g.x2, g.y2) : ctx.createRadialGradient(g.cx, g.cy, 0, g.cx, g.cy, g.r);
  for (const stop of paint.stops) {
    try {
      gradient.addColorStop(stop.offset, stop.colour);
    } catch {
      // A colour the canvas refuses (validated documents have none): that stop is left out.
    }
  }
  return gradient;
}

/** The gradient when there is one, else the plain colour. */
export function paintStyle(ctx: Ctx, colour: string, gradient: GradientPaint | null): string | CanvasGradient {
  return gradient ? canvasGradient(ctx, gradient) : cssColour(colour);
}
