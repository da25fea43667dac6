// Canvas gradients only pad. An icon gradient with spreadMethod repeat or reflect is drawn
// as a padded one whose stops repeat (or mirror) over every period that reaches the painted
// area, so the canvas shows what the SVG export's native spreadMethod shows.
import { applyToPoint } from './matrix.ts';
import type { Bounds, Matrix } from './matrix.ts';
import type { IconGradient, IconStop, LinearIconGradient } from './svgGradient.ts';

/** Past this many periods across a shape each is a sliver; the gradient is then padded. */
export const MAX_PERIODS = 256;

export function invert(m: Matrix): Matrix | null {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) return null;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/** The gradient parameter (0 at the start, 1 at the end) at point p in gradient space. */
export function gradientParameter(g: IconGradient, x: number, y: number): number {
  if (g.kind === 'linear') {
    const dx = g.x2 - g.x1;
    const dy = g.y2 - g.y1;
    return ((x - g.x1) * dx + (y - g.y1) * dy) / (dx * dx + dy * dy);
  }
  // The largest t whose circle (centre f + t·(c − f), radius fr + t·(r − fr)) passes through p;
  // the focal circle lies inside the end circle, so a < 0 and that root exists.
  const [ex, ey, dr] = [g.cx - g.fx, g.cy - g.fy, g.r - g.fr];
  const [qx, qy] = [x - g.fx, y - g.fy];
  const a = ex * ex + ey * ey - dr * dr;
  const b = qx * ex + qy * ey + g.fr * dr;
  const c = qx * qx + qy * qy - g.fr * g.fr;
  return (b - Math.sqrt(Math.max(0, b * b - a * c))) / a;
}

function period(stops: readonly IconStop[], k: number, mirrored: boolean): IconStop[] {
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return [];
  // Explicit ends: between 0 and the first offset (and the last offset and 1) a period pads.
  const full = [{ ...first, offset: 0 }, ...stops, { ...last, offset: 1 }];
  const ordered = mirrored ? full.map((s) => ({ ...s, offset: 1 - s.offset })).reverse() : full;
  return ordered.map((s) => ({ ...s, offset: k + s.offset }));
}

/** `g` with spread pad, drawing the same colours as `g` everywhere in `area` (the shape's own space). */
export function padded(g: IconGradient, area: Bounds): IconGradient {
  if (g.spread === 'pad') return g;
  const inverse = invert(g.matrix);
  if (!inverse) return { ...g, spread: 'pad' };
  const corners = [
    applyToPoint(inverse, area.minX, area.minY),
    applyToPoint(inverse, area.maxX, area.minY),
    applyToPoint(inverse, area.maxX, area.maxY),
    applyToPoint(inverse, area.minX, area.maxY),
  ];
  const ts = corners.map((p) => gradientParameter(g, p.x, p.y));
  // The parameter is affine (linear) or its level sets are nested circles (radial): its
  // extremes over the box are at the corners. Inside the focal circle a radial pads (t < 0).
  const k0 = g.kind === 'radial' ? 0 : Math.floor(Math.min(...ts));
  const k1 = Math.max(k0 + 1, Math.ceil(Math.max(...ts)));
  if (!Number.isFinite(k0) || !Number.isFinite(k1) || k1 - k0 > MAX_PERIODS) return { ...g, spread: 'pad' };
  const stops: IconStop[] = [];
  for (let k = k0; k < k1; k += 1) stops.push(...period(g.stops, k, g.spread === 'reflect' && Math.abs(k % 2) === 1));
  const span = k1 - k0;
  const normalised = stops.map((s) => ({ ...s, offset: Math.min(Math.max((s.offset - k0) / span, 0), 1) }));
  if (g.kind === 'linear') {
    const [dx, dy] = [g.x2 - g.x1, g.y2 - g.y1];
    return { ...g, x1: g.x1 + k0 * dx, y1: g.y1 + k0 * dy, x2: g.x1 + k1 * dx, y2: g.y1 + k1 * dy, stops: normalised, spread: 'pad' };
  }
  // Circle k1 of the same family: canvas interpolates centre and radius linearly between the two.
  const cx = g.fx + k1 * (g.cx - g.fx);
  const cy = g.fy + k1 * (g.cy - g.fy);
  return { ...g, cx, cy, r: g.fr + k1 * (g.r - g.fr), stops: normalised, spread: 'pad' };
}

/**
 * The same linear gradient in the space `m` maps gradient space onto. A linear gradient's
 * parameter is affine, so it stays one under any affine map (the line need not be the image
 * of the old one: a skew tilts the stripes, not the line's image). Null when `m` is flat.
 */
export function linearLineThrough(g: LinearIconGradient, m: Matrix): { x1: number; y1: number; x2: number; y2: number } | null {
  const inverse = invert(m);
  if (!inverse) return null;
  // t(q) = w·q + k for q in the target space; the new line runs from t = 0 to t = 1 along w.
  const [dx, dy] = [g.x2 - g.x1, g.y2 - g.y1];
  const len2 = dx * dx + dy * dy;
  const [a, b, c, d, e, f] = inverse;
  const wx = (a * dx + b * dy) / len2;
  const wy = (c * dx + d * dy) / len2;
  const k = ((e - g.x1) * dx + (f - g.y1) * dy) / len2;
  const w2 = wx * wx + wy * wy;
  if (!(w2 > 0) || !Number.isFinite(w2)) return null;
  const [x1, y1] = [(-k * wx) / w2, (-k * wy) / w2];
  return { x1, y1, x2: x1 + wx / w2, y2: y1 + wy / w2 };
}
