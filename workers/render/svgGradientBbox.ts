// The bounding box of SVG path data in its own space (geometry only, no stroke): what an
// objectBoundingBox gradient spans. Curves and arcs are bounded at their true extremes, not
// by their control points, which is the box browsers use too.
import type { Bounds } from './matrix.ts';
import { arcCentre, walkPath } from '../core/path/pathWalk.ts';
import type { ArcSegment, Point } from '../core/path/pathWalk.ts';

/** Parameters in (0, 1) where a quadratic a·t² + b·t + c is zero (a derivative's roots). */
function roots(a: number, b: number, c: number): number[] {
  const inside = (t: number) => t > 0 && t < 1;
  if (Math.abs(a) < 1e-12) return Math.abs(b) < 1e-12 ? [] : [-c / b].filter(inside);
  const disc = b * b - 4 * a * c;
  if (disc < 0) return [];
  const s = Math.sqrt(disc);
  return [(-b + s) / (2 * a), (-b - s) / (2 * a)].filter(inside);
}

function cubicExtremes(p0: Point, p1: Point, p2: Point, p3: Point, add: (p: Point) => void): void {
  const at = (t: number, a: number, b: number, c: number, d: number) => {
    const u = 1 - t;
    return u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d;
  };
  for (const axis of ['x', 'y'] as const) {
    const [a, b, c, d] = [p0[axis], p1[axis], p2[axis], p3[axis]];
    for (const t of roots(-a + 3 * b - 3 * c + d, 2 * (a - 2 * b + c), b - a)) {
      add({ x: at(t, p0.x, p1.x, p2.x, p3.x), y: at(t, p0.y, p1.y, p2.y, p3.y) });
    }
  }
}

function quadExtremes(p0: Point, p1: Point, p2: Point, add: (p: Point) => void): void {
  for (const axis of ['x', 'y'] as const) {
    const den = p0[axis] - 2 * p1[axis] + p2[axis];
    if (Math.abs(den) < 1e-12) continue;
    const t = (p0[axis] - p1[axis]) / den;
    if (t <= 0 || t >= 1) continue;
    const u = 1 - t;
    add({ x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y });
  }
}

/** The arc's extremes inside its sweep. */
function arcExtremes(a: ArcSegment, add: (p: Point) => void): void {
  const c = arcCentre(a);
  if (!c) return;
  const { cx, cy, rx, ry, phi, start, delta } = c;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const turn = (t: number) => ((t % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  const within = (theta: number) => (delta >= 0 ? turn(theta - start) <= delta : turn(start - theta) <= -delta);
  const xTurn = Math.atan2(-ry * sin, rx * cos);
  const yTurn = Math.atan2(ry * cos, rx * sin);
  for (const theta of [xTurn, xTurn + Math.PI, yTurn, yTurn + Math.PI]) {
    if (!within(theta)) continue;
    add({
      x: cx + rx * cos * Math.cos(theta) - ry * sin * Math.sin(theta),
      y: cy + rx * sin * Math.cos(theta) + ry * cos * Math.sin(theta),
    });
  }
}

/** Bounds of the path's outline, or null when it has no points or cannot be read. */
export function pathBounds(d: string): Bounds | null {
  const box: Bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (p: Point) => {
    box.minX = Math.min(box.minX, p.x);
    box.minY = Math.min(box.minY, p.y);
    box.maxX = Math.max(box.maxX, p.x);
    box.maxY = Math.max(box.maxY, p.y);
  };
  let current: Point = { x: 0, y: 0 };
  let start: Point = current;
  const ok = walkPath(d, {
    move(p) {
      add(p);
      current = start = p;
    },
    line(p) {
      add(p);
      current = p;
    },
    cubic(c1, c2, p) {
      cubicExtremes(current, c1, c2, p, add);
      add(p);
      current = p;
    },
    quad(c, p) {
      quadExtremes(current, c, p, add);
      add(p);
      current = p;
    },
    arc(a) {
      arcExtremes(a, add);
      add(a.to);
      current = a.to;
    },
    close() {
      add(start);
      current = start;
    },
  });
  return ok && Number.isFinite(box.minX) ? box : null;
}
