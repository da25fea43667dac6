import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_PT, SHEET_GAP_PT, sheetLayout } from './pageRange.ts';

const size = fc.tuple(fc.double({ min: 1, max: MAX_PAGE_PT, noNaN: true }), fc.double({ min: 1, max: MAX_PAGE_PT, noNaN: true }));
const near = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

describe('sheetLayout: the onepage sheet (pagerange onepage)', () => {
  it('stacks files top to bottom in order, centred, with a gap, at their own size when they fit', () => {
    const { page, boxes } = sheetLayout([
      [300, 225],
      [600, 225],
    ]);
    expect(page).toEqual([600, 474]);
    expect(boxes).toEqual([
      { x: 150, y: 0, width: 300, height: 225 },
      { x: 0, y: 249, width: 600, height: 225 },
    ]);
  });

  it('for any files: the page fits a PDF page, every file is inside it, in order, without overlap, keeping its proportions and the files\' relative sizes', () => {
    fc.assert(
      fc.property(fc.array(size, { minLength: 1, maxLength: 20 }), (sizes) => {
        const { page, boxes } = sheetLayout(sizes);
        expect(page[0]).toBeLessThanOrEqual(MAX_PAGE_PT);
        expect(page[1]).toBeLessThanOrEqual(MAX_PAGE_PT);
        const scale = (boxes[0]?.width ?? 0) / (sizes[0]?.[0] ?? 1);
        expect(scale).toBeGreaterThan(0);
        expect(scale).toBeLessThanOrEqual(1 + 1e-9);
        boxes.forEach((box, i) => {
          const [w, h] = sizes[i] as [number, number];
          expect(near(box.width, w * scale) && near(box.height, h * scale)).toBe(true);
          expect(box.x).toBeGreaterThanOrEqual(-1e-6);
          expect(box.x + box.width).toBeLessThanOrEqual(page[0] * (1 + 1e-9) + 1e-6);
          expect(box.y + box.height).toBeLessThanOrEqual(page[1] * (1 + 1e-9) + 1e-6);
          const next = boxes[i + 1];
          if (next) expect(near(next.y - (box.y + box.height), SHEET_GAP_PT * scale)).toBe(true);
        });
      }),
    );
  });
});
