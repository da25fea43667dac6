import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromStroke } from './seed.ts';

const photo = { width: 400, height: 300 };

describe('seedFromStroke', () => {
  it('a tap (or a stroke that hardly moves) is a point on the photo', () => {
    expect(seedFromStroke([{ x: 120.4, y: 80.6 }], photo)).toEqual({ kind: 'point', x: 120, y: 81 });
    expect(seedFromStroke([{ x: 100, y: 100 }, { x: 104, y: 103 }], photo)).toEqual({ kind: 'point', x: 102, y: 102 });
    expect(seedFromStroke([], photo)).toBeNull();
  });

  it('a drag across the object is the box around the stroke', () => {
    expect(seedFromStroke([{ x: 50, y: 40 }, { x: 200, y: 120 }, { x: 300, y: 250 }], photo)).toEqual({ kind: 'box', rect: { x: 50, y: 40, width: 251, height: 211 } });
  });

  it('any stroke gives a seed inside the photo (fast-check)', () => {
    const point = fc.record({ x: fc.double({ min: -100, max: 600, noNaN: true }), y: fc.double({ min: -100, max: 500, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) => {
        const seed = seedFromStroke(points, photo);
        expect(seed).not.toBeNull();
        if (seed?.kind === 'point') {
          expect(seed.x).toBeGreaterThanOrEqual(0);
          expect(seed.x).toBeLessThan(photo.width);
          expect(seed.y).toBeGreaterThanOrEqual(0);
          expect(seed.y).toBeLessThan(photo.height);
        } else if (seed) {
          expect(seed.rect.x).toBeGreaterThanOrEqual(0);
          expect(seed.rect.y).toBeGreaterThanOrEqual(0);
          expect(seed.rect.x + seed.rect.width).toBeLessThanOrEqual(photo.width);
          expect(seed.rect.y + seed.rect.height).toBeLessThanOrEqual(photo.height);
        }
      }),
    );
  });
});
