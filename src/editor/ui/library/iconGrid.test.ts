import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignSlots, EMPTY_SLOT, gridWindow } from './iconLibrary.ts';

describe('the icon grid recycles row slots', () => {
  it('a scroll step down gives the row that left its slot to the row that came in', () => {
    expect(assignSlots([0, 1, 2, 3], 1, 5)).toEqual([4, 1, 2, 3]);
    expect(assignSlots([4, 1, 2, 3], 2, 6)).toEqual([4, 5, 2, 3]);
  });

  it('a scroll step up does the same the other way', () => {
    expect(assignSlots([4, 5, 2, 3], 1, 5)).toEqual([4, 1, 2, 3]);
  });

  it('a larger window adds slots; a smaller one empties them', () => {
    expect(assignSlots([0, 1], 0, 4)).toEqual([0, 1, 2, 3]);
    expect(assignSlots([4, 1, 2, 3], 1, 3)).toEqual([EMPTY_SLOT, 1, 2]);
    expect(assignSlots([0, 1, 2], 0, 0)).toEqual([]);
  });

  it('property: each row of the window is in exactly one slot, rows that stay keep theirs, and no slot is added while one is free', () => {
    const windows = fc.array(fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 20 })), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(windows, (steps) => {
        let slots: number[] = [];
        for (const [first, size] of steps) {
          const last = first + size;
          const next = assignSlots(slots, first, last);
          const shown = next.filter((row) => row !== EMPTY_SLOT);
          expect([...shown].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => first + i));
          slots.forEach((row, slot) => {
            if (row >= first && row < last) expect(next[slot]).toBe(row);
          });
          expect(next.length).toBeLessThanOrEqual(Math.max(slots.length, size));
          expect(next.at(-1)).not.toBe(EMPTY_SLOT);
          slots = next;
        }
      }),
    );
  });

  it('property: the window holds every row the view meets, and as many rows wherever the view is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 0, max: 5 }), (rowCount, scrollTop, height, overscan) => {
        const rowPx = 60;
        const top = Math.min(scrollTop, Math.max(0, rowCount * rowPx - height));
        const { first, last } = gridWindow(rowCount, top, height, rowPx, overscan);
        expect(0 <= first && first <= last && last <= rowCount).toBe(true);
        for (let row = 0; row < rowCount; row += 1) if (row * rowPx < top + height && (row + 1) * rowPx > top) expect(row >= first && row < last).toBe(true);
        expect(last - first).toBe(Math.min(rowCount, Math.ceil(height / rowPx) + 1 + 2 * overscan));
      }),
    );
  });
});
