// Reads back the SVG that documentToSvg (workers/core/logo/render/svg.ts) writes for logo
// thumbnails, as a list of shapes a 2D canvas can draw: a worker has no SVG renderer, and
// an SVG in an <img> is parsed, laid out and painted on the page's main thread. Anything
// outside that small vocabulary makes the whole file unreadable (null): the page then
// shows the SVG itself, as before.

import { IDENTITY, multiply, parseTransform } from '../render/matrix.ts';
import type { Matrix } from '../render/matrix.ts';

export type { Matrix };

export type Geometry =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number; ry: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'path'; d: string };

export interface Gradient {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stops: Array<{ offset: number; color: string }>;
}

/** A colour, a gradient of the file, or nothing. */
export type Paint = { color: string } | { gradient: Gradient } | null;

export interface SceneShape {
  geometry: Geometry;
  matrix: Matrix;
  /** Group opacity (applied to fill and stroke together). */
  opacity: number;
  fill: Paint;
  stroke: Paint;
  strokeWidth: number;
}

export interface Scene {
  /** The viewBox size. */
  width: number;
  height: number;
  shapes: SceneShape[];
}

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
/** Only characters SVG path data can hold (the same check documentToSvg makes). */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE.,+\-\s]*$/;

const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function numbers(text: string): number[] | null {
  const parts = text.trim().split(/[\s,]+/).filter(Boolean);
  return parts.every((p) => NUMBER.test(p)) ? parts.map(Number) : null;
}

interface Tag {
  name: string;
  attrs: Map<string, string>;
  closing: boolean;
  selfClosing: boolean;
}

const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][\w:-]*="[^"]*")*)\s*(\/?)>/y;
const ATTR = /([a-zA-Z][\w:-]*)="([^"]*)"/g;

function* tags(svg: string): Generator<Tag | null> {
  let at = 0;
  while (at < svg.length) {
    TAG.lastIndex = at;
    const match = TAG.exec(svg);
    if (!match) {
      // Whitespace between tags (a newline at the end) is fine; text, comments and anything
      // else that is not a plain tag are not ours.
      const next = svg.indexOf('<', at);
      const gap = svg.slice(at, next === -1 ? svg.length : next);
      if (gap.trim() !== '' || next === at) yield null;
      if (gap.trim() !== '' || next === at || next === -1) return;
      at = next;
      continue;
    }
    const attrs = new Map<string, string>();
    for (const [, key, value] of (match[3] ?? '').matchAll(ATTR)) if (key !== undefined && value !== undefined) attrs.set(key, unescape(value));
    yield { name: match[2] ?? '', attrs, closing: match[1] === '/', selfClosing: match[4] === '/' };
    at = TAG.lastIndex;
  }
}

const num = (attrs: Map<string, string>, key: string, fallback = 0): number => {
  const raw = attrs.get(key);
  if (raw === undefined) return fallback;
  return NUMBER.test(raw.trim()) ? Number(raw) : NaN;
};

function geometryOf(tag: Tag): Geometry | null {
  const a = tag.attrs;
  let g: Geometry | null = null;
  if (tag.name === 'rect') g = { kind: 'rect', x: num(a, 'x'), y: num(a, 'y'), width: num(a, 'width'), height: num(a, 'height'), rx: num(a, 'rx'), ry: num(a, 'ry', num(a, 'rx')) };
  if (tag.name === 'ellipse') g = { kind: 'ellipse', cx: num(a, 'cx'), cy: num(a, 'cy'), rx: num(a, 'rx'), ry: num(a, 'ry') };
  if (tag.name === 'line') g = { kind: 'line', x1: num(a, 'x1'), y1: num(a, 'y1'), x2: num(a, 'x2'), y2: num(a, 'y2') };
  if (tag.name === 'path') {
    const d = a.get('d') ?? '';
    return PATH_DATA.test(d) ? { kind: 'path', d } : null;
  }
  return g && Object.values(g).every((v) => typeof v === 'string' || Number.isFinite(v)) ? g : null;
}

