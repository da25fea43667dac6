// Separating-axis test for convex polygons (turned boxes, segments), written
// independently of the grid's own frame so the overlap test does not trust it.
import type { Point } from '../../../protocol/image.ts';

/** Corners of a w × h box centred on `centre`, turned by `angle` radians. */
export function rotatedBox(centre: Point, width: number, height: number, angle: number): Point[] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [
    [-width / 2, -height / 2],
    [width / 2, -height / 2],
    [width / 2, height / 2],
    [-width / 2, height / 2],
  ].map(([u = 0, v = 0]) => ({ x: centre.x + u * cos - v * sin, y: centre.y + u * sin + v * cos }));
}

function axes(polygon: Point[]): Point[] {
  const result: Point[] = [];
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length > 0) result.push({ x: -(b.y - a.y) / length, y: (b.x - a.x) / length });
  }
  return result;
}

function project(polygon: Point[], axis: Point): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const p of polygon) {
    const d = p.x * axis.x + p.y * axis.y;
    min = Math.min(min, d);
    max = Math.max(max, d);
  }
  return [min, max];
}

/** True when the two convex shapes share interior points (touching edges within `tolerance` px do not count). */
export function boxesIntersect(a: Point[], b: Point[], tolerance = 1e-6): boolean {
  for (const axis of [...axes(a), ...axes(b)]) {
    const [minA, maxA] = project(a, axis);
    const [minB, maxB] = project(b, axis);
    if (maxA <= minB + tolerance || maxB <= minA + tolerance) return false;
  }
  return true;
}
