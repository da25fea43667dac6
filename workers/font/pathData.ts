// Affine maths and SVG path serialisation with fixed precision. We never use
// opentype.js toPathData(): in 2.0 it can print NaN for values like 61.00000000000001.
import type { PathCommand } from 'opentype.js/dist/opentype.mjs';

/** [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f (the canvas/SVG convention). */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `outer ∘ inner`: apply `inner` first. */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = outer;
  const [a2, b2, c2, d2, e2, f2] = inner;
  return [a1 * a2 + c1 * b2, b1 * a2 + d1 * b2, a1 * c2 + c1 * d2, b1 * c2 + d1 * d2, a1 * e2 + c1 * f2 + e1, b1 * e2 + d1 * f2 + f1];
}

export const translation = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];

/** Clockwise on screen (y points down) by `radians` about (cx, cy). */
export function rotationAbout(radians: number, cx: number, cy: number): Matrix {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
}

export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

export class Bounds {
  minX = Infinity;
  minY = Infinity;
  maxX = -Infinity;
  maxY = -Infinity;

  get empty(): boolean {
    return this.minX > this.maxX;
  }

  add(x: number, y: number): void {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    if (x < this.minX) this.minX = x;
    if (x > this.maxX) this.maxX = x;
    if (y < this.minY) this.minY = y;
    if (y > this.maxY) this.maxY = y;
  }

  addRect(x: number, y: number, width: number, height: number): void {
    this.add(x, y);
    this.add(x + width, y + height);
  }

  pad(amount: number): void {
    if (this.empty) return;
    this.minX -= amount;
    this.minY -= amount;
    this.maxX += amount;
    this.maxY += amount;
  }
}

/** Fixed precision, trailing zeros dropped, never "-0", never NaN (a non-finite value is a bug upstream and prints 0). */
export function formatNumber(value: number, precision: number): string {
  if (!Number.isFinite(value)) return '0';
  const factor = 10 ** precision;
  const rounded = Math.round(value * factor) / factor;
  if (rounded === 0) return '0';
  const text = rounded.toFixed(precision);
  return precision > 0 ? text.replace(/\.?0+$/, '') : text;
}

/** Control points included: a safe (slightly loose) box, cheap to compute. */
export function addCommandBounds(bounds: Bounds, commands: readonly PathCommand[], m: Matrix): void {
  for (const c of commands) {
    if (c.type === 'Z') continue;
    if (c.type === 'Q') bounds.add(...apply(m, c.x1, c.y1));
    if (c.type === 'C') {
      bounds.add(...apply(m, c.x1, c.y1));
      bounds.add(...apply(m, c.x2, c.y2));
    }
    bounds.add(...apply(m, c.x, c.y));
  }
}

/** Signed area of the on-curve polygon after `m`; its sign tells the outline's winding on screen. */
export function signedArea(commands: readonly PathCommand[], m: Matrix): number {
  let area = 0;
  let start: [number, number] | null = null;
  let last: [number, number] | null = null;
  for (const c of commands) {
    if (c.type === 'Z') {
      if (start && last) area += last[0] * start[1] - start[0] * last[1];
      start = last = null;
      continue;
    }
    const p = apply(m, c.x, c.y);
    if (c.type === 'M' || !last) start = p;
    else area += last[0] * p[1] - p[0] * last[1];
    last = p;
  }
  return area / 2;
}

export function commandsToPath(commands: readonly PathCommand[], m: Matrix, precision: number): string {
  const n = (v: number) => formatNumber(v, precision);
  const point = (x: number, y: number) => {
    const [px, py] = apply(m, x, y);
    return `${n(px)} ${n(py)}`;
  };
  let out = '';
  for (const c of commands) {
    if (c.type === 'M' || c.type === 'L') out += `${c.type}${point(c.x, c.y)}`;
    else if (c.type === 'Q') out += `Q${point(c.x1, c.y1)} ${point(c.x, c.y)}`;
    else if (c.type === 'C') out += `C${point(c.x1, c.y1)} ${point(c.x2, c.y2)} ${point(c.x, c.y)}`;
    else out += 'Z';
  }
  return out;
}

/** A closed polygon (underline, strike-through) with the winding `sign` (+1 / -1) so nonzero fill unions it with the glyphs. */
export function polygonToPath(points: readonly (readonly [number, number])[], m: Matrix, precision: number, sign: number): string {
  const placed = points.map(([x, y]) => apply(m, x, y));
  let area = 0;
  placed.forEach((p, i) => {
    const q = placed[(i + 1) % placed.length] ?? p;
    area += p[0] * q[1] - q[0] * p[1];
  });
  const ordered = area * sign < 0 ? [...placed].reverse() : placed;
  const n = (v: number) => formatNumber(v, precision);
  return ordered.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('') + 'Z';
}
