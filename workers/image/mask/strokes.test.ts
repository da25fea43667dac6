import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BrushStroke } from '../../protocol/image.ts';
import { createMask } from '../../core/image/pixels.ts';
import { StrokeMaskCache } from './strokeCache.ts';
import { applyStroke, brushProfile, markMask } from './strokes.ts';

const at = (mask: { width: number; data: Uint8Array }, x: number, y: number) => mask.data[y * mask.width + x] ?? -1;

function stroke(partial: Partial<BrushStroke> & { id: string }): BrushStroke {
  return { mode: 'erase', size: 10, hardness: 1, points: [{ x: 10, y: 50 }, { x: 90, y: 50 }], ...partial };
}

describe('eraser strokes', () => {
  it('a hard erase stroke clears the pixels along its path and nothing beyond its radius', () => {
    const mask = createMask(100, 100, 255);
    applyStroke(mask, stroke({ id: 'a' }));
    expect(at(mask, 50, 50)).toBe(0);
    expect(at(mask, 12, 52)).toBe(0);
    expect(at(mask, 50, 40)).toBe(255);
    expect(at(mask, 50, 60)).toBe(255);
    // Round caps: a little before the first point is cleared too, far before it is not.
    expect(at(mask, 7, 50)).toBe(0);
    expect(at(mask, 2, 50)).toBe(255);
  });

  it('a soft brush fades out toward its edge', () => {
    const mask = createMask(100, 100, 255);
    applyStroke(mask, stroke({ id: 's', size: 40, hardness: 0.2 }));
    const values = [50, 55, 60, 65, 69].map((y) => at(mask, 50, y));
    for (let i = 1; i < values.length; i += 1) expect(values[i] ?? 0).toBeGreaterThanOrEqual(values[i - 1] ?? 0);
    expect(values[0]).toBe(0);
    expect(values[2]).toBeGreaterThan(0);
    expect(values[2]).toBeLessThan(255);
  });

  it('restore brings erased pixels back; the soft profile stays within 0…1 and falls with distance', () => {
    const mask = createMask(100, 100, 255);
    applyStroke(mask, stroke({ id: 'a', size: 30 }));
    applyStroke(mask, stroke({ id: 'b', mode: 'restore', size: 30 }));
    expect(at(mask, 50, 50)).toBe(255);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 1, max: 80, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (d1, d2, radius, hardness) => {
        const [near, far] = d1 <= d2 ? [d1, d2] : [d2, d1];
        const a = brushProfile(near, radius, hardness);
        const b = brushProfile(far, radius, hardness);
        expect(a).toBeGreaterThanOrEqual(b);
        expect(a).toBeLessThanOrEqual(1);
        expect(b).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('overlapping segments of one stroke do not erase more than once', () => {
    const mask = createMask(60, 60, 255);
    applyStroke(mask, stroke({ id: 'z', size: 30, hardness: 0, points: [{ x: 30, y: 30 }, { x: 31, y: 30 }, { x: 30, y: 30 }] }));
    const single = createMask(60, 60, 255);
    applyStroke(single, stroke({ id: 'y', size: 30, hardness: 0, points: [{ x: 30, y: 30 }, { x: 31, y: 30 }] }));
    expect(Math.abs(at(mask, 30, 40) - at(single, 30, 40))).toBeLessThanOrEqual(2);
  });
});

describe('stroke mask cache (undo/redo)', () => {
  it('gives the same mask as drawing from scratch, redrawing only new strokes', () => {
    const strokes = Array.from({ length: 6 }, (_, i) => stroke({ id: `s${i}`, points: [{ x: 5 + i * 15, y: 5 }, { x: 5 + i * 15, y: 95 }], mode: i % 3 === 2 ? 'restore' : 'erase' }));
    const cache = new StrokeMaskCache(() => createMask(100, 100, 255));
    const scratch = (list: BrushStroke[]) => {
      const m = createMask(100, 100, 255);
      for (const s of list) applyStroke(m, s);
      return m.data;
    };
    for (let n = 1; n <= strokes.length; n += 1) expect(cache.maskFor(strokes.slice(0, n)).data).toEqual(scratch(strokes.slice(0, n)));
    expect(cache.strokesDrawn).toBe(6);
    // Undo twice, then redo: nothing is redrawn for the undo.
    expect(cache.maskFor(strokes.slice(0, 4)).data).toEqual(scratch(strokes.slice(0, 4)));
    expect(cache.strokesDrawn).toBe(6);
    expect(cache.maskFor(strokes.slice(0, 5)).data).toEqual(scratch(strokes.slice(0, 5)));
    expect(cache.strokesDrawn).toBe(7);
    // A different stroke after the undo replaces the old branch.
    const branch = [...strokes.slice(0, 4), stroke({ id: 'new', mode: 'restore', size: 100 })];
    expect(cache.maskFor(branch).data).toEqual(scratch(branch));
  });
});

describe('watermark marks', () => {
  it('strokes and boxes become one 0/255 mask', () => {
    const mask = markMask(100, 100, [stroke({ id: 'm', size: 6, hardness: 0.3 })], [{ x: 70, y: 70, width: 20, height: 10 }]);
    expect(at(mask, 50, 50)).toBe(255);
    expect(at(mask, 80, 75)).toBe(255);
    expect(at(mask, 80, 85)).toBe(0);
    expect(new Set(mask.data)).toEqual(new Set([0, 255]));
  });
});
