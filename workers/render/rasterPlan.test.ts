import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLayer } from '../core/model/index.ts';
import { LEVEL_MAX, MAX_RASTER_PIXELS, exactLevel, layerExtent, maxLevel, rasterLayout, screenLevel, strokeReach } from './rasterPlan.ts';

describe('screenLevel', () => {
  it('is the smallest step of 2^¼ at or above the scale shown, so a raster is never enlarged', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.07, max: 15, noNaN: true }), (s) => {
        const level = screenLevel(s, LEVEL_MAX);
        expect(level).toBeGreaterThanOrEqual(s * (1 - 1e-9));
        expect(level).toBeLessThan(s * 2 ** 0.25 + 1e-9);
        const steps = 4 * Math.log2(level);
        expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-9);
      }),
    );
  });

  it('gives exact powers of two at whole zooms, so screen and export rasters can be shared', () => {
    expect(screenLevel(1, LEVEL_MAX)).toBe(1);
    expect(screenLevel(2, LEVEL_MAX)).toBe(2);
    expect(screenLevel(1.5, LEVEL_MAX)).toBeCloseTo(2 ** 0.75);
    expect(screenLevel(1.2, LEVEL_MAX)).toBeCloseTo(Math.SQRT2);
    expect(screenLevel(1.07, LEVEL_MAX)).toBeCloseTo(2 ** 0.25);
  });

  it('stays under the size cap for huge layers', () => {
    const extent = { left: 0, top: 0, right: 0, bottom: 0 };
    const cap = maxLevel(8000, 8000, extent);
    const level = screenLevel(3, cap);
    const layout = rasterLayout(8000, 8000, extent, level);
    expect(layout.pixelWidth * layout.pixelHeight).toBeLessThanOrEqual(MAX_RASTER_PIXELS);
    expect(exactLevel(3, cap)).toBeLessThanOrEqual(cap);
  });
});

describe('layerExtent', () => {
  it('leaves room for the shadow on the side it falls to only', () => {
    const layer = createLayer('square', { width: 100, height: 100, shadowBlur: 10, shadowX: 20, shadowY: -8, shadowColor: '#000' });
    const e = layerExtent(layer);
    expect(e.right).toBeCloseTo(15 + 20);
    expect(e.left).toBe(0);
    expect(e.top).toBeCloseTo(15 + 8);
    expect(e.bottom).toBeCloseTo(7);
    // A clip mask has no shadow.
    expect(layerExtent(layer, false)).toEqual({ left: 0, top: 0, right: 0, bottom: 0 });
  });

  it('adds 3σ of blur and half the stroke on every side', () => {
    const layer = createLayer('square', { width: 10, height: 10, blur: 4, stroke: '#000', lineWidth: 6, shapeType: 'circle' });
    expect(strokeReach(layer)).toBe(3);
    expect(layerExtent(layer)).toEqual({ left: 15, top: 15, right: 15, bottom: 15 });
  });

  it('gives text room for the wider of its stroke and its synthetic bold stroke', () => {
    const text = createLayer('text', { width: 10, height: 10, stroke: '#000', lineWidth: 2 });
    expect(strokeReach(text)).toBe(1);
    expect(strokeReach({ ...text, boldStroke: 6 })).toBe(3);
    expect(strokeReach({ ...text, stroke: '', boldStroke: 1 })).toBe(0.5);
  });

  it('ignores a text shadow while the text shadow switch is off', () => {
    const text = createLayer('text', { width: 10, height: 10, shadowBlur: 10, shadowX: 5, shadow: false });
    expect(layerExtent(text).right).toBe(0);
    expect(layerExtent({ ...text, shadow: true }).right).toBeCloseTo(20);
  });
});

describe('rasterLayout', () => {
  it('puts the box on whole pixels with room for the extent and a pixel of air', () => {
    const layout = rasterLayout(100, 50, { left: 2.5, top: 0, right: 1, bottom: 3 }, 2);
    expect(layout.originX).toBe(1 + 5);
    expect(layout.originY).toBe(1);
    expect(layout.pixelWidth).toBe(6 + 202 + 1);
    expect(layout.pixelHeight).toBe(1 + 106 + 1);
  });
});
