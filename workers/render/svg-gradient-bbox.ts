// The bounding box of SVG path data in its own space (geometry only, no stroke): what an
// objectBoundingBox gradient spans. Curves and arcs are bounded at their true extremes, not
// by their control points, which is the box browsers use too.
import type { Bounds } from './matrix';

type Point = { x: number; y: number };

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/iy;
const SEPARATORS = /[\s,]*/y;

class Scanner {
  private at = 0;
  constructor(private readonly text: string) {}

  private skip(): void {
    SEPARATORS.lastIndex = this.at;
    SEPARATORS.exec(this.text);
    this.at = SEPARATORS.lastIndex;
  }

  command(): string | null {
    this.skip();
    const c = this.text[this.at];
    if (c === undefined || !/[MmZzLlHhVvCcSsQqTtAa]/.test(c)) return null;
    this.at += 1;
    return c;
  }

  /** True when a number (not a command) comes next: the command repeats. */
  moreNumbers(): boolean {
    this.skip();
    NUMBER.lastIndex = this.at;
    return NUMBER.test(this.text);
  }

  number(): number | null {
    this.skip();
    NUMBER.lastIndex = this.at;
    const match = NUMBER.exec(this.text);
    if (!match) return null;
    this.at = NUMBER.lastIndex;
    const n = Number(match[0]);
    return Number.isFinite(n) ? n : null;
  }

  /** Arc flags may be written without separators ("a1 1 0 011 1"). */
  flag(): boolean | null {
    this.skip();
    const c = this.text[this.at];
    if (c !== '0' && c !== '1') return null;
    this.at += 1;
    return c === '1';
  }

  numbers(count: number): number[] | null {
    const out: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const n = this.number();
      if (n === null) return null;
      out.push(n);
    }
    return out;
  }
}

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

/** SVG's endpoint arc → centre form (implementation notes F.6.5), then the extremes inside the sweep. */
function arcExtremes(from: Point, radii: [number, number], deg: number, large: boolean, sweep: boolean, to: Point, add: (p: Point) => void): void {
  let [rx, ry] = radii.map(Math.abs) as [number, number];
  if (rx === 0 || ry === 0 || (from.x === to.x && from.y === to.y)) return;
  const phi = (deg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (from.x - to.x) / 2;
  const dy = (from.y - to.y) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) [rx, ry] = [rx * Math.sqrt(lambda), ry * Math.sqrt(lambda)];
  const num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const den = rx * rx * y1 * y1 + ry * ry * x1 * x1;
  const coef = (large !== sweep ? 1 : -1) * Math.sqrt(Math.max(0, num / den));
  const cx1 = (coef * rx * y1) / ry;
  const cy1 = (-coef * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (from.x + to.x) / 2;
  const cy = sin * cx1 + cos * cy1 + (from.y + to.y) / 2;
  const start = Math.atan2((y1 - cy1) / ry, (x1 - cx1) / rx);
  let delta = Math.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - start;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  const turn = (a: number) => ((a % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
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
  const scan = new Scanner(d);
  let current: Point = { x: 0, y: 0 };
  let start: Point = current;
  // The last control point, for the reflection of S and T.
  let control: Point | null = null;
  let previous = '';
  for (let command = scan.command(); command !== null; command = scan.command()) {
    const relative = command === command.toLowerCase();
    let op = command.toUpperCase();
    const point = (x: number, y: number): Point => (relative ? { x: current.x + x, y: current.y + y } : { x, y });
    do {
      let next: Point;
      let nextControl: Point | null = null;
      if (op === 'Z') {
        next = start;
      } else if (op === 'H' || op === 'V') {
        const n = scan.number();
        if (n === null) return null;
        next = op === 'H' ? { x: relative ? current.x + n : n, y: current.y } : { x: current.x, y: relative ? current.y + n : n };
      } else if (op === 'A') {
        const r = scan.numbers(3);
        const large = scan.flag();
        const sweep = scan.flag();
        const end = scan.numbers(2);
        if (!r || large === null || sweep === null || !end) return null;
        next = point(end[0] ?? 0, end[1] ?? 0);
        arcExtremes(current, [r[0] ?? 0, r[1] ?? 0], r[2] ?? 0, large, sweep, next, add);
      } else {
        const counts: Record<string, number> = { M: 2, L: 2, T: 2, S: 4, Q: 4, C: 6 };
        const n = scan.numbers(counts[op] ?? 0);
        if (!n) return null;
        const pts: Point[] = [];
        for (let i = 0; i + 1 < n.length; i += 2) pts.push(point(n[i] ?? 0, n[i + 1] ?? 0));
        const reflected: Point = control && /[CSQT]/.test(previous) ? { x: 2 * current.x - control.x, y: 2 * current.y - control.y } : current;
        next = pts[pts.length - 1] ?? current;
        if (op === 'C') cubicExtremes(current, pts[0] ?? current, pts[1] ?? current, next, add);
        if (op === 'S') cubicExtremes(current, /[CS]/.test(previous) ? reflected : current, pts[0] ?? current, next, add);
        if (op === 'Q') quadExtremes(current, pts[0] ?? current, next, add);
        if (op === 'T') quadExtremes(current, /[QT]/.test(previous) ? reflected : current, next, add);
        nextControl = op === 'C' || op === 'S' ? (pts[pts.length - 2] ?? null) : op === 'Q' ? (pts[0] ?? null) : op === 'T' ? (/[QT]/.test(previous) ? reflected : current) : null;
        if (op === 'M') start = next;
      }
      add(next);
      current = next;
      control = nextControl;
      previous = op;
      // Pairs after a moveto are linetos.
      if (op === 'M') op = 'L';
    } while (op !== 'Z' && scan.moreNumbers());
  }
  return Number.isFinite(box.minX) ? box : null;
}
