import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bounds } from './matrix.ts';
import { pathBounds } from './svgGradientBbox.ts';
import { ellipsePath } from './svgShapes.ts';

const rounded = (b: Bounds | null) => b && { minX: round(b.minX), minY: round(b.minY), maxX: round(b.maxX), maxY: round(b.maxY) };
const round = (n: number) => Math.round(n * 1e6) / 1e6 + 0;

describe('pathBounds', () => {
  it('bounds lines, with relative, horizontal and vertical commands and implicit linetos', () => {
    expect(pathBounds('M10 10L20 5H0V30Z')).toEqual({ minX: 0, minY: 5, maxX: 20, maxY: 30 });
    expect(pathBounds('m10 10 5 5 5-20h-30v3z')).toEqual({ minX: -10, minY: -5, maxX: 20, maxY: 15 });
  });

  it('bounds a curve at its extremes, not at its control points', () => {
    // Control points at y = -40 pull the curve up to y = -30 only (3/4 of the way).
    expect(rounded(pathBounds('M0 0C0 -40 100 -40 100 0'))).toEqual({ minX: 0, minY: -30, maxX: 100, maxY: 0 });
    expect(rounded(pathBounds('M0 0Q50 -40 100 0'))).toEqual({ minX: 0, minY: -20, maxX: 100, maxY: 0 });
  });

  it('reflects the control point for S and T', () => {
    expect(rounded(pathBounds('M0 0C0 -40 50 -40 50 0S100 40 100 0'))).toEqual({ minX: 0, minY: -30, maxX: 100, maxY: 30 });
    expect(rounded(pathBounds('M0 0Q25 -40 50 0T100 0'))).toEqual({ minX: 0, minY: -20, maxX: 100, maxY: 20 });
  });

  it('bounds arcs by the part of the ellipse they sweep', () => {
    expect(rounded(pathBounds(ellipsePath(50, 25, 20, 10) ?? ''))).toEqual({ minX: 30, minY: 15, maxX: 70, maxY: 35 });
    // The upper half only (sweep flag 1 from the left to the right goes over the top).
    expect(rounded(pathBounds('M0 0A10 10 0 0 1 20 0'))).toEqual({ minX: 0, minY: -10, maxX: 20, maxY: 0 });
    // Flags written without separators; radii too small are scaled up.
    expect(rounded(pathBounds('M0 0a1 1 0 0020 0'))).toEqual({ minX: 0, minY: 0, maxX: 20, maxY: 10 });
    // A rotated ellipse reaches past its axes.
    const tilted = pathBounds('M-10 0A10 5 45 1 1 -10 0.0001Z');
    expect(tilted && tilted.maxX - tilted.minX).toBeGreaterThan(10);
  });

  it('returns null without points or with broken data', () => {
    expect(pathBounds('')).toBeNull();
    expect(pathBounds('M0 0L5')).toBeNull();
    expect(pathBounds('M0 0A1 1 0 2 1 5 5')).toBeNull();
  });

  const coordinate = fc.integer({ min: -200, max: 200 });
  const point = fc.tuple(coordinate, coordinate);

  it('contains every point of a cubic curve and touches its extremes', () => {
    fc.assert(
      fc.property(point, point, point, point, ([x0, y0], [x1, y1], [x2, y2], [x3, y3]) => {
        const box = pathBounds(`M${x0} ${y0}C${x1} ${y1} ${x2} ${y2} ${x3} ${y3}`);
        if (!box) return false;
        const sampled = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
        for (let i = 0; i <= 2000; i += 1) {
          const t = i / 2000;
          const u = 1 - t;
          const x = u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3;
          const y = u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3;
          sampled.minX = Math.min(sampled.minX, x);
          sampled.minY = Math.min(sampled.minY, y);
          sampled.maxX = Math.max(sampled.maxX, x);
          sampled.maxY = Math.max(sampled.maxY, y);
        }
        const inside = box.minX <= sampled.minX + 1e-9 && box.minY <= sampled.minY + 1e-9 && box.maxX >= sampled.maxX - 1e-9 && box.maxY >= sampled.maxY - 1e-9;
        const tight = sampled.minX - box.minX < 0.01 && sampled.minY - box.minY < 0.01 && box.maxX - sampled.maxX < 0.01 && box.maxY - sampled.maxY < 0.01;
        return inside && tight;
      }),
    );
  });

  it('contains every point of an arc and touches its extremes', () => {
    const arc = fc.record({
      from: point,
      to: point,
      rx: fc.integer({ min: 1, max: 150 }),
      ry: fc.integer({ min: 1, max: 150 }),
      angle: fc.integer({ min: -180, max: 180 }),
      large: fc.boolean(),
      sweep: fc.boolean(),
    });
    fc.assert(
      fc.property(arc, ({ from, to, rx, ry, angle, large, sweep }) => {
        fc.pre(from[0] !== to[0] || from[1] !== to[1]);
        const box = pathBounds(`M${from[0]} ${from[1]}A${rx} ${ry} ${angle} ${large ? 1 : 0} ${sweep ? 1 : 0} ${to[0]} ${to[1]}`);
        const path = new SampledArc(from, to, rx, ry, angle, large, sweep);
        return box !== null && path.within(box, 1e-6) && path.touches(box, 0.05);
      }),
    );
  });
});

/** An independent reading of an arc: SVG's centre parameterisation, sampled densely. */
class SampledArc {
  readonly points: { x: number; y: number }[] = [];

  constructor(from: [number, number], to: [number, number], rx0: number, ry0: number, deg: number, large: boolean, sweep: boolean) {
    const phi = (deg * Math.PI) / 180;
    const [c, s] = [Math.cos(phi), Math.sin(phi)];
    const [dx, dy] = [(from[0] - to[0]) / 2, (from[1] - to[1]) / 2];
    const [x1, y1] = [c * dx + s * dy, -s * dx + c * dy];
    const grow = Math.max(1, Math.sqrt((x1 * x1) / (rx0 * rx0) + (y1 * y1) / (ry0 * ry0)));
    const [rx, ry] = [rx0 * grow, ry0 * grow];
    const k = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, (rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1) / (rx * rx * y1 * y1 + ry * ry * x1 * x1)));
    const [cx1, cy1] = [(k * rx * y1) / ry, (-k * ry * x1) / rx];
    const [cx, cy] = [c * cx1 - s * cy1 + (from[0] + to[0]) / 2, s * cx1 + c * cy1 + (from[1] + to[1]) / 2];
    const start = Math.atan2((y1 - cy1) / ry, (x1 - cx1) / rx);
    let sweepAngle = Math.atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - start;
    if (sweep && sweepAngle < 0) sweepAngle += 2 * Math.PI;
    if (!sweep && sweepAngle > 0) sweepAngle -= 2 * Math.PI;
    for (let i = 0; i <= 4000; i += 1) {
      const t = start + (sweepAngle * i) / 4000;
      this.points.push({ x: cx + rx * c * Math.cos(t) - ry * s * Math.sin(t), y: cy + rx * s * Math.cos(t) + ry * c * Math.sin(t) });
    }
  }

  within(b: Bounds, eps: number): boolean {
    return this.points.every((p) => p.x >= b.minX - eps && p.x <= b.maxX + eps && p.y >= b.minY - eps && p.y <= b.maxY + eps);
  }

  touches(b: Bounds, eps: number): boolean {
    const xs = this.points.map((p) => p.x);
    const ys = this.points.map((p) => p.y);
    return Math.min(...xs) - b.minX < eps && b.maxX - Math.max(...xs) < eps && Math.min(...ys) - b.minY < eps && b.maxY - Math.max(...ys) < eps;
  }
}
