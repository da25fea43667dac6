import * as z from 'zod';
import { iconSvg } from '../../../../workers/core/logo/generate/icons.ts';
import { type CanvasSize, type Layer, type LayerOfType } from '../../../../workers/core/model/index.ts';
import { NEW_ITEM_ACCENT, newIconLayer, newShapeLayer } from '../newLayers.ts';
import { LINE_STYLES, shapeSvg, viewBoxAspect, type GeneratedShape, type LineStyle } from './shapePaths.ts';

// The catalogue's shapes, arrows and backgrounds (public/catalogue, docs/catalogue.md) as the
// library reads them, and the layers they become.

const pathEntry = z.object({ id: z.string(), name: z.string(), type: z.literal('path'), viewBox: z.string(), d: z.string() });
const squareEntry = z.object({
  id: z.string(),
  name: z.string(),
  type: z.literal('square'),
  shapeType: z.enum(['rectangle', 'circle', 'triangle', 'line']),
  rx: z.number().min(0).optional(),
});
export const shapeListSchema = z.array(z.discriminatedUnion('type', [pathEntry, squareEntry]));
export const pathListSchema = z.array(pathEntry);
export type ShapeEntry = z.output<typeof shapeListSchema>[number];
export type PathEntry = z.output<typeof pathEntry>;

const stop = z.object({ offset: z.number().min(0).max(1), color: z.string() });
export const backgroundListSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    fill: z.string(),
    gradient: z.object({ x1: z.number(), y1: z.number(), x2: z.number(), y2: z.number(), colorStops: z.array(stop).min(1) }).nullable(),
  }),
);
export type BackgroundEntry = z.output<typeof backgroundListSchema>[number];

/** The catalogue's gradients are written for a 1000 × 1000 canvas. */
const BACKGROUND_BASIS = 1000;

/** A catalogue shape as a layer: the square presets stay square layers (their own panel fields), outlines become icons. */
export function shapeEntryLayer(canvas: CanvasSize, entry: ShapeEntry): Layer {
  if (entry.type === 'path') return pathEntryLayer(canvas, entry);
  const layer = newShapeLayer(canvas, entry.shapeType) as LayerOfType<'square'>;
  // rx is given for a 100-unit box: keep the same roundness at any size.
  if (entry.rx) return { ...layer, rx: Math.round((entry.rx / 100) * Math.min(layer.width, layer.height)), fill: NEW_ITEM_ACCENT };
  return entry.shapeType === 'line' ? layer : { ...layer, fill: NEW_ITEM_ACCENT };
}

/** A catalogue outline (shape, arrow) as an icon layer in the accent colour. */
export function pathEntryLayer(canvas: CanvasSize, entry: PathEntry): Layer {
  const svg = entry.viewBox === '0 0 24 24' ? iconSvg(entry.d) : shapeSvg({ id: entry.id, d: entry.d, viewBox: entry.viewBox });
  return newIconLayer(canvas, svg, { aspect: viewBoxAspect(entry.viewBox) });
}

export function generatedShapeLayer(canvas: CanvasSize, shape: GeneratedShape): Layer {
  return newIconLayer(canvas, shapeSvg(shape), { aspect: viewBoxAspect(shape.viewBox) });
}

/** A line across the middle of its box with a dash style (dash lengths scale with its thickness). */
export function lineLayer(canvas: CanvasSize, style: LineStyle): Layer {
  const line = newShapeLayer(canvas, 'line') as LayerOfType<'square'>;
  return { ...line, strokeDasharray: LINE_STYLES[style].map((k) => k * line.lineWidth) };
}

/** What picking a background sets on the background rect: its fill and the gradient fitted to the canvas; a picture is removed. */
export function backgroundProps(canvas: CanvasSize, entry: BackgroundEntry): Partial<LayerOfType<'rect'>> {
  const sx = canvas.width / BACKGROUND_BASIS;
  const sy = canvas.height / BACKGROUND_BASIS;
  const g = entry.gradient;
  return {
    fill: entry.fill,
    url: '',
    gradient: g ? { x1: g.x1 * sx, y1: g.y1 * sy, x2: g.x2 * sx, y2: g.y2 * sy, colorStops: g.colorStops.map((s) => ({ ...s })) } : null,
  };
}

/** CSS for a background swatch. */
export function backgroundCss(entry: BackgroundEntry): string {
  const g = entry.gradient;
  if (!g) return entry.fill;
  const deg = Math.round((Math.atan2(g.x2 - g.x1, -(g.y2 - g.y1)) * 180) / Math.PI);
  return `linear-gradient(${deg}deg, ${g.colorStops.map((s) => `${s.color} ${Math.round(s.offset * 100)}%`).join(', ')})`;
}
