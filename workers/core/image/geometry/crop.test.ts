import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuarterTurns, Rect } from '../../../protocol/image.ts';
import { clampRect, cropOutputMatrix, dragHandle, largestRect, moveRect, orientMatrix, orientedSize, rectFits, zoomRect } from './crop.ts';
import type { CropHandle } from './crop.ts';
import { apply } from './matrix.ts';
import { CROP_PRESETS, cropOutputSize, flipHorizontal, flipVertical, initialCrop, setRatio, setStraighten, turnClockwise } from './cropState.ts';

const source = { width: 400, height: 300 };

describe('orientation', () => {
  it('turns a quarter clockwise: the top-left source pixel lands top-right', () => {
    const m = orientMatrix(source, { quarterTurns: 1, flipX: false, flipY: false });
    expect(orientedSize(source, 1)).toEqual({ width: 300, height: 400 });
    expect(apply(m, 0, 0)).toEqual({ x: 300, y: 0 });
    expect(apply(m, 400, 300)).toEqual({ x: 0, y: 400 });
  });

  it('flips mirror the photo within its own frame', () => {
    const m = orientMatrix(source, { quarterTurns: 0, flipX: true, flipY: false });
    expect(apply(m, 0, 10)).toEqual({ x: 400, y: 10 });
    const v = orientMatrix(source, { quarterTurns: 0, flipX: false, flipY: true });
    expect(apply(v, 10, 0)).toEqual({ x: 10, y: 300 });
  });

  it('every turn and flip covers exactly the oriented frame', () => {
    for (const turns of [0, 1, 2, 3] as QuarterTurns[]) {
      for (const flipX of [false, true]) {
        for (const flipY of [false, true]) {
          const m = orientMatrix(source, { quarterTurns: turns, flipX, flipY });
          const size = orientedSize(source, turns);
          const corners = [apply(m, 0, 0), apply(m, 400, 0), apply(m, 0, 300), apply(m, 400, 300)];
          expect(Math.min(...corners.map((p) => p.x))).toBeCloseTo(0);
          expect(Math.min(...corners.map((p) => p.y))).toBeCloseTo(0);
          expect(Math.max(...corners.map((p) => p.x))).toBeCloseTo(size.width);
          expect(Math.max(...corners.map((p) => p.y))).toBeCloseTo(size.height);
        }
      }
    }
  });
});

describe('ratios', () => {
  it('1:1 on a 400×300 photo is the centred 300×300 square', () => {
    expect(largestRect(source, 0, 1)).toEqual({ x: 50, y: 0, width: 300, height: 300 });
  });

  it('every preset gives the largest box of its ratio that fits, straightened or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 5000 }),
        fc.integer({ min: 20, max: 5000 }),
        fc.double({ min: -45, max: 45, noNaN: true }),
        fc.constantFrom(...CROP_PRESETS),
        (width, height, degrees, preset) => {
          const size = { width, height };
          const rect = largestRect(size, degrees, preset.ratio);
          expect(rectFits(rect, size, degrees)).toBe(true);
          expect(rect.width / rect.height).toBeCloseTo(preset.ratio ?? width / height, 6);
          const bigger = { x: rect.x - rect.width * 0.005, y: rect.y - rect.height * 0.005, width: rect.width * 1.01, height: rect.height * 1.01 };
          expect(rectFits(bigger, size, degrees)).toBe(false);
        },
      ),
    );
  });

  it('ID presets export at exactly 295×413 and 413×579', () => {
    const one = CROP_PRESETS.find((p) => p.id === 'id1');
    const two = CROP_PRESETS.find((p) => p.id === 'id2');
    const state = setRatio(source, initialCrop(source), one?.ratio ?? null);
    expect(cropOutputSize(state, one)).toEqual({ width: 295, height: 413 });
    expect(cropOutputSize(state, two)).toEqual({ width: 413, height: 579 });
    expect(cropOutputSize(setRatio(source, state, 1))).toEqual({ width: 300, height: 300 });
  });
});

