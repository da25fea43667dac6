// SVG path data read once into absolute segments (relative commands, H/V and the S/T
// reflections resolved), so the gradient bounding box, the PDF export and the editor's node
// editing read paths the same way.

export type Point = { x: number; y: number };

/** An endpoint arc as SVG writes it, from the current point. */
export interface ArcSegment {
  from: Point;
  rx: number;
  ry: number;
  deg: number;
  large: boolean;
  sweep: boolean;
  to: Point;
}

export interface PathVisitor {
  move(p: Point): void;
  line(p: Point): void;
  cubic(c1: Point, c2: Point, p: Point): void;
  quad(c: Point, p: Point): void;
  arc(a: ArcSegment): void;
  close(): void;
}

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

/** Walks the path data; false when it cannot be read (the segments before the error were visited). */
export function walkPath(d: string, visit: PathVisitor): boolean {
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
        visit.close();
      } else if (op === 'H' || op === 'V') {
        const n = scan.number();
        if (n === null) return false;
        next = op === 'H' ? { x: relative ? current.x + n : n, y: current.y } : { x: current.x, y: relative ? current.y + n : n };
        visit.line(next);
      } else if (op === 'A') {
        const r = scan.numbers(3);
        const large = scan.flag();
        const sweep = scan.flag();
        const end = scan.numbers(2);
        if (!r || large === null || sweep === null || !end) return false;
        next = point(end[0] ?? 0, end[1] ?? 0);
        visit.arc({ from: current, rx: r[0] ?? 0, ry: r[1] ?? 0, deg: r[2] ?? 0, large, sweep, to: next });
      } else {
        const counts: Record<string, number> = { M: 2, L: 2, T: 2, S: 4, Q: 4, C: 6 };
        const n = scan.numbers(counts[op] ?? 0);
        if (!n) return false;
        const pts: Point[] = [];
        for (let i = 0; i + 1 < n.length; i += 2) pts.push(point(n[i] ?? 0, n[i + 1] ?? 0));
        const reflected: Point = control && /[CSQT]/.test(previous) ? { x: 2 * current.x - control.x, y: 2 * current.y - control.y } : current;
        next = pts[pts.length - 1] ?? current;
        if (op === 'M') visit.move(next);
        if (op === 'L') visit.line(next);
        if (op === 'C') visit.cubic(pts[0] ?? current, pts[1] ?? current, next);
        if (op === 'S') visit.cubic(/[CS]/.test(previous) ? reflected : current, pts[0] ?? current, next);
        if (op === 'Q') visit.quad(pts[0] ?? current, next);
        if (op === 'T') visit.quad(/[QT]/.test(previous) ? reflected : current, next);
        nextControl = op === 'C' || op === 'S' ? (pts[pts.length - 2] ?? null) : op === 'Q' ? (pts[0] ?? null) : op === 'T' ? (/[QT]/.test(previous) ? reflected : current) : null;
        if (op === 'M') start = next;
      }
      current = next;
      control = nextControl;
      previous = op;
      // Pairs after a moveto are linetos.
      if (op === 'M') op = 'L';
    } while (op !== 'Z' && scan.moreNumbers());
  }
  return true;
}

/** SVG's endpoint arc → centre form (implementation notes F.6.5); null for a straight line (a zero radius or no distance). */
export function arcCentre(a: ArcSegment): { cx: number; cy: number; rx: number; ry: number; phi: number; start: number; delta: number } | null {
  let [rx, ry] = [Math.abs(a.rx), Math.abs(a.ry)];
  const { from, to, large, sweep } = a;
  if (rx === 0 || ry === 0 || (from.x === to.x && from.y === to.y)) return null;
  const phi = (a.deg * Math.PI) / 180;
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
  return { cx, cy, rx, ry, phi, start, delta };
}

/** An arc as cubics of at most 90° each (a straight line where the arc is degenerate). */
export function arcCubics(a: ArcSegment, cubic: (c1: Point, c2: Point, p: Point) => void, line: (p: Point) => void): void {
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
