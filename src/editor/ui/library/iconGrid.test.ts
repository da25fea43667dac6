import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignSlots, EMPTY_SLOT, gridWindow, rowsToMove } from './iconLibrary.ts';

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

/** The nodes' rows after moving those rowsToMove names, as the grid moves them (each before its successor in row order). */
function reordered(rows: readonly number[]): { order: number[]; moved: number } {
  const move = rowsToMove(rows);
  let dom = [...rows];
  const sorted = [...rows].sort((a, b) => a - b);
  let next: number | null = null;
  for (let i = sorted.length - 1; i >= 0; i -= 1) {
    const row = sorted[i]!;
    if (move.has(rows.indexOf(row))) {
      dom = dom.filter((r) => r !== row);
      dom.splice(next === null ? dom.length : dom.indexOf(next), 0, row);
    }
    next = row;
  }
  return { order: dom, moved: move.size };
}

describe('the icon grid keeps its rows in visual order in the DOM (Tab and screen readers follow it)', () => {
  it('a scroll step moves only the recycled rows, never one that stays', () => {
    // Slot order after one step down: the slot of row 0 now shows row 4.
    expect([...rowsToMove([4, 1, 2, 3])]).toEqual([0]);
    expect(reordered([4, 1, 2, 3]).order).toEqual([1, 2, 3, 4]);
    // One step up from [1..4] in DOM order: the last node now shows row 0.
    expect([...rowsToMove([1, 2, 3, 0])]).toEqual([3]);
    expect(rowsToMove([0, 1, 2, 3]).size).toBe(0);
  });

  it('property: after any scroll the DOM holds the window in row order, moving only the rows that changed slot', () => {
    const windows = fc.array(fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 20 })), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(windows, (steps) => {
        let slots: number[] = [];
        // The DOM: the rows in node order, kept in row order after every commit.
        let dom: number[] = [];
        for (const [first, size] of steps) {
          const next = assignSlots(slots, first, first + size);
          // React's commit: nodes that keep their row stay where they are; a recycled slot's node shows its new row in place; new slots are appended.
          const changed = new Map(slots.map((row, slot) => [row, next[slot]]));
          dom = dom.map((row) => changed.get(row) ?? EMPTY_SLOT).filter((row) => row !== EMPTY_SLOT);
          for (const row of next) if (row !== EMPTY_SLOT && !dom.includes(row)) dom.push(row);
          const kept = next.filter((row, slot) => row !== EMPTY_SLOT && slots[slot] === row).length;
          const { order, moved } = reordered(dom);
          expect(order).toEqual(next.filter((row) => row !== EMPTY_SLOT).sort((a, b) => a - b));
          expect(moved).toBeLessThanOrEqual(dom.length - kept);
          dom = order;
          slots = next;
        }
      }),
    );
  });
});
