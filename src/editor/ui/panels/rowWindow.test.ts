import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROW_OVERSCAN, rowWindow, scrollToShow } from './rowWindow.ts';

describe('the layer list mounts only the rows near the view', () => {
  it('a 1000-row list at the top mounts the rows in view and the overscan below', () => {
    expect(rowWindow(1000, 0, 400, 40)).toEqual({ first: 0, last: 10 + ROW_OVERSCAN });
  });

  it('scrolled to the end it mounts the last rows and stops at the count', () => {
    expect(rowWindow(1000, 1000 * 40 - 400, 400, 40)).toEqual({ first: 990 - ROW_OVERSCAN, last: 1000 });
  });

  it('a short list is mounted whole', () => {
    expect(rowWindow(6, 0, 400, 40)).toEqual({ first: 0, last: 6 });
    expect(rowWindow(0, 0, 400, 40)).toEqual({ first: 0, last: 0 });
  });

  it('property: every row that meets the view is mounted, and never more than the view holds plus the overscan', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 8, max: 120 }), (count, scrollTop, height, rowPx) => {
        const { first, last } = rowWindow(count, scrollTop, height, rowPx);
        expect(0 <= first && first <= last && last <= count).toBe(true);
        for (let row = 0; row < count; row += 1) {
          const meets = row * rowPx < scrollTop + height && (row + 1) * rowPx > scrollTop;
          if (meets) expect(row >= first && row < last).toBe(true);
        }
        expect(last - first).toBeLessThanOrEqual(Math.ceil(height / rowPx) + 1 + 2 * ROW_OVERSCAN);
      }),
    );
  });
});

describe('revealing the selected row', () => {
  it('scrolls up or down just enough, and not at all when the row is in full view', () => {
    expect(scrollToShow(2, 400, 400, 40)).toBe(80);
    expect(scrollToShow(30, 400, 400, 40)).toBe(30 * 40 + 40 - 400);
    expect(scrollToShow(12, 400, 400, 40)).toBe(400);
  });

  it('property: afterwards the row lies in full view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 60, max: 1200 }), fc.integer({ min: 8, max: 60 }), (index, scrollTop, height, rowPx) => {
        const top = scrollToShow(index, scrollTop, height, rowPx);
        expect(index * rowPx).toBeGreaterThanOrEqual(top);
        expect((index + 1) * rowPx).toBeLessThanOrEqual(top + height);
      }),
    );
  });
});
