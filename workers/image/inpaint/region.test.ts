import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMask } from '../../core/image/pixels.ts';
import type { Mask } from '../../core/image/pixels.ts';
import { holeGroups, pieces, planGroup } from './groups.ts';
import type { GroupRule } from './groups.ts';
import { dilate, dilateRuns, growBox, holeBox, maskRuns } from './region.ts';
import type { Box } from './region.ts';

const RULE: GroupRule = { patchRadius: 3, coarsestSide: 12, sideMargin: 0.75, minMargin: 48 };

function maskOf(width: number, height: number, boxes: Box[]): Mask {
  const mask = createMask(width, height);
  for (const b of boxes) for (let y = b.y; y < b.y + b.height; y += 1) mask.data.fill(255, y * width + b.x, y * width + b.x + b.width);
  return mask;
}

/** The definition, pixel by pixel: set when any pixel within `radius` (square) is set. */
function naiveDilate(mask: Mask, radius: number): Uint8Array {
  const out = new Uint8Array(mask.data.length);
  for (let y = 0; y < mask.height; y += 1) {
    for (let x = 0; x < mask.width; x += 1) {
      for (let yy = Math.max(0, y - radius); yy <= Math.min(mask.height - 1, y + radius) && !out[y * mask.width + x]; yy += 1) {
        for (let xx = Math.max(0, x - radius); xx <= Math.min(mask.width - 1, x + radius); xx += 1) {
          if (mask.data[yy * mask.width + xx]) {
            out[y * mask.width + x] = 255;
            break;
          }
        }
      }
    }
  }
  return out;
}

/** Boxes of the 8-connected components, by flood fill. */
function naivePieces(mask: Mask): Box[] {
  const seen = new Uint8Array(mask.data.length);
  const boxes: Box[] = [];
  for (let start = 0; start < mask.data.length; start += 1) {
    if (!mask.data[start] || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      const x = i % mask.width;
      const y = Math.floor(i / mask.width);
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      for (let yy = y - 1; yy <= y + 1; yy += 1) {
        for (let xx = x - 1; xx <= x + 1; xx += 1) {
          const j = yy * mask.width + xx;
          if (xx < 0 || yy < 0 || xx >= mask.width || yy >= mask.height || seen[j] || !mask.data[j]) continue;
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    boxes.push({ x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 });
  }
  return boxes;
}

const smallBox = (width: number, height: number) =>
  fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1), width: fc.integer({ min: 1, max: 30 }), height: fc.integer({ min: 1, max: 30 }) }).map((b) => ({ ...b, width: Math.min(b.width, width - b.x), height: Math.min(b.height, height - b.y) }));

describe('the hole and its box', () => {
  it('dilation grows every mark by exactly the radius, also at the image edge', () => {
    fc.assert(
      fc.property(fc.array(smallBox(60, 40), { maxLength: 4 }), fc.integer({ min: 0, max: 3 }), (boxes, radius) => {
        const mask = maskOf(60, 40, boxes);
        expect(dilate(mask, radius).data).toEqual(naiveDilate(mask, radius));
      }),
      { numRuns: 60 },
    );
  });

  it('runs rebuild the mask exactly, whatever its byte alignment', () => {
    fc.assert(
      fc.property(fc.array(smallBox(37, 23), { maxLength: 5 }), fc.nat(3), (boxes, offset) => {
        const plain = maskOf(37, 23, boxes);
        // The same mask at an unaligned place in a bigger buffer.
        const shifted: Mask = { width: 37, height: 23, data: new Uint8Array(37 * 23 + 3).subarray(offset, offset + 37 * 23) };
        shifted.data.set(plain.data);
        for (const mask of [plain, shifted]) expect(dilateRuns(maskRuns(mask), 0, 37, 23).data).toEqual(plain.data);
      }),
      { numRuns: 60 },
    );
  });

  it('the box is the tightest around the marked pixels, and grows like the dilation', () => {
    fc.assert(
      fc.property(fc.array(smallBox(60, 40), { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 3 }), (boxes, radius) => {
        const mask = maskOf(60, 40, boxes);
        const box = holeBox(mask);
        const x0 = Math.min(...boxes.map((b) => b.x));
        const y0 = Math.min(...boxes.map((b) => b.y));
        expect(box).toEqual({ x: x0, y: y0, width: Math.max(...boxes.map((b) => b.x + b.width)) - x0, height: Math.max(...boxes.map((b) => b.y + b.height)) - y0 });
        if (box) expect(holeBox(dilate(mask, radius))).toEqual(growBox(box, radius, 60, 40));
      }),
      { numRuns: 60 },
    );
    expect(holeBox(createMask(10, 10))).toBeNull();
  });
});

