import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clonePixels, createMask } from '../pixels.ts';
import type { Mask, PixelBuffer } from '../pixels.ts';
import { renderScene } from '../../../image/testing/synthetic.ts';
import { decontaminateLocal, removeFringe } from './fringe.ts';

describe('colour fringe removal with a local background estimate', () => {
  it('edge pixels of a person in a room lose the room colour that bled into them', () => {
    const scene = renderScene(240, 320, 'busy', 'person', 3);
    // The shirt (44, 62, 102) against the wall: the half-covered pixels along the shoulder.
    const edge: number[] = [];
    scene.alpha.data.forEach((a, i) => {
      const y = Math.floor(i / 240);
      if (a > 60 && a < 200 && y > 240 && y < 280) edge.push(i);
    });
    expect(edge.length).toBeGreaterThan(10);
    const cleaned = clonePixels(scene.pixels);
    decontaminateLocal(cleaned, scene.alpha);
    const error = (pixels: typeof cleaned) => edge.reduce((sum, i) => sum + Math.abs((pixels.data[i * 4] ?? 0) - 44) + Math.abs((pixels.data[i * 4 + 2] ?? 0) - 102), 0) / edge.length;
    expect(error(cleaned)).toBeLessThan(error(scene.pixels) * 0.5);
  });

  it('opaque and transparent pixels are left exactly as they were; no model means no change', () => {
    const scene = renderScene(120, 160, 'busy', 'person', 4);
    const cleaned = clonePixels(scene.pixels);
    decontaminateLocal(cleaned, scene.alpha);
    scene.alpha.data.forEach((a, i) => {
      if (a === 0 || a === 255) expect(cleaned.data[i * 4 + 1]).toBe(scene.pixels.data[i * 4 + 1]);
    });
    const untouched = clonePixels(scene.pixels);
    removeFringe(untouched, scene.alpha, undefined);
    expect(untouched.data).toEqual(scene.pixels.data);
  });

  it('gives exactly what the plain definition gives, for thin soft bands and wide soft areas alike', () => {
    // The definition, pixel by pixel: B = mean colour of the transparent pixels in the window.
    const reference = (pixels: PixelBuffer, alpha: Mask, radius: number): Uint8ClampedArray => {
      const { width, height, data } = pixels;
      const out = new Uint8ClampedArray(data);
      for (let i = 0; i < width * height; i += 1) {
        const a = (alpha.data[i] ?? 0) / 255;
        if (a <= 0 || a >= 1) continue;
        const x = i % width;
        const y = (i - x) / width;
        let r = 0;
        let g = 0;
        let b = 0;
        let count = 0;
        for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy += 1) {
          for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx += 1) {
            const j = yy * width + xx;
            if (alpha.data[j] !== 0) continue;
            r += data[j * 4] ?? 0;
            g += data[j * 4 + 1] ?? 0;
            b += data[j * 4 + 2] ?? 0;
            count += 1;
          }
        }
        if (!count) continue;
        const k = Math.max(a, 0.15);
        out[i * 4] = ((data[i * 4] ?? 0) - (1 - k) * (r / count)) / k;
        out[i * 4 + 1] = ((data[i * 4 + 1] ?? 0) - (1 - k) * (g / count)) / k;
        out[i * 4 + 2] = ((data[i * 4 + 2] ?? 0) - (1 - k) * (b / count)) / k;
      }
      return out;
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 5 }), (width, height, softShare, seed, radius) => {
        let state = seed;
        const next = (): number => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
        const pixels: PixelBuffer = { width, height, data: new Uint8ClampedArray(width * height * 4) };
        for (let i = 0; i < pixels.data.length; i += 1) pixels.data[i] = Math.floor(next() * 256);
        const alpha = createMask(width, height);
        for (let i = 0; i < alpha.data.length; i += 1) alpha.data[i] = next() < softShare ? 1 + Math.floor(next() * 254) : next() < 0.5 ? 0 : 255;
        const expected = reference(pixels, alpha, radius);
        decontaminateLocal(pixels, alpha, radius);
        expect(Array.from(pixels.data)).toEqual(Array.from(expected));
      }),
      { numRuns: 200 },
    );
  });
});
