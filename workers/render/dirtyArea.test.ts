import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dirtyArea, type BandedFrame } from './dirtyArea.ts';

const VIEWPORT = { minX: 0, minY: 0, maxX: 1080, maxY: 1080 };
const below = {};
const above = {};
const frame = (active: BandedFrame['active'], over: Partial<BandedFrame> = {}): BandedFrame => ({ viewKey: 'v', layout: 'b0-5,u5,b6-9', bands: [below, above], active, ...over });

describe('dirtyArea (what a banded drag frame repaints)', () => {
  it('repaints where the moved layer was and is, in whole pixels with a margin', () => {
    const area = dirtyArea(frame({ minX: 100.4, minY: 100.2, maxX: 200.6, maxY: 180 }), frame({ minX: 110.5, minY: 104, maxX: 210.5, maxY: 184.1 }), VIEWPORT);
    expect(area).toEqual({ minX: 98, minY: 98, maxX: 213, maxY: 187 });
  });

  it('repaints everything after another view, another layout, a rebuilt band, or no banded frame', () => {
    const now = frame({ minX: 0, minY: 0, maxX: 10, maxY: 10 });
    expect(dirtyArea(null, now, VIEWPORT)).toBeNull();
    expect(dirtyArea(frame(now.active, { viewKey: 'w' }), now, VIEWPORT)).toBeNull();
    expect(dirtyArea(frame(now.active, { layout: 'b0-9' }), now, VIEWPORT)).toBeNull();
    expect(dirtyArea(frame(now.active, { bands: [below, {}] }), now, VIEWPORT)).toBeNull();
  });

  it('stays inside the canvas, and is empty when nothing moved on it', () => {
    expect(dirtyArea(frame({ minX: -50, minY: -50, maxX: 20, maxY: 20 }), frame({ minX: 1070, minY: 1070, maxX: 1200, maxY: 1200 }), VIEWPORT)).toEqual(VIEWPORT);
    const empty = dirtyArea(frame(null), frame(null), VIEWPORT);
    expect(empty && (empty.maxX - empty.minX) * (empty.maxY - empty.minY)).toBe(0);
  });

  it('always covers both the old and the new bounds that lie on the canvas', () => {
    const box = fc.record({ x: fc.double({ min: -200, max: 1200, noNaN: true }), y: fc.double({ min: -200, max: 1200, noNaN: true }), w: fc.double({ min: 0, max: 400, noNaN: true }), h: fc.double({ min: 0, max: 400, noNaN: true }) });
    const bounds = (b: { x: number; y: number; w: number; h: number }) => ({ minX: b.x, minY: b.y, maxX: b.x + b.w, maxY: b.y + b.h });
    fc.assert(
      fc.property(box, box, (a, b) => {
        const area = dirtyArea(frame(bounds(a)), frame(bounds(b)), VIEWPORT);
        if (!area) return false;
        for (const r of [bounds(a), bounds(b)]) {
          const visible = { minX: Math.max(0, r.minX), minY: Math.max(0, r.minY), maxX: Math.min(1080, r.maxX), maxY: Math.min(1080, r.maxY) };
          if (visible.minX >= visible.maxX || visible.minY >= visible.maxY) continue;
          if (visible.minX < area.minX || visible.minY < area.minY || visible.maxX > area.maxX || visible.maxY > area.maxY) return false;
        }
        return Number.isInteger(area.minX) && Number.isInteger(area.maxY) && area.minX >= 0 && area.maxX <= 1080;
      }),
    );
  });
});