/** A colour as the canvas takes it: #hex, rgb()/rgba()/hsl(), a name, transparent — no url(), no functions with nested calls. */
const COLOUR = /^(?:#[0-9a-f]{3,8}|(?:rgba?|hsla?)\([\d\s.,%+\-/]*\)|[a-z]+)$/i;

const finite = (g: Gradient) => [g.x1, g.y1, g.x2, g.y2, ...g.stops.map((s) => s.offset)].every(Number.isFinite);

export function parseSvgScene(svg: string): Scene | null {
  const gradients = new Map<string, Gradient>();
  const shapes: SceneShape[] = [];
  const groups: Array<{ matrix: Matrix; opacity: number }> = [];
  let size: { width: number; height: number } | null = null;
  let gradient: { id: string; value: Gradient } | null = null;
  const paint = (value: string | undefined, fallback: Paint): Paint | undefined => {
    if (value === undefined) return fallback;
    if (value === 'none' || value === 'transparent') return null;
    const ref = /^url\(#([\w-]+)\)$/.exec(value);
    if (ref) {
      const found = gradients.get(ref[1] ?? '');
      return found ? { gradient: found } : undefined;
    }
    return COLOUR.test(value) ? { color: value } : undefined;
  };
  for (const tag of tags(svg)) {
    if (!tag) return null;
    const { name, attrs } = tag;
    if (tag.closing) {
      if (name === 'g' && groups.pop() === undefined) return null;
      if (name === 'linearGradient' && gradient) {
        if (!finite(gradient.value)) return null;
        gradients.set(gradient.id, gradient.value);
        gradient = null;
      }
      continue;
    }
    if (name === 'svg') {
      if (size) return null;
      const box = numbers(attrs.get('viewBox') ?? '');
      if (!box || box.length !== 4 || (box[2] ?? 0) <= 0 || (box[3] ?? 0) <= 0 || box[0] !== 0 || box[1] !== 0) return null;
      size = { width: box[2] ?? 0, height: box[3] ?? 0 };
    } else if (name === 'defs') {
      // Holds the gradients only.
    } else if (name === 'linearGradient') {
      if (attrs.get('gradientUnits') !== 'userSpaceOnUse') return null;
      gradient = { id: attrs.get('id') ?? '', value: { x1: num(attrs, 'x1'), y1: num(attrs, 'y1'), x2: num(attrs, 'x2'), y2: num(attrs, 'y2'), stops: [] } };
      if (tag.selfClosing) {
        if (!finite(gradient.value)) return null;
        gradients.set(gradient.id, gradient.value);
        gradient = null;
      }
    } else if (name === 'stop') {
      const color = attrs.get('stop-color') ?? '';
      if (!gradient || !COLOUR.test(color)) return null;
      gradient.value.stops.push({ offset: Math.min(1, Math.max(0, num(attrs, 'offset'))), color });
    } else if (name === 'g') {
      const parent = groups[groups.length - 1] ?? { matrix: IDENTITY, opacity: 1 };
      const own = parseTransform(attrs.get('transform') ?? '');
      const opacity = num(attrs, 'opacity', 1);
      if (!own || !Number.isFinite(opacity)) return null;
      const group = { matrix: multiply(parent.matrix, own), opacity: parent.opacity * opacity };
      if (tag.selfClosing) continue;
      groups.push(group);
    } else {
      const geometry = geometryOf(tag);
      const own = parseTransform(attrs.get('transform') ?? '');
      const fill = paint(attrs.get('fill'), geometry?.kind === 'line' ? null : { color: '#000000' });
      const stroke = paint(attrs.get('stroke'), null);
      const strokeWidth = num(attrs, 'stroke-width', 1);
      if (!geometry || !own || fill === undefined || stroke === undefined || !Number.isFinite(strokeWidth) || !size) return null;
      const group = groups[groups.length - 1] ?? { matrix: IDENTITY, opacity: 1 };
      shapes.push({ geometry, matrix: multiply(group.matrix, own), opacity: group.opacity, fill, stroke, strokeWidth });
    }
  }
  return size && groups.length === 0 ? { ...size, shapes } : null;
}
