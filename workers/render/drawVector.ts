// Drawing of the vector layers (shapes, free paths, text outlines) in layer pixels.
import type { PathLayer, SquareLayer, TextLayer } from '../core/model/index.ts';
import { fillGradient, strokeGradientPaint } from './gradients.ts';
import { paintStyle } from './paint.ts';
import type { Ctx } from './paint.ts';
import { cachedPath } from './pathCache.ts';
import { MITER_LIMIT } from './rasterPlan.ts';
import { lineStyle, squareOutline } from './shapePaths.ts';

export function drawSquare(ctx: Ctx, layer: SquareLayer): void {
  const outline = squareOutline(layer);
  if (!outline) return;
  const path = cachedPath(outline.d);
  const strokePaint = strokeGradientPaint(layer.strokeGradient, layer.width, layer.height);
  ctx.miterLimit = MITER_LIMIT;
  ctx.setLineDash(layer.strokeDasharray);
  if (!outline.closed) {
    const line = lineStyle(layer);
    ctx.strokeStyle = paintStyle(ctx, line.colour, strokePaint);
    ctx.lineWidth = line.width;
    ctx.stroke(path);
    return;
  }
  const gradient = fillGradient(layer);
  if (layer.fill !== '' || gradient) {
    ctx.fillStyle = paintStyle(ctx, layer.fill, gradient);
    ctx.fill(path);
  }
  if (layer.stroke !== '' && layer.lineWidth > 0) {
    ctx.strokeStyle = paintStyle(ctx, layer.stroke, strokePaint);
    ctx.lineWidth = layer.lineWidth;
    ctx.stroke(path);
  }
}

/** A path layer's `text` is SVG path data in layer pixels. */
export function drawPath(ctx: Ctx, layer: PathLayer): void {
  if (layer.text.trim() === '') return;
  const path = cachedPath(layer.text);
  const gradient = fillGradient(layer);
  if (layer.fill !== '' || gradient) {
    ctx.fillStyle = paintStyle(ctx, layer.fill, gradient);
    ctx.fill(path);
  }
  if (layer.stroke !== '' && layer.lineWidth > 0) {
    ctx.strokeStyle = paintStyle(ctx, layer.stroke, strokeGradientPaint(layer.strokeGradient, layer.width, layer.height));
    ctx.lineWidth = layer.lineWidth;
    ctx.lineCap = layer.lineCap;
    ctx.lineJoin = layer.lineJoin;
    ctx.miterLimit = MITER_LIMIT;
    ctx.setLineDash(layer.lineDash);
    ctx.stroke(path);
  }
}

/** The outline the font worker laid out: pathArr (else dataArr[].d), origin at the box's top-left. */
export function textPathData(layer: TextLayer): string {
  // Keyed by the outline arrays, which a move or recolour leaves as they are: the joined string
  // is then the same string, so its cached Path2D is found without hashing a new copy.
  const source = layer.pathArr.length > 0 ? layer.pathArr : layer.dataArr;
  let d = joinedOutlines.get(source);
  if (d === undefined) {
    const parts = layer.pathArr.length > 0 ? layer.pathArr : layer.dataArr.map((run) => run.d);
    d = parts.filter((part) => part.trim() !== '').join(' ');
    joinedOutlines.set(source, d);
  }
  return d;
}

const joinedOutlines = new WeakMap<readonly unknown[], string>();

export function drawText(ctx: Ctx, layer: TextLayer): void {
  const d = textPathData(layer);
  if (d === '') return;
  const path = cachedPath(d);
  const fill = paintStyle(ctx, layer.fill, fillGradient(layer));
  ctx.fillStyle = fill;
  ctx.fill(path, 'nonzero');
  if (layer.boldStroke > 0) {
    // Synthetic bold (a font without a bold face): the outline grows by half the stroke on
    // every side, in the fill's own paint. The font worker's box already includes it. Drawn
    // before the user's stroke, which stays on top as it does on regular text.
    ctx.strokeStyle = fill;
    ctx.lineWidth = layer.boldStroke;
    ctx.lineJoin = 'round';
    ctx.stroke(path);
  }
  if (layer.stroke !== '' && layer.lineWidth > 0) {
    ctx.strokeStyle = paintStyle(ctx, layer.stroke, strokeGradientPaint(layer.strokeGradient, layer.width, layer.height));
    ctx.lineWidth = layer.lineWidth;
    // Round joins: glyph outlines have sharp corners that miter into spikes.
    ctx.lineJoin = 'round';
    ctx.stroke(path);
  }
}

