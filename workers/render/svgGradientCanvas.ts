// Icon shapes filled or stroked with their own gradients. Called with the current transform
// set to the shape's own space. A linear gradient stays linear under any affine map, so it is
// re-expressed in that space; a radial one is drawn in gradient space (the outline brought
// there), and a radial stroke under a non-uniform map goes through a scratch layer, because
// a canvas stroke's width follows the transform.
import { cssColour } from '../core/model/index.ts';
import { normaliseColour, withAlpha } from './colourAlpha.ts';
import type { Bounds, Matrix } from './matrix.ts';
import type { Ctx } from './paint.ts';
import type { IconGradient, IconStop, LinearIconGradient, RadialIconGradient } from './svgGradient.ts';
import { invert, linearLineThrough, padded } from './svgGradientSpread.ts';

/** The colour a stop paints: the icon's recolour (keeping the stop's opacity), currentColor = black. */
function stopColour(ctx: Ctx, stop: IconStop, recolour: string | null): string {
  const colour = recolour ?? (stop.colour === 'currentColor' ? '#000000' : cssColour(stop.colour));
  if (stop.opacity >= 1) return colour;
  return withAlpha(normaliseColour(ctx, colour), stop.opacity) ?? 'transparent';
}

function addStops(ctx: Ctx, gradient: CanvasGradient, stops: readonly IconStop[], recolour: string | null): CanvasGradient {
  for (const stop of stops) {
    try {
      gradient.addColorStop(stop.offset, stopColour(ctx, stop, recolour));
    } catch {
      // A colour the canvas refuses (parsing keeps only valid ones): that stop is left out.
    }
  }
  return gradient;
}

function linearThrough(ctx: Ctx, g: LinearIconGradient, m: Matrix, recolour: string | null): CanvasGradient | null {
  const line = linearLineThrough(g, m);
  return line && addStops(ctx, ctx.createLinearGradient(line.x1, line.y1, line.x2, line.y2), g.stops, recolour);
}

function radialIn(ctx: Ctx, g: RadialIconGradient, recolour: string | null): CanvasGradient {
  return addStops(ctx, ctx.createRadialGradient(g.fx, g.fy, g.fr, g.cx, g.cy, g.r), g.stops, recolour);
}

/** Uniform scale, rotation, reflection: circles stay circles. */
function similarityScale(m: Matrix): number | null {
  const [a, b, c, d] = m;
  const size = Math.abs(a) + Math.abs(b) + Math.abs(c) + Math.abs(d);
  const rotates = Math.abs(a - d) + Math.abs(b + c) <= size * 1e-9;
  const reflects = Math.abs(a + d) + Math.abs(b - c) <= size * 1e-9;
  return rotates || reflects ? Math.sqrt(Math.abs(a * d - b * c)) : null;
}

const toInit = (m: Matrix): DOMMatrix2DInit => ({ a: m[0], b: m[1], c: m[2], d: m[3], e: m[4], f: m[5] });

export function fillIconGradient(ctx: Ctx, path: Path2D, rule: CanvasFillRule, gradient: IconGradient, recolour: string | null): void {
  const g = padded(gradient, gradient.box);
  if (g.kind === 'linear') {
    const style = linearThrough(ctx, g, g.matrix, recolour);
    if (!style) return;
    ctx.fillStyle = style;
    ctx.fill(path, rule);
    return;
  }
  const inverse = invert(g.matrix);
  if (!inverse) return;
  const outline = new Path2D();
  outline.addPath(path, toInit(inverse));
  ctx.save();
  ctx.transform(...g.matrix);
  ctx.fillStyle = radialIn(ctx, g, recolour);
  ctx.fill(outline, rule);
  ctx.restore();
}

/** The stroke's reach past the outline, so repeat/reflect cover joins and caps too. */
function strokeArea(box: Bounds, width: number, miterLimit: number): Bounds {
  const reach = (width / 2) * Math.max(miterLimit, Math.SQRT2);
  return { minX: box.minX - reach, minY: box.minY - reach, maxX: box.maxX + reach, maxY: box.maxY + reach };
}

/** Strokes `path` with the context's line settings (already set) in the gradient. */
export function strokeIconGradient(ctx: Ctx, path: Path2D, gradient: IconGradient, recolour: string | null): void {
  const area = strokeArea(gradient.box, ctx.lineWidth, ctx.miterLimit);
  const g = padded(gradient, area);
  const scale = g.kind === 'radial' ? similarityScale(g.matrix) : null;
  let style: CanvasGradient | null;
  if (g.kind === 'linear') style = linearThrough(ctx, g, g.matrix, recolour);
  else if (scale !== null) {
    const [a, b, c, d, e, f] = g.matrix;
    const map = (x: number, y: number) => [a * x + c * y + e, b * x + d * y + f] as const;
    const [fx, fy] = map(g.fx, g.fy);
    const [cx, cy] = map(g.cx, g.cy);
    style = addStops(ctx, ctx.createRadialGradient(fx, fy, g.fr * scale, cx, cy, g.r * scale), g.stops, recolour);
  } else {
    strokeThroughLayer(ctx, path, g, area, recolour);
    return;
  }
  if (!style) return;
  ctx.strokeStyle = style;
  ctx.stroke(path);
}

/** Device-pixel bounds of a shape-space area, cut to the canvas; null when nothing is left. */
function deviceRect(ctx: Ctx, area: Bounds): { x: number; y: number; width: number; height: number } | null {
  const m = ctx.getTransform();
  const corners = [
    m.transformPoint(new DOMPoint(area.minX, area.minY)),
    m.transformPoint(new DOMPoint(area.maxX, area.minY)),
    m.transformPoint(new DOMPoint(area.maxX, area.maxY)),
    m.transformPoint(new DOMPoint(area.minX, area.maxY)),
  ];
  const x = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.x))) - 1);
  const y = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.y))) - 1);
  const right = Math.min(ctx.canvas.width, Math.ceil(Math.max(...corners.map((p) => p.x))) + 1);
  const bottom = Math.min(ctx.canvas.height, Math.ceil(Math.max(...corners.map((p) => p.y))) + 1);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/**
 * The stroke drawn opaque on a scratch canvas (only as large as the stroke's reach on the
 * raster), then painted with the gradient in gradient space and placed back.
 */
function strokeThroughLayer(ctx: Ctx, path: Path2D, g: RadialIconGradient, area: Bounds, recolour: string | null): void {
  const rect = deviceRect(ctx, area);
  const layer = rect && new OffscreenCanvas(rect.width, rect.height).getContext('2d');
  if (!rect || !layer) return;
  layer.setTransform(new DOMMatrix([1, 0, 0, 1, -rect.x, -rect.y]).multiply(ctx.getTransform()));
  layer.lineWidth = ctx.lineWidth;
  layer.lineCap = ctx.lineCap;
  layer.lineJoin = ctx.lineJoin;
  layer.miterLimit = ctx.miterLimit;
  layer.setLineDash(ctx.getLineDash());
  layer.lineDashOffset = ctx.lineDashOffset;
  layer.stroke(path);
  layer.globalCompositeOperation = 'source-in';
  layer.transform(...g.matrix);
  const toGradient = layer.getTransform().inverse();
  const corners = [[0, 0], [rect.width, 0], [rect.width, rect.height], [0, rect.height]].map(([x, y]) => toGradient.transformPoint(new DOMPoint(x, y)));
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  layer.fillStyle = radialIn(layer, g, recolour);
  layer.fillRect(Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(layer.canvas, rect.x, rect.y);
  ctx.restore();
}
