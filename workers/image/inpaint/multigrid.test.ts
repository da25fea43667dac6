import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveCorrection } from './multigrid.ts';

/** The definition, solved the slow way: Gauss–Seidel in doubles until nothing moves. */
function relaxed(width: number, height: number, hole: Uint8Array, holes: number[], rhs: Float32Array): Float64Array {
  const x = new Float64Array(width * height * 3);
  for (let sweep = 0; sweep < 200_000; sweep += 1) {
    let change = 0;
    holes.forEach((p, k) => {
      const px = p % width;
      const around = [px + 1 < width ? p + 1 : -1, px > 0 ? p - 1 : -1, p + width < width * height ? p + width : -1, p >= width ? p - width : -1].filter((q) => q >= 0);
      for (let c = 0; c < 3; c += 1) {
        let sum = rhs[k * 3 + c] ?? 0;
        for (const q of around) if (hole[q]) sum += x[q * 3 + c] ?? 0;
        const next = sum / around.length;
        change = Math.max(change, Math.abs(next - (x[p * 3 + c] ?? 0)));
        x[p * 3 + c] = next;
      }
    });
    if (change < 1e-9) break;
  }
  return x;
}

const rect = fc.record({ x: fc.nat(39), y: fc.nat(39), w: fc.integer({ min: 1, max: 30 }), h: fc.integer({ min: 1, max: 30 }) });

describe('multigrid-preconditioned solve of the blend correction', () => {
  it('matches the relaxed solution to a fraction of a colour level on any hole (edges of the crop included)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 40 }), fc.integer({ min: 3, max: 40 }), fc.array(rect, { minLength: 1, maxLength: 4 }), fc.integer({ min: -60, max: 60 }), fc.nat(), (width, height, rects, level, seed) => {
        const hole = new Uint8Array(width * height);
        for (const r of rects) for (let y = r.y; y < Math.min(height, r.y + r.h); y += 1) for (let x = r.x; x < Math.min(width, r.x + r.w); x += 1) hole[y * width + x] = 1;
        // A hole with no known pixel beside it has no answer (nothing to continue from).
        fc.pre(hole.includes(0) && hole.includes(1));
        const holes: number[] = [];
        for (let i = 0; i < hole.length; i += 1) if (hole[i]) holes.push(i);
        // The known neighbours' mismatch: a level shift plus grain, as round a fill.
        let s = seed >>> 0;
        const rhs = new Float32Array(holes.length * 3);
        holes.forEach((p, k) => {
          const px = p % width;
          const around = [px + 1 < width ? p + 1 : -1, px > 0 ? p - 1 : -1, p + width < hole.length ? p + width : -1, p >= width ? p - width : -1];
          for (const q of around) {
            if (q < 0 || hole[q]) continue;
            for (let c = 0; c < 3; c += 1) {
              s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
              rhs[k * 3 + c] = (rhs[k * 3 + c] ?? 0) + level * (c + 1) * 0.5 + ((s >>> 24) - 128) / 16;
            }
          }
        });
        const x = new Float32Array(width * height * 3);
        const iterations = solveCorrection(width, height, hole, holes, rhs, x);
        const truth = relaxed(width, height, hole, holes, rhs);
        let worst = 0;
        for (const p of holes) for (let c = 0; c < 3; c += 1) worst = Math.max(worst, Math.abs((x[p * 3 + c] ?? 0) - (truth[p * 3 + c] ?? 0)));
        expect(worst).toBeLessThan(0.5);
        expect(iterations).toBeLessThan(30);
      }),
      { numRuns: 60 },
    );
  });

  it('a deep hole takes a few iterations, not the depth', () => {
    // A 200 × 120 block: relaxation needed ~0.6 · 120 + 30 sweeps; the preconditioned solve a handful of iterations.
    const width = 202;
    const height = 122;
    const hole = new Uint8Array(width * height);
    const holes: number[] = [];
    for (let y = 1; y < height - 1; y += 1) {
      for (let x = 1; x < width - 1; x += 1) {
        hole[y * width + x] = 1;
        holes.push(y * width + x);
      }
    }
    // A rim that is 40 levels brighter on the left half: the answer is harmonic, between 0 and 40.
    const rhs = new Float32Array(holes.length * 3);
    holes.forEach((p, k) => {
      const px = p % width;
      const py = (p - px) / width;
      const rim = (px === 1 ? 1 : 0) + (px === width - 2 ? 1 : 0) + (py === 1 ? 1 : 0) + (py === height - 2 ? 1 : 0);
      for (let c = 0; c < 3; c += 1) rhs[k * 3 + c] = px < width / 2 ? 40 * rim : 0;
    });
    const x = new Float32Array(width * height * 3);
    const iterations = solveCorrection(width, height, hole, holes, rhs, x);
    expect(iterations).toBeLessThanOrEqual(12);
    const at = (px: number, py: number) => x[(py * width + px) * 3] ?? 0;
    // Near the bright rim it is near 40, near the dark one near 0, halfway across ~20 (symmetry).
    expect(at(2, height >> 1)).toBeGreaterThan(30);
    expect(at(width - 3, height >> 1)).toBeLessThan(10);
    expect(Math.abs(at(width >> 1, height >> 1) - 20)).toBeLessThan(2);
  });
});
