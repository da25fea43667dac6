import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Geometry } from '../../../workers/core/model/index.ts';
import { coverFrame, covers, zoomPicture } from './pictureCover.ts';

const box = (x: number, y: number, width: number, height: number, rotate = 0, scale = 1): Geometry => ({ x, y, width, height, rotate, scale });

const geometry = fc.record({
  x: fc.double({ min: -2000, max: 2000, noNaN: true }),
  y: fc.double({ min: -2000, max: 2000, noNaN: true }),
  width: fc.double({ min: 5, max: 1500, noNaN: true }),
  height: fc.double({ min: 5, max: 1500, noNaN: true }),
  rotate: fc.oneof(fc.constantFrom(0, 90, 180, 270, 45), fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true })),
  scale: fc.double({ min: 0.05, max: 8, noNaN: true }),
});

describe('a cropped picture covers its frame', () => {
  it('for any turn, scale and place of picture and frame, the clamped picture covers the frame', () => {
    fc.assert(
      fc.property(geometry, geometry, (picture, frame) => {
        const placed = { ...picture, ...coverFrame(picture, frame) };
        // Tolerance: a thousandth of a canvas pixel per 1000 px of size.
        const size = Math.max(frame.width * frame.scale, frame.height * frame.scale, picture.width * placed.scale, 1);
        expect(covers(placed, frame, size * 1e-6)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a picture that already covers its frame is left where it is', () => {
    fc.assert(
      fc.property(geometry, fc.double({ min: 0.1, max: 0.9, noNaN: true }), fc.double({ min: 0, max: 360, noNaN: true, maxExcluded: true }), (picture, share, turn) => {
        // A frame well inside the picture: its centre, a share of the picture's inscribed circle.
        const r = (Math.min(picture.width, picture.height) * picture.scale * share) / 2 / Math.SQRT2;
        const cx = picture.x + picture.width / 2;
        const cy = picture.y + picture.height / 2;
        const frame = box(cx - r, cy - r, 2 * r, 2 * r, turn);
        const placed = coverFrame(picture, frame);
        expect(placed.scale).toBe(picture.scale);
        expect(placed.x).toBeCloseTo(picture.x, 6);
        expect(placed.y).toBeCloseTo(picture.y, 6);
      }),
      { numRuns: 200 },
    );
  });

  it('the picture only grows when it is too small, and then about the frame’s centre', () => {
    // 200×100 picture, 300×100 frame on the same centre: it must grow by 1.5.
    const placed = coverFrame(box(0, 0, 200, 100), box(-50, 0, 300, 100));
    expect(placed.scale).toBeCloseTo(1.5, 6);
    expect(placed.x + 100).toBeCloseTo(100, 6);
    expect(placed.y + 50).toBeCloseTo(50, 6);
    // A picture dragged too far right comes back to the frame's left edge, scale untouched.
    const dragged = coverFrame(box(150, 0, 400, 200), box(100, 50, 200, 100));
    expect(dragged).toEqual({ x: 100, y: 0, scale: 1 });
  });

  it('a frame turned 45° inside an upright picture needs the picture to reach its corners', () => {
    const frame = box(400, 400, 200, 200, 45);
    const picture = box(300, 300, 400, 400);
    const placed = { ...picture, ...coverFrame(picture, frame) };
    // Half-diagonal of the frame: 141.4; the picture's half side 200: no growth, no move.
    expect(placed).toEqual(picture);
    // Moved 100 px right, the turned frame's left corner (358.6) would be uncovered: it comes back 41.4 px.
    const moved = { ...picture, ...coverFrame({ ...picture, x: 400 }, frame) };
    expect(moved.x).toBeCloseTo(500 - 141.421356 - 0, 3);
    expect(covers(moved, frame)).toBe(true);
  });

  it('a pinch scales about the fingers’ midpoint and pans with them, but never below covering', () => {
    const frame = box(100, 100, 200, 200);
    const picture = box(0, 0, 400, 400);
    const bigger = zoomPicture(picture, frame, 2, { x: 200, y: 200 });
    // x, y is the unscaled box's corner: the centre stays on the midpoint.
    expect(bigger).toEqual({ x: 0, y: 0, scale: 2 });
    const panned = zoomPicture(picture, frame, 1, { x: 200, y: 200 }, { x: 50, y: 0 });
    expect(panned).toEqual({ x: 50, y: 0, scale: 1 });
    const tooSmall = zoomPicture(picture, frame, 0.25, { x: 200, y: 200 });
    expect(tooSmall.scale).toBeCloseTo(0.5, 6);
    expect(covers({ ...picture, ...tooSmall }, frame)).toBe(true);
  });
});
