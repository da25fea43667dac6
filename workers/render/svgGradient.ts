// Icon gradients resolved per shape into one paint — geometry in gradient space, the matrix
// from there to the shape's own space, stops and spread — that the canvas
// (svg-gradient-canvas.ts) and the SVG export (svg-gradient-export.ts) both draw from.
import { IDENTITY, multiply } from './matrix.ts';
import type { Bounds, Matrix } from './matrix.ts';
import { pathBounds } from './svgGradientBbox.ts';
import { collectGradients, gradientDef } from './svgGradientDefs.ts';
import type { GradientDef, GradientLength, IconStop, LengthName, Spread } from './svgGradientDefs.ts';
import type { XmlElement } from './svgXml.ts';

export type { IconStop, Spread } from './svgGradientDefs.ts';

interface GradientCommon {
  /** Gradient space → the shape's own space: the bounding box (objectBoundingBox), then gradientTransform. */
  matrix: Matrix;
  spread: Spread;
  /** At least one, ascending. */
  stops: IconStop[];
  /** The painted shape's outline bounds in its own space: the area repeat/reflect must cover. */
  box: Bounds;
}

export type LinearIconGradient = GradientCommon & { kind: 'linear'; x1: number; y1: number; x2: number; y2: number };
/** The focal circle (fx, fy, fr) always lies inside the end circle (cx, cy, r). */
export type RadialIconGradient = GradientCommon & { kind: 'radial'; cx: number; cy: number; r: number; fx: number; fy: number; fr: number };
export type IconGradient = LinearIconGradient | RadialIconGradient;

/** A shape's fill or stroke: a CSS colour, 'currentColor', or a gradient. */
export type IconPaint = string | IconGradient;

/** `url(#id) fallback` as written; fallback undefined when none was given, null for `none`. */
export interface PaintRef {
  ref: string;
  fallback: string | null | undefined;
}

const AXIS: Readonly<Record<LengthName, 'x' | 'y' | 'r'>> = { x1: 'x', x2: 'x', cx: 'x', fx: 'x', y1: 'y', y2: 'y', cy: 'y', fy: 'y', r: 'r', fr: 'r' };

const EMPTY_BOX: Bounds = { minX: 0, minY: 0, maxX: 0, maxY: 0 };

/** SVG paints a degenerate gradient (zero length or radius) in its last stop; so does one stop. */
function solid(stop: IconStop, box: Bounds): LinearIconGradient {
  const at = (offset: number) => ({ ...stop, offset });
  return { kind: 'linear', x1: 0, y1: 0, x2: 1, y2: 0, matrix: IDENTITY, spread: 'pad', stops: [at(0), at(1)], box };
}

/**
 * The gradient as it paints a shape whose outline bounds are `box` (null: no outline), in a
 * viewport of `viewport` user units (what userSpaceOnUse percentages refer to). 'none': no
 * stops, nothing is painted. 'invalid': objectBoundingBox on a shape without width or height,
 * or a flat gradientTransform — the paint's fallback is used.
 */
export function resolveGradient(def: GradientDef, box: Bounds | null, viewport: { width: number; height: number }): IconGradient | 'none' | 'invalid' {
  const last = def.stops[def.stops.length - 1];
  if (!last) return 'none';
  const bbox = def.units === 'objectBoundingBox';
  if (!def.transform) return 'invalid';
  if (bbox && (!box || box.maxX - box.minX <= 0 || box.maxY - box.minY <= 0)) return 'invalid';
  const area = box ?? EMPTY_BOX;
  const matrix = bbox ? multiply([area.maxX - area.minX, 0, 0, area.maxY - area.minY, area.minX, area.minY], def.transform) : def.transform;
  // userSpaceOnUse percentages: of the viewport's width, height, or normalised diagonal (radii).
  const sizes = { x: viewport.width, y: viewport.height, r: Math.hypot(viewport.width, viewport.height) / Math.SQRT2 };
  const value = (name: LengthName, fallback: GradientLength): number => {
    const length = def.lengths[name] ?? fallback;
    return length.percent && !bbox ? length.value * sizes[AXIS[name]] : length.value;
  };
  const percent = (value: number): GradientLength => ({ value, percent: true });
  if (def.stops.length === 1) return solid(last, area);
  const common = { matrix, spread: def.spread, stops: def.stops, box: area };
  if (def.kind === 'linear') {
    const g: LinearIconGradient = { kind: 'linear', x1: value('x1', percent(0)), y1: value('y1', percent(0)), x2: value('x2', percent(1)), y2: value('y2', percent(0)), ...common };
    return g.x1 === g.x2 && g.y1 === g.y2 ? solid(last, area) : g;
  }
  const cx = value('cx', percent(0.5));
  const cy = value('cy', percent(0.5));
  const r = value('r', percent(0.5));
  const fr = value('fr', percent(0));
  let fx = def.lengths.fx ? value('fx', percent(0)) : cx;
  let fy = def.lengths.fy ? value('fy', percent(0)) : cy;
  if (!(r > 0) || fr >= r) return solid(last, area);
  // A focal circle reaching the edge is moved inside (SVG 1.1's rule), so canvas and
  // browser draw the same nested circles whatever their reading of SVG 2's cones.
  const room = (r - fr) * 0.99;
  const distance = Math.hypot(fx - cx, fy - cy);
  if (distance > room) {
    fx = cx + ((fx - cx) * room) / distance;
    fy = cy + ((fy - cy) * room) / distance;
  }
  return { kind: 'radial', cx, cy, r, fx, fy, fr, ...common };
}

/** The gradients of one icon, resolving `url(#id)` paints shape by shape. */
export class IconGradients {
  private readonly elements: Map<string, XmlElement>;
  private readonly defs = new Map<string, GradientDef | null>();
  /** Fill and stroke of one shape ask for the same outline's bounds. */
  private bounds: { d: string; box: Bounds | null } | null = null;

  constructor(
    root: XmlElement,
    private readonly viewport: { width: number; height: number },
  ) {
    this.elements = collectGradients(root);
  }

  private def(id: string): GradientDef | null {
    let def = this.defs.get(id);
    if (def === undefined) {
      def = gradientDef(this.elements, id);
      this.defs.set(id, def);
    }
    return def;
  }

  /**
   * The paint for a shape with path data `d`. An id that names no gradient (a pattern, a
   * typo) keeps today's rule: the fallback colour, else the icon colour ('currentColor').
   */
  paint(paint: PaintRef, d: string): IconPaint | null {
    const def = this.def(paint.ref);
    if (!def) return paint.fallback === undefined ? 'currentColor' : paint.fallback;
    if (this.bounds?.d !== d) this.bounds = { d, box: pathBounds(d) };
    const resolved = resolveGradient(def, this.bounds.box, this.viewport);
    if (resolved === 'none') return null;
    if (resolved === 'invalid') return paint.fallback ?? null;
    return resolved;
  }
}