describe('where each fill works (the search window rule)', () => {
  it('a caption and a logo far apart are filled in two windows that leave most of the photo out', () => {
    const caption = { x: 560, y: 740, width: 600, height: 50 };
    const logo = { x: 40, y: 40, width: 100, height: 40 };
    const mask = maskOf(1200, 834, [caption, logo]);
    const groups = holeGroups(pieces(maskRuns(mask), 1), 1200, 834, RULE);
    expect(groups.map((g) => g.hole)).toEqual(expect.arrayContaining([caption, logo]));
    const area = groups.reduce((sum, g) => sum + g.region.width * g.region.height, 0);
    expect(area).toBeLessThan(0.75 * 1200 * 834);
  });

  it('the window is the hole grown by ¾ of its longer side (at least 48 px), clipped to the image', () => {
    expect(planGroup({ x: 300, y: 300, width: 200, height: 100 }, 1200, 834, RULE).region).toEqual({ x: 150, y: 150, width: 500, height: 400 });
    expect(planGroup({ x: 10, y: 300, width: 20, height: 10 }, 1200, 834, RULE).region).toEqual({ x: 0, y: 252, width: 78, height: 106 });
  });

  it('the coarsest level keeps a patch-wide ring of known pixels round the hole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 800 }), fc.integer({ min: 1, max: 800 }), (width, height) => {
        const group = planGroup({ x: 1000, y: 1000, width, height }, 4000, 4000, RULE);
        const margin = (group.region.width - width) / 2;
        expect(margin / 2 ** group.levels).toBeGreaterThanOrEqual(2 * RULE.patchRadius + 1);
        // …and no coarser than needed: one level less, the hole was still longer than coarsestSide.
        if (group.levels > 0) expect(Math.ceil(Math.max(width, height) / 2 ** (group.levels - 1))).toBeGreaterThan(RULE.coarsestSide);
      }),
    );
  });

  it('pieces are 8-connected; windows never overlap, hold their holes and together hold every hole pixel', () => {
    fc.assert(
      fc.property(fc.array(smallBox(300, 200), { minLength: 1, maxLength: 8 }), (boxes) => {
        const mask = maskOf(300, 200, boxes);
        const groups = holeGroups(pieces(maskRuns(mask), 1), 300, 200, { ...RULE, minMargin: 8 });
        for (const [i, a] of groups.entries()) {
          expect(a.region.x <= a.hole.x && a.region.y <= a.hole.y).toBe(true);
          expect(a.region.x + a.region.width >= a.hole.x + a.hole.width && a.region.y + a.region.height >= a.hole.y + a.hole.height).toBe(true);
          for (const b of groups.slice(i + 1)) {
            const apart = a.region.x + a.region.width <= b.region.x || b.region.x + b.region.width <= a.region.x || a.region.y + a.region.height <= b.region.y || b.region.y + b.region.height <= a.region.y;
            expect(apart).toBe(true);
          }
        }
        for (let i = 0; i < mask.data.length; i += 1) {
          if (!mask.data[i]) continue;
          const x = i % 300;
          const y = Math.floor(i / 300);
          const owners = groups.filter((g) => x >= g.hole.x && x < g.hole.x + g.hole.width && y >= g.hole.y && y < g.hole.y + g.hole.height);
          expect(owners.length).toBe(1);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('pieces are the 8-connected components, and a gap of 2r + 1 gives the pieces of the mask grown by r', () => {
    fc.assert(
      fc.property(fc.array(smallBox(80, 60), { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 3 }), (boxes, radius) => {
        const mask = maskOf(80, 60, boxes);
        const sorted = (list: Box[]) => [...list].sort((a, b) => a.y - b.y || a.x - b.x || a.width - b.width || a.height - b.height);
        expect(sorted(pieces(maskRuns(mask), 1))).toEqual(sorted(naivePieces(mask)));
        const grown = pieces(maskRuns(mask), 2 * radius + 1).map((b) => growBox(b, radius, 80, 60));
        expect(sorted(grown)).toEqual(sorted(naivePieces(dilate(mask, radius))));
      }),
      { numRuns: 80 },
    );
  });

  it('two marks touching at a corner are one piece', () => {
    const mask = maskOf(40, 40, [
      { x: 5, y: 5, width: 5, height: 5 },
      { x: 10, y: 10, width: 5, height: 5 },
    ]);
    expect(pieces(maskRuns(mask), 1)).toEqual([{ x: 5, y: 5, width: 10, height: 10 }]);
  });
});
