// SVG path data → PDF path construction operators (m, l, c, h). PDF has no quadratic curves
// or arcs: quadratics become the equal cubic, arcs cubics of at most 90° each. Points may be
// mapped by a matrix (icon shapes and clip outlines are written in another layer's space).
import { applyToPoint } from '../matrix.ts';
import type { Matrix } from '../matrix.ts';
import { arcCubics, walkPath } from '../../core/path/pathWalk.ts';
import type { Point } from '../../core/path/pathWalk.ts';
import { num } from './pdfFile.ts';

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
