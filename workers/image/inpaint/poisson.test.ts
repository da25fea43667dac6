import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowCrop, lowPass, seamlessBlend, surroundingDetail } from './poisson.ts';
import type { BlendLevel } from './poisson.ts';

/** A level with seeded colours and rectangular holes. */
function levelOf(width: number, height: number, holes: { x: number; y: number; w: number; h: number }[], seed: number): BlendLevel {
  const img = new Uint8Array(width * height * 3);
  let s = seed >>> 0;
  for (let i = 0; i < img.length; i += 1) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    img[i] = (i % 3) * 40 + ((i / 3) % width) + (s >>> 28);
  }
  const hole = new Uint8Array(width * height);
  for (const r of holes) for (let y = r.y; y < Math.min(height, r.y + r.h); y += 1) for (let x = r.x; x < Math.min(width, r.x + r.w); x += 1) hole[y * width + x] = 1;
  return { width, height, img, hole };
}

/** The definition over the whole window: a box mean of `radius` (clamped to the window) applied twice. */
function naiveLowPass(level: BlendLevel, radius: number): Float64Array {
  const { width, height } = level;
  let values = Float64Array.from(level.img);
  for (let pass = 0; pass < 2; pass += 1) {
    const out = new Float64Array(values.length);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        for (let c = 0; c < 3; c += 1) {
          let sum = 0;
          let count = 0;
          for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy += 1) {
            for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx += 1) {
              sum += values[(yy * width + xx) * 3 + c] ?? 0;
              count += 1;
            }
          }
          out[(y * width + x) * 3 + c] = sum / count;
        }
      }
    }
    values = out;
  }
  return values;
}

const holesArb = (width: number, height: number) => fc.array(fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1), w: fc.integer({ min: 1, max: 8 }), h: fc.integer({ min: 1, max: 8 }) }), { minLength: 1, maxLength: 3 });

describe('seamless blend on the boxes round the hole, not the whole window', () => {
  it('lowPass equals the whole-window box mean in the hole and within the reach surroundingDetail reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 40 }), fc.integer({ min: 12, max: 40 }), fc.integer({ min: 1, max: 4 }), fc.nat(), (width, height, radius, seed) => {
        const holes = fc.sample(holesArb(width, height), { numRuns: 1, seed })[0] ?? [];
        const level = levelOf(width, height, holes, seed);
        const low = lowPass(level, radius);
        const truth = naiveLowPass(level, radius);
        // surroundingDetail's reach: 2 · round(radius / 2), at least 2.
        const reach = 2 * Math.max(1, Math.round(radius / 2));
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) {
            let near = false;
            for (let yy = Math.max(0, y - reach); yy <= Math.min(height - 1, y + reach) && !near; yy += 1) for (let xx = Math.max(0, x - reach); xx <= Math.min(width - 1, x + reach); xx += 1) if (level.hole[yy * width + xx]) near = true;
            if (!near) continue;
            const here = lowCrop(low, { x0: x, y0: y, x1: x, y1: y });
            for (let c = 0; c < 3; c += 1) expect(here[c]).toBeCloseTo(truth[(y * width + x) * 3 + c] ?? 0, 3);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('two holes far apart blend each as alone, and nothing outside the holes changes', () => {
    const width = 160;
    const height = 60;
    const both = levelOf(width, height, [{ x: 10, y: 10, w: 12, h: 8 }, { x: 120, y: 30, w: 20, h: 14 }], 7);
    const before = Uint8Array.from(both.img);
    expect(surroundingDetail(both, 4)).toBeGreaterThan(0);
    seamlessBlend(both, 4);
    let changedInside = 0;
    for (let i = 0; i < width * height; i += 1) {
      for (let c = 0; c < 3; c += 1) {
        if (!both.hole[i]) expect(both.img[i * 3 + c]).toBe(before[i * 3 + c]);
        else if (both.img[i * 3 + c] !== before[i * 3 + c]) changedInside += 1;
      }
    }
    expect(changedInside).toBeGreaterThan(0);
    // Each hole's correction continues its own rim: the left hole's pixels sit near the left
    // rim's colours (the level's colours rise with x), not pulled toward the right hole's.
    const rim = (x: number, y: number) => before[(y * width + x) * 3] ?? 0;
    const inside = both.img[(14 * width + 16) * 3] ?? 0;
    expect(Math.abs(inside - (rim(9, 14) + rim(22, 14)) / 2)).toBeLessThan(12);
  });
});
