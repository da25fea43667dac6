import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignDeltas, distributeDeltas } from './arrange.ts';
import { createDocument, createLayer } from './factory.ts';
import { hitTestDocument, hitTestLayer, layerBounds, layerCentre, layerCorners, unionBounds, type Geometry } from './geometry.ts';
import { rescaleGeometry } from './rescale.ts';

const g = (over: Partial<Geometry>): Geometry => ({ x: 0, y: 0, width: 100, height: 50, scale: 1, rotate: 0, ...over });

describe('layer geometry', () => {
  it('bounds follow scale about the centre', () => {
    expect(layerBounds(g({ x: 100, y: 100, scale: 2 }))).toEqual({ x: 50, y: 75, width: 200, height: 100 });
  });

  it('bounds of a quarter turn swap width and height around the same centre', () => {
    const b = layerBounds(g({ x: 100, y: 100, rotate: 90 }));
    expect(b.x).toBeCloseTo(125);
    expect(b.y).toBeCloseTo(75);
    expect(b.width).toBeCloseTo(50);
    expect(b.height).toBeCloseTo(100);
  });

  it('hit test follows rotation: a point on the long axis hits only when the box lies along it', () => {
    const flat = g({ x: 0, y: 0, width: 200, height: 20 }); // centre (100, 10)
    expect(hitTestLayer(flat, { x: 190, y: 10 })).toBe(true);
    expect(hitTestLayer({ ...flat, rotate: 90 }, { x: 190, y: 10 })).toBe(false);
    expect(hitTestLayer({ ...flat, rotate: 90 }, { x: 100, y: 100 })).toBe(true);
    expect(hitTestLayer(flat, { x: 203, y: 10 }, 4)).toBe(true);
  });

  it('the centre always hits, the bounds enclose every corner and nothing outside them hits', () => {
    const geometry = fc.record({
      x: fc.double({ min: -1000, max: 1000, noNaN: true }),
      y: fc.double({ min: -1000, max: 1000, noNaN: true }),
      width: fc.double({ min: 1, max: 1000, noNaN: true }),
      height: fc.double({ min: 1, max: 1000, noNaN: true }),
      scale: fc.double({ min: 0.1, max: 10, noNaN: true }),
      rotate: fc.double({ min: -360, max: 360, noNaN: true }),
    });
    fc.assert(
      fc.property(geometry, (geo) => {
        expect(hitTestLayer(geo, layerCentre(geo))).toBe(true);
        const b = layerBounds(geo);
        for (const corner of layerCorners(geo)) {
          expect(corner.x).toBeGreaterThanOrEqual(b.x - 1e-6);
          expect(corner.x).toBeLessThanOrEqual(b.x + b.width + 1e-6);
          expect(corner.y).toBeGreaterThanOrEqual(b.y - 1e-6);
          expect(corner.y).toBeLessThanOrEqual(b.y + b.height + 1e-6);
        }
        const outside = { x: b.x - 1, y: b.y - 1 };
        expect(hitTestLayer(geo, outside)).toBe(false);
      }),
    );
  });

  it('tapping picks the topmost visible layer, else the background, else nothing', () => {
    const doc = createDocument({ backgroundId: 'bg' });
    const lower = createLayer('square', { id: 'lower', x: 0, y: 0, width: 200, height: 200 });
    const upper = createLayer('square', { id: 'upper', x: 100, y: 100, width: 200, height: 200 });
    doc.layers.push(lower, upper);
    expect(hitTestDocument(doc, { x: 150, y: 150 })).toBe('upper');
    expect(hitTestDocument(doc, { x: 50, y: 50 })).toBe('lower');
    expect(hitTestDocument(doc, { x: 900, y: 900 })).toBe('bg');
    expect(hitTestDocument(doc, { x: -5, y: 10 })).toBeNull();
    upper.visibility = false;
    expect(hitTestDocument(doc, { x: 150, y: 150 })).toBe('lower');
  });

  it('unionBounds of nothing is null', () => {
    expect(unionBounds([])).toBeNull();
    expect(unionBounds([{ x: 0, y: 0, width: 10, height: 10 }, { x: 20, y: -5, width: 5, height: 5 }])).toEqual({ x: 0, y: -5, width: 25, height: 15 });
  });
});

describe('align and distribute', () => {
  const boxes = [
    { x: 0, y: 0, width: 10, height: 10 },
    { x: 50, y: 30, width: 30, height: 20 },
  ];
  const target = { x: 0, y: 0, width: 100, height: 100 };

  it.each([
    ['left', [0, 0], [-50, 0]],
    ['centre', [45, 0], [-15, 0]],
    ['right', [90, 0], [20, 0]],
    ['top', [0, 0], [0, -30]],
    ['middle', [0, 45], [0, 10]],
    ['bottom', [0, 90], [0, 50]],
  ] as const)('%s lines every box up with the target', (edge, a, b) => {
    expect(alignDeltas(boxes, edge, target)).toEqual([{ x: a[0], y: a[1] }, { x: b[0], y: b[1] }]);
  });

  it('distribute leaves equal gaps and keeps the outer edges', () => {
    const row = [
      { x: 0, y: 0, width: 10, height: 10 },
      { x: 70, y: 0, width: 20, height: 10 },
      { x: 15, y: 0, width: 10, height: 10 },
      { x: 100, y: 0, width: 10, height: 10 },
    ];
    const moved = distributeDeltas(row, 'h').map((d, i) => ({ ...row[i]!, x: row[i]!.x + d.x }));
    const sorted = [...moved].sort((a, b) => a.x - b.x);
    const gaps = sorted.slice(1).map((b, i) => b.x - (sorted[i]!.x + sorted[i]!.width));
    gaps.forEach((gap) => expect(gap).toBeCloseTo(20));
    expect(sorted[0]?.x).toBe(0);
    expect(sorted.at(-1)!.x + sorted.at(-1)!.width).toBe(110);
    expect(distributeDeltas(row.slice(0, 2), 'v')).toEqual([{ x: 0, y: 0 }, { x: 0, y: 0 }]);
  });
});

describe('canvas resize', () => {
  it('keeps each centre at the same relative place and scales by the smaller ratio', () => {
    const layer = g({ x: 450, y: 200, width: 100, height: 100 }); // centre (500, 250)
    const next = rescaleGeometry(layer, { width: 1000, height: 1000 }, { width: 500, height: 2000 });
    expect(next.scale).toBe(0.5);
    expect(layerCentre({ ...layer, ...next })).toEqual({ x: 250, y: 500 });
  });
});
