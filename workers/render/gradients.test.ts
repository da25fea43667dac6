import { describe, expect, it } from 'vitest';
import { createLayer } from '../core/model/index.ts';
import { backgroundGradient, evenStops, fillGradient, linearFromDeg, radialForBox, stopsFromGradientColors, strokeGradientPaint } from './gradients.ts';

describe('linearFromDeg (CSS angles)', () => {
  it('runs 180° from the top edge to the bottom edge and 90° from left to right', () => {
    expect(linearFromDeg(180, 200, 100)).toEqual({ kind: 'linear', x1: 100, y1: 0, x2: 100, y2: 100 });
    expect(linearFromDeg(90, 200, 100)).toEqual({ kind: 'linear', x1: 0, y1: 50, x2: 200, y2: 50 });
    expect(linearFromDeg(0, 200, 100)).toEqual({ kind: 'linear', x1: 100, y1: 100, x2: 100, y2: 0 });
  });

  it('makes a diagonal long enough that both far corners get the end colours', () => {
    const g = linearFromDeg(45, 100, 100);
    if (g.kind !== 'linear') throw new Error('linear expected');
    // The corner (0,100) projects onto the start, (100,0) onto the end.
    const dir = { x: g.x2 - g.x1, y: g.y2 - g.y1 };
    const length2 = dir.x ** 2 + dir.y ** 2;
    const t = (px: number, py: number) => ((px - g.x1) * dir.x + (py - g.y1) * dir.y) / length2;
    expect(t(0, 100)).toBeCloseTo(0);
    expect(t(100, 0)).toBeCloseTo(1);
    expect(t(50, 50)).toBeCloseTo(0.5);
  });
});

describe('stops', () => {
  it('sorts gradientColors by pst and turns pst into an offset', () => {
    const stops = stopsFromGradientColors([
      { hex: '', rgba: '', color: '#00f', pst: 100 },
      { hex: '', rgba: '', color: '#f00', pst: 0 },
      { hex: '', rgba: '', color: '#12345', pst: 40 },
    ]);
    expect(stops).toEqual([
      { offset: 0, colour: '#f00' },
      { offset: 0.4, colour: '#1234' },
      { offset: 1, colour: '#00f' },
    ]);
  });

  it('spreads plain colours evenly; one colour paints solid', () => {
    expect(evenStops(['red', 'lime', 'blue']).map((s) => s.offset)).toEqual([0, 0.5, 1]);
    expect(evenStops(['red'])).toEqual([{ offset: 0, colour: 'red' }, { offset: 1, colour: 'red' }]);
  });
});

describe('layer gradients', () => {
  it('fills only when the gradient switch is on', () => {
    const off = createLayer('square', { width: 100, height: 50 });
    expect(fillGradient(off)).toBeNull();
    const radial = fillGradient({ ...off, gradient: true, gradientStyle: 'radial' });
    expect(radial?.geometry).toEqual(radialForBox(100, 50));
  });

  it('draws the background gradient along its own line and ignores a zero-length one', () => {
    expect(backgroundGradient({ x1: 0, y1: 0, x2: 0, y2: 0, colorStops: [{ offset: 0, color: 'red' }] })).toBeNull();
    expect(backgroundGradient({ x1: 0, y1: 0, x2: 0, y2: 800, colorStops: [{ offset: 1, color: '#eee' }, { offset: 0, color: '#fff' }] })?.stops).toEqual([
      { offset: 0, colour: '#fff' },
      { offset: 1, colour: '#eee' },
    ]);
  });

  it('uses the stroke gradient line when it has one, else its angle over the box', () => {
    const base = { x1: 0, y1: 0, x2: 0, y2: 0, colorStops: [], colors: ['red', 'gold'], style: 'linear' as const, deg: 90 };
    expect(strokeGradientPaint(base, 300, 100)?.geometry).toEqual(linearFromDeg(90, 300, 100));
    expect(strokeGradientPaint({ ...base, x2: 50 }, 300, 100)?.geometry).toEqual({ kind: 'linear', x1: 0, y1: 0, x2: 50, y2: 0 });
    expect(strokeGradientPaint({ ...base, colors: [] }, 300, 100)).toBeNull();
  });
});