describe('output matrix', () => {
  it('maps the box corners onto the output corners', () => {
    const state = { ...initialCrop(source), rect: { x: 100, y: 50, width: 200, height: 100 } };
    const m = cropOutputMatrix(source, state, { width: 100, height: 50 });
    expect(apply(m, 100, 50)).toEqual({ x: 0, y: 0 });
    expect(apply(m, 300, 150)).toEqual({ x: 100, y: 50 });
  });

  it('a horizontal flip mirrors the output, and flipping twice restores it', () => {
    fc.assert(
      fc.property(fc.constantFrom<QuarterTurns>(0, 1, 2, 3), fc.double({ min: -30, max: 30, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (turns, degrees, u, v) => {
          let state = initialCrop(source, 1);
          for (let i = 0; i < turns; i += 1) state = turnClockwise(source, state);
          state = setStraighten(source, state, degrees);
          const out = cropOutputSize(state);
          const m = cropOutputMatrix(source, state, out);
          const flipped = flipHorizontal(source, state);
          const mf = cropOutputMatrix(source, flipped, out);
          const p = { x: u * source.width, y: v * source.height };
          const a = apply(m, p.x, p.y);
          const b = apply(mf, p.x, p.y);
          expect(b.x).toBeCloseTo(out.width - a.x, 6);
          expect(b.y).toBeCloseTo(a.y, 6);
          const back = flipHorizontal(source, flipped);
          expect({ ...back, rect: null }).toEqual({ ...state, rect: null });
          expect(back.rect.x).toBeCloseTo(state.rect.x, 9);
          const fv = flipVertical(source, state);
          const c = apply(cropOutputMatrix(source, fv, out), p.x, p.y);
          expect(c.y).toBeCloseTo(out.height - a.y, 6);
          expect(c.x).toBeCloseTo(a.x, 6);
        },
      ),
    );
  });

  it('four quarter turns come back to the start', () => {
    let state = { ...initialCrop(source), rect: { x: 10, y: 20, width: 120, height: 80 } };
    const start = state;
    for (let i = 0; i < 4; i += 1) state = turnClockwise(source, state);
    expect(state.quarterTurns).toBe(0);
    expect(state.rect.x).toBeCloseTo(start.rect.x);
    expect(state.rect.y).toBeCloseTo(start.rect.y);
    expect(state.rect.width).toBeCloseTo(start.rect.width);
  });

  it('a turn with a locked ratio keeps the ratio and fits the turned photo', () => {
    const state = turnClockwise(source, initialCrop(source, 3 / 4));
    expect(state.rect.width / state.rect.height).toBeCloseTo(3 / 4);
    expect(rectFits(state.rect, orientedSize(source, 1), 0)).toBe(true);
    expect(state.rect.width).toBeCloseTo(300);
  });
});

describe('moving, resizing and zooming the box', () => {
  const handles: CropHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

  it('a drag never leaves the photo, keeps a locked ratio and the minimum size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...handles),
        fc.double({ min: -800, max: 800, noNaN: true }),
        fc.double({ min: -800, max: 800, noNaN: true }),
        fc.constantFrom(null, 1, 3 / 4, 16 / 9),
        fc.double({ min: -20, max: 20, noNaN: true }),
        (handle, dx, dy, ratio, degrees) => {
          const start = setStraighten(source, initialCrop(source, ratio), degrees);
          const limits = { oriented: source, degrees: start.straighten, ratio, minSide: 20 };
          const rect = dragHandle(start.rect, handle, dx, dy, limits);
          expect(rectFits(rect, source, start.straighten)).toBe(true);
          expect(Math.min(rect.width, rect.height)).toBeGreaterThanOrEqual(20 - 1e-6);
          if (ratio !== null) expect(rect.width / rect.height).toBeCloseTo(ratio, 6);
        },
      ),
    );
  });

  it('dragging the south-east corner out grows the box only up to the edge', () => {
    const rect: Rect = { x: 100, y: 100, width: 100, height: 100 };
    const grown = dragHandle(rect, 'se', 1000, 1000, { oriented: source, degrees: 0, ratio: null, minSide: 10 });
    expect(grown.x).toBe(100);
    expect(grown.y).toBe(100);
    expect(grown.width).toBeCloseTo(300, 3);
    expect(grown.height).toBeCloseTo(200, 3);
  });

  it('moving slides along an edge instead of stopping', () => {
    const moved = moveRect({ x: 10, y: 10, width: 100, height: 100 }, 50, -500, { oriented: source, degrees: 0 });
    expect(moved.x).toBeCloseTo(60);
    expect(moved.y).toBeCloseTo(0, 3);
  });

  it('zooming in shrinks the box about its centre; zooming out stops at the photo', () => {
    const limits = { oriented: source, degrees: 0, ratio: 1, minSide: 10 };
    const rect: Rect = { x: 100, y: 100, width: 100, height: 100 };
    expect(zoomRect(rect, 2, limits)).toEqual({ x: 125, y: 125, width: 50, height: 50 });
    const out = zoomRect(rect, 0.1, limits);
    expect(rectFits(out, source, 0)).toBe(true);
    expect(out.width).toBeGreaterThan(100);
  });

  it('clamping brings any box onto the photo with its ratio', () => {
    fc.assert(
      fc.property(fc.double({ min: -500, max: 900, noNaN: true }), fc.double({ min: -500, max: 900, noNaN: true }), fc.double({ min: 5, max: 900, noNaN: true }), fc.double({ min: 5, max: 900, noNaN: true }), fc.double({ min: -45, max: 45, noNaN: true }), (x, y, w, h, degrees) => {
        const rect = clampRect({ x, y, width: w, height: h }, source, degrees);
        expect(rectFits(rect, source, degrees)).toBe(true);
        expect(rect.width / rect.height).toBeCloseTo(w / h, 6);
      }),
    );
  });
});
