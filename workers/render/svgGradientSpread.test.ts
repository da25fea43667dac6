import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyToPoint } from './matrix.ts';
import type { Matrix } from './matrix.ts';
import type { IconGradient, IconStop, LinearIconGradient, Spread } from './svgGradient.ts';
import { MAX_PERIODS, gradientParameter, invert, linearLineThrough, padded } from './svgGradientSpread.ts';

const STOPS: IconStop[] = [
  { offset: 0.1, colour: '#ff0000', opacity: 1 },
  { offset: 0.5, colour: '#00ff00', opacity: 0.5 },
  { offset: 0.5, colour: '#0000ff', opacity: 1 },
  { offset: 0.9, colour: '#ffffff', opacity: 1 },
];
const BOX = { minX: 0, minY: 0, maxX: 100, maxY: 100 };

/** The colour (r, g, b, opacity) a padded gradient shows at parameter t, as SVG and canvas define it. */
function colourAt(stops: readonly IconStop[], t: number): number[] {
  const rgba = (s: IconStop) => [1, 3, 5].map((i) => Number.parseInt(s.colour.slice(i, i + 2), 16)).concat(s.opacity * 255);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return [];
  if (t <= first.offset) return rgba(first);
  if (t >= last.offset) return rgba(last);
  let i = 0;
  while (i + 1 < stops.length && (stops[i + 1]?.offset ?? 1) <= t) i += 1;
  const [a, b] = [stops[i] ?? first, stops[i + 1] ?? last];
  const f = b.offset > a.offset ? (t - a.offset) / (b.offset - a.offset) : 0;
  return rgba(a).map((v, k) => v + ((rgba(b)[k] ?? 0) - v) * f);
}

/** SVG's spreadMethod folding of the parameter. */
function fold(t: number, spread: Spread): number {
  if (spread === 'pad') return t;
  const frac = t - Math.floor(t);
  return spread === 'repeat' || Math.floor(t) % 2 === 0 ? frac : 1 - frac;
}

/** Offsets where two stops meet (a hard edge): either side's colour is right there. */
const HARD_EDGES = STOPS.filter((stop, i) => STOPS[i + 1]?.offset === stop.offset).map((stop) => stop.offset);

const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - (b[i] ?? 0)) < 0.5);

const small = fc.double({ min: -60, max: 160, noNaN: true });
const matrix = fc
  .tuple(fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), fc.double({ min: -3, max: 3, noNaN: true }), small, small)
  .filter(([a, b, c, d]) => Math.abs(a * d - b * c) > 0.05);

const linear = fc
  .record({ x1: small, y1: small, x2: small, y2: small, matrix, spread: fc.constantFrom<Spread>('repeat', 'reflect') })
  .filter((g) => Math.hypot(g.x2 - g.x1, g.y2 - g.y1) > 5)
  .map((g): IconGradient => ({ kind: 'linear', ...g, stops: STOPS, box: BOX }));

const radial = fc
  .record({
    cx: small,
    cy: small,
    r: fc.double({ min: 8, max: 80, noNaN: true }),
    focal: fc.tuple(fc.double({ min: 0, max: 0.9, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: 0.5, noNaN: true })),
    matrix,
    spread: fc.constantFrom<Spread>('repeat', 'reflect'),
  })
  .map(({ cx, cy, r, focal: [distance, angle, fr], ...rest }): IconGradient => {
    const room = r * (1 - fr);
    return { kind: 'radial', cx, cy, r, fr: r * fr, fx: cx + Math.cos(angle) * distance * room, fy: cy + Math.sin(angle) * distance * room, ...rest, stops: STOPS, box: BOX };
  });

describe('padded: repeat and reflect as a pad-only canvas draws them', () => {
  it('shows the same colour as the spread gradient everywhere in the painted area', () => {
    const point = fc.tuple(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }));
    fc.assert(
      fc.property(fc.oneof(linear, radial), fc.array(point, { minLength: 1, maxLength: 20 }), (g, points) => {
        const p = padded(g, g.box);
        fc.pre(p.spread === 'pad' && g.spread !== 'pad' && p.stops.length > g.stops.length);
        const [toG, toP] = [invert(g.matrix), invert(p.matrix)];
        if (!toG || !toP) return false;
        return points.every(([x, y]) => {
          const q = applyToPoint(toG, x, y);
          const t = gradientParameter(g, q.x, q.y);
          // At a period boundary repeat jumps: either side is right there.
          if (Math.abs(t - Math.round(t)) < 1e-6 || t < 0) return true;
          // So does a hard edge inside the period (seed -42318407 met t = 0.4999999999 at the 0.5 edge).
          if (HARD_EDGES.some((edge) => Math.abs(fold(t, g.spread) - edge) < 1e-6)) return true;
          const r = applyToPoint(toP, x, y);
          return near(colourAt(p.stops, gradientParameter(p, r.x, r.y)), colourAt(g.stops, fold(t, g.spread)));
        });
      }),
    );
  });

  it('leaves pad alone and gives up (pads) past the period limit', () => {
    const g: LinearIconGradient = { kind: 'linear', x1: 0, y1: 0, x2: 1, y2: 0, matrix: [1, 0, 0, 1, 0, 0], spread: 'pad', stops: STOPS, box: BOX };
    expect(padded(g, BOX)).toBe(g);
    const tiny = padded({ ...g, spread: 'repeat', x2: 100 / (MAX_PERIODS + 10) }, BOX);
    expect(tiny.spread).toBe('pad');
    expect(tiny.stops).toBe(STOPS);
    const fits = padded({ ...g, spread: 'repeat', x2: 10 }, BOX);
    expect(fits.stops).toHaveLength(10 * (STOPS.length + 2));
  });
});

describe('linearLineThrough', () => {
  it('keeps the gradient parameter of every point under any invertible map', () => {
    const point = fc.tuple(small, small);
    fc.assert(
      fc.property(linear, point, (g, [x, y]) => {
        if (g.kind !== 'linear') return false;
        const m: Matrix = g.matrix;
        const line = linearLineThrough(g, m);
        const inverse = invert(m);
        if (!line || !inverse) return false;
        const q = applyToPoint(inverse, x, y);
        const expected = gradientParameter(g, q.x, q.y);
        const actual = gradientParameter({ ...g, ...line }, x, y);
        return Math.abs(actual - expected) < 1e-6 * Math.max(1, Math.abs(expected));
      }),
    );
  });

  it('has no line through a flat map', () => {
    const g: LinearIconGradient = { kind: 'linear', x1: 0, y1: 0, x2: 1, y2: 0, matrix: [1, 0, 0, 1, 0, 0], spread: 'pad', stops: STOPS, box: BOX };
    expect(linearLineThrough(g, [1, 2, 2, 4, 0, 0])).toBeNull();
  });
});
