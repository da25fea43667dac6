// Icon SVG → a flat list of styled paths, the subset docs/render.md lists. Only geometry
// and paint are read, so nothing in an icon can run, load or reference anything.
import { isColour } from '../core/model/index.ts';
import { IDENTITY, multiply, parseTransform, scale, translate } from './matrix.ts';
import type { Matrix } from './matrix.ts';
import { IconGradients } from './svgGradient.ts';
import type { IconPaint, PaintRef } from './svgGradient.ts';
import { declarations } from './svgGradientDefs.ts';
import { length, numberList, shapePath } from './svgShapes.ts';
import type { Attrs } from './svgShapes.ts';
import { SvgError, parseXml } from './svgXml.ts';
import type { XmlElement } from './svgXml.ts';

export type { IconGradient, IconPaint } from './svgGradient.ts';

export type LineCap = 'butt' | 'round' | 'square';
export type LineJoin = 'miter' | 'round' | 'bevel';

export interface IconShape {
  d: string;
  /** From the shape's own space to the viewBox space. */
  matrix: Matrix;
  /** A CSS colour, 'currentColor' (the icon's recolour, else black), a gradient, or null for none. */
  fill: IconPaint | null;
  fillRule: 'nonzero' | 'evenodd';
  fillOpacity: number;
  stroke: IconPaint | null;
  strokeWidth: number;
  strokeOpacity: number;
  lineCap: LineCap;
  lineJoin: LineJoin;
  miterLimit: number;
  dash: number[];
  /** opacity of the element times that of its groups. */
  opacity: number;
}

export interface SvgIcon {
  viewBox: { x: number; y: number; width: number; height: number };
  /** preserveAspectRatio: 'none' stretches, else align x/y ('min' | 'mid' | 'max') and meet/slice. */
  fit: 'none' | { x: 'min' | 'mid' | 'max'; y: 'min' | 'mid' | 'max'; slice: boolean };
  shapes: IconShape[];
}

/** Inherited down the tree; `url(#id)` paints are resolved per shape (objectBoundingBox needs its outline). */
type Style = Omit<IconShape, 'd' | 'fill' | 'stroke'> & { fill: Paint; stroke: Paint };
type Paint = string | PaintRef | null;

const CONTAINERS: ReadonlySet<string> = new Set(['svg', 'g', 'a', 'switch']);
const SHAPES: ReadonlySet<string> = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);

