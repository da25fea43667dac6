// 2-D affine matrices in canvas order: [a, b, c, d, e, f] maps (x, y) to
// (a·x + c·y + e, b·x + d·y + f), the argument order of setTransform().

export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `multiply(m, n)` applies n first, then m. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const [a2, b2, c2, d2, e2, f2] = n;
  return [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f];
}

/** Applies the matrices right to left, like function composition. */
export function compose(...matrices: Matrix[]): Matrix {
  return matrices.reduce((acc, m) => multiply(acc, m), IDENTITY);
}

export function translate(x: number, y: number): Matrix {
  return [1, 0, 0, 1, x, y];
}

export function scale(sx: number, sy: number = sx): Matrix {
  return [sx, 0, 0, sy, 0, 0];
}

/** Clockwise on screen (y points down), in degrees. */
export function rotate(degrees: number): Matrix {
  const r = (degrees * Math.PI) / 180;
  // Exact values for quarter turns keep pixel edges on whole numbers.
  const cos = Math.abs(degrees % 90) === 0 ? Math.round(Math.cos(r)) : Math.cos(r);
  const sin = Math.abs(degrees % 90) === 0 ? Math.round(Math.sin(r)) : Math.sin(r);
  return [cos, sin, -sin, cos, 0, 0];
}

export function apply(m: Matrix, x: number, y: number): { x: number; y: number } {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

export function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const det = a * d - b * c;
  if (det === 0) throw new Error('matrix is not invertible');
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}
