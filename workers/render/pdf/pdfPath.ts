// SVG path data → PDF path construction operators (m, l, c, h). PDF has no quadratic curves
// or arcs: quadratics become the equal cubic, arcs cubics of at most 90° each. Points may be
// mapped by a matrix (icon shapes and clip outlines are written in another layer's space).
import { applyToPoint } from '../matrix.ts';
import type { Matrix } from '../matrix.ts';
import { arcCentre, walkPath } from '../pathWalk.ts';
import type { ArcSegment, Point } from '../pathWalk.ts';
import { num } from './pdfFile.ts';

function arcCubics(a: ArcSegment, cubic: (c1: Point, c2: Point, p: Point) => void, line: (p: Point) => void): void {
  const c = arcCentre(a);
  if (!c) {
    line(a.to);
    return;
  }
  const { cx, cy, rx, ry, phi, start, delta } = c;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const at = (t: number): Point => ({ x: cx + rx * cos * Math.cos(t) - ry * sin * Math.sin(t), y: cy + rx * sin * Math.cos(t) + ry * cos * Math.sin(t) });
  const tangent = (t: number): Point => ({ x: -rx * cos * Math.sin(t) - ry * sin * Math.cos(t), y: -rx * sin * Math.sin(t) + ry * cos * Math.cos(t) });
  const pieces = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9));
  const step = delta / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  for (let i = 0; i < pieces; i += 1) {
    const t1 = start + i * step;
    const t2 = t1 + step;
    const [p1, p2, d1, d2] = [at(t1), at(t2), tangent(t1), tangent(t2)];
    // The last end point is the arc's own, so rounding never opens a gap to the next segment.
    cubic({ x: p1.x + k * d1.x, y: p1.y + k * d1.y }, { x: p2.x - k * d2.x, y: p2.y - k * d2.y }, i === pieces - 1 ? a.to : p2);
  }
}

/** PDF operators building the path (no painting operator), or '' when it draws nothing. */
export function pathOps(d: string, matrix: Matrix | null = null): string {
  const out: string[] = [];
  const pt = (p: Point) => {
    const q = matrix ? applyToPoint(matrix, p.x, p.y) : p;
    return `${num(q.x)} ${num(q.y)}`;
  };
  let current: Point = { x: 0, y: 0 };
  let started = false;
  // SVG lets a path begin without a moveto only in broken data; PDF needs a current point.
  const ensure = () => {
    if (!started) out.push(`${pt(current)} m`);
    started = true;
  };
  const line = (p: Point) => {
    ensure();
    out.push(`${pt(p)} l`);
    current = p;
  };
  const cubic = (c1: Point, c2: Point, p: Point) => {
    ensure();
    out.push(`${pt(c1)} ${pt(c2)} ${pt(p)} c`);
    current = p;
  };
  walkPath(d, {
    move(p) {
      out.push(`${pt(p)} m`);
      started = true;
      current = p;
    },
    line,
    cubic,
    quad(c, p) {
      const from = current;
      cubic({ x: from.x + (2 / 3) * (c.x - from.x), y: from.y + (2 / 3) * (c.y - from.y) }, { x: p.x + (2 / 3) * (c.x - p.x), y: p.y + (2 / 3) * (c.y - p.y) }, p);
    },
    arc(a) {
      arcCubics(a, cubic, line);
    },
    close() {
      if (started) out.push('h');
    },
  });
  return out.join('\n');
}

/** A rectangle in the current space. */
export const rectOps = (x: number, y: number, w: number, h: number) => `${num(x)} ${num(y)} ${num(w)} ${num(h)} re`;