const URL_PAINT = /^url\(\s*(['"]?)([^'")]*)\1\s*\)\s*(.*)$/i;

function colourPaint(v: string): string | null | undefined {
  if (v === 'none') return null;
  if (v === 'currentColor' || v === 'currentcolor') return 'currentColor';
  return isColour(v) ? v : undefined;
}

function paint(value: string, inherited: Paint): Paint {
  const v = value.trim();
  const url = URL_PAINT.exec(v);
  if (url) {
    const ref = url[2]?.trim() ?? '';
    const after = url[3]?.trim() ?? '';
    const fallback = after === '' ? undefined : colourPaint(after);
    // Only ids in this icon: anything else (another file, a bare name) is never fetched.
    if (ref.startsWith('#') && ref.length > 1) return { ref: ref.slice(1), fallback };
    return fallback === undefined ? 'currentColor' : fallback;
  }
  const colour = colourPaint(v);
  return colour === undefined ? inherited : colour;
}

function unit(value: string, inherited: number): number {
  const n = value.trim().endsWith('%') ? Number.parseFloat(value) / 100 : Number(value);
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), 1) : inherited;
}

function styleOf(el: XmlElement, parent: Style): Style | null {
  const p = declarations(el);
  if (p.display === 'none') return null;
  const own = p.transform === undefined ? IDENTITY : parseTransform(p.transform);
  if (!own) return null;
  const s: Style = { ...parent, dash: parent.dash, matrix: multiply(parent.matrix, own) };
  if (p.fill !== undefined) s.fill = paint(p.fill, parent.fill);
  if (p.stroke !== undefined) s.stroke = paint(p.stroke, parent.stroke);
  if (p['fill-rule'] === 'evenodd' || p['fill-rule'] === 'nonzero') s.fillRule = p['fill-rule'];
  if (p['fill-opacity'] !== undefined) s.fillOpacity = unit(p['fill-opacity'], parent.fillOpacity);
  if (p['stroke-opacity'] !== undefined) s.strokeOpacity = unit(p['stroke-opacity'], parent.strokeOpacity);
  if (p['stroke-width'] !== undefined) s.strokeWidth = Math.max(0, length(p['stroke-width'], parent.strokeWidth));
  if (p['stroke-linecap'] === 'butt' || p['stroke-linecap'] === 'round' || p['stroke-linecap'] === 'square') s.lineCap = p['stroke-linecap'];
  if (p['stroke-linejoin'] === 'miter' || p['stroke-linejoin'] === 'round' || p['stroke-linejoin'] === 'bevel') s.lineJoin = p['stroke-linejoin'];
  if (p['stroke-miterlimit'] !== undefined) s.miterLimit = Math.max(1, length(p['stroke-miterlimit'], parent.miterLimit));
  if (p['stroke-dasharray'] !== undefined) s.dash = p['stroke-dasharray'] === 'none' ? [] : numberList(p['stroke-dasharray']).map(Math.abs);
  if (p.opacity !== undefined) s.opacity = parent.opacity * unit(p.opacity, 1);
  if (p.visibility === 'hidden' || p.visibility === 'collapse') s.opacity = 0;
  return s;
}

function walk(el: XmlElement, parent: Style, out: IconShape[], gradients: IconGradients, nested: boolean): void {
  const style = styleOf(el, parent);
  if (!style) return;
  if (SHAPES.has(el.name)) {
    const d = shapePath(el.name, el.attrs as Attrs);
    if (!d || style.opacity <= 0) return;
    const resolve = (p: Paint) => (p === null || typeof p === 'string' ? p : gradients.paint(p, d));
    // A line has no inside to fill.
    out.push({ ...style, fill: el.name === 'line' ? null : resolve(style.fill), stroke: resolve(style.stroke), d });
    return;
  }
  if (!CONTAINERS.has(el.name)) return;
  // A nested <svg> is placed at its x/y; its own viewBox is not applied (outside the subset).
  const inner = el.name === 'svg' && nested ? { ...style, matrix: multiply(style.matrix, translate(length(el.attrs.x), length(el.attrs.y))) } : style;
  for (const child of el.children) walk(child, inner, out, gradients, true);
}

const ROOT_STYLE: Style = {
  matrix: IDENTITY,
  fill: '#000000',
  fillRule: 'nonzero',
  fillOpacity: 1,
  stroke: null,
  strokeWidth: 1,
  strokeOpacity: 1,
  lineCap: 'butt',
  lineJoin: 'miter',
  miterLimit: 4,
  dash: [],
  opacity: 1,
};

function fitOf(value: string | undefined): SvgIcon['fit'] {
  const [align = 'xMidYMid', mode = 'meet'] = (value ?? '').trim().split(/\s+/);
  if (align === 'none') return 'none';
  const match = /^x(Min|Mid|Max)Y(Min|Mid|Max)$/.exec(align);
  const pick = (v: string | undefined) => (v === 'Min' ? 'min' : v === 'Max' ? 'max' : 'mid');
  return { x: pick(match?.[1]), y: pick(match?.[2]), slice: mode === 'slice' };
}

/** Parses icon SVG text; throws SvgError when it is not a readable <svg>. */
export function parseIcon(text: string): SvgIcon {
  const root = parseXml(text);
  if (root.name !== 'svg') throw new SvgError('root element is not <svg>');
  const box = numberList(root.attrs.viewBox);
  const width = length(root.attrs.width, 300);
  const height = length(root.attrs.height, 150);
  const viewBox =
    box.length === 4 && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0
      ? { x: box[0] ?? 0, y: box[1] ?? 0, width: box[2] ?? 1, height: box[3] ?? 1 }
      : { x: 0, y: 0, width: width > 0 ? width : 300, height: height > 0 ? height : 150 };
  const shapes: IconShape[] = [];
  walk(root, ROOT_STYLE, shapes, new IconGradients(root, viewBox), false);
  return { viewBox, fit: fitOf(root.attrs.preserveAspectRatio), shapes };
}

/** Maps the icon's viewBox onto a width × height box (the layer's box). */
export function viewBoxTransform(icon: SvgIcon, width: number, height: number): Matrix {
  const vb = icon.viewBox;
  if (icon.fit === 'none') return multiply(scale(width / vb.width, height / vb.height), translate(-vb.x, -vb.y));
  const sx = width / vb.width;
  const sy = height / vb.height;
  const s = icon.fit.slice ? Math.max(sx, sy) : Math.min(sx, sy);
  const place = (align: 'min' | 'mid' | 'max', room: number) => (align === 'min' ? 0 : align === 'max' ? room : room / 2);
  const tx = place(icon.fit.x, width - vb.width * s);
  const ty = place(icon.fit.y, height - vb.height * s);
  return multiply(translate(tx, ty), multiply(scale(s), translate(-vb.x, -vb.y)));
}
