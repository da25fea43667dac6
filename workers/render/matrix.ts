// 2D affine matrices in canvas order [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f.

export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m1 · m2: applies m2 first, then m1 (as ctx.transform(m2) after ctx.setTransform(m1)). */
export function multiply(m1: Matrix, m2: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

export function translate(x: number, y: number): Matrix {
  return [1, 0, 0, 1, x, y];
}

export function scale(x: number, y = x): Matrix {
  return [x, 0, 0, y, 0, 0];
}

/** Degrees, clockwise on screen (y points down). */
export function rotate(deg: number): Matrix {
  const rad = (deg * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  return [cos, sin, -sin, cos, 0, 0];
}

export function applyToPoint(m: Matrix, x: number, y: number): { x: number; y: number } {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Axis-aligned bounds of the rectangle (x, y, w, h) after the matrix. */
export function rectBounds(m: Matrix, x: number, y: number, w: number, h: number): Bounds {
  const points = [applyToPoint(m, x, y), applyToPoint(m, x + w, y), applyToPoint(m, x + w, y + h), applyToPoint(m, x, y + h)];
  return {
    minX: Math.min(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxX: Math.max(...points.map((p) => p.x)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}

export function intersects(a: Bounds, b: Bounds): boolean {
  return a.minX < b.maxX && a.maxX > b.minX && a.minY < b.maxY && a.maxY > b.minY;
}

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;
const FUNCTION = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/gi;

/** An SVG transform attribute; null when it cannot be read (the element is then skipped). */
export function parseTransform(text: string): Matrix | null {
  let m: Matrix = IDENTITY;
  const leftover = text.replace(FUNCTION, '').replace(/[\s,]/g, '');
  if (leftover !== '') return null;
  for (const match of text.matchAll(FUNCTION)) {
    const args = (match[2] ?? '').match(NUMBER)?.map(Number) ?? [];
    const [p = 0, q, r] = args;
    let step: Matrix;
    switch ((match[1] ?? '').toLowerCase()) {
      case 'matrix':
        if (args.length !== 6) return null;
        step = [args[0] ?? 1, args[1] ?? 0, args[2] ?? 0, args[3] ?? 1, args[4] ?? 0, args[5] ?? 0];
        break;
      case 'translate':
        step = translate(p, q ?? 0);
        break;
      case 'scale':
        step = scale(p, q ?? p);
        break;
      case 'rotate':
        step = q !== undefined && r !== undefined ? multiply(translate(q, r), multiply(rotate(p), translate(-q, -r))) : rotate(p);
        break;
      case 'skewx':
        step = [1, 0, Math.tan((p * Math.PI) / 180), 1, 0, 0];
        break;
      default:
        step = [1, Math.tan((p * Math.PI) / 180), 0, 1, 0, 0];
    }
    if (step.some((n) => !Number.isFinite(n))) return null;
    m = multiply(m, step);
  }
  return m;
}
