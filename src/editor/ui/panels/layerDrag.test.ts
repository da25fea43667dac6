import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropMark, dropRow, rowToIndex, type RowDrag } from './layerDrag.ts';

const drag = (row: number, dy: number): RowDrag => ({ id: 'x', row, pointerId: 1, startY: 0, dy, rowHeight: 40 });

describe('layer list drag', () => {
  it('lands on the row the finger reached, never on the background', () => {
    // 5 layers: rows 0-3 movable, row 4 is the background.
    expect(dropRow(3, -40 * 3, 40, 4)).toBe(0);
    expect(dropRow(0, 40 * 10, 40, 4)).toBe(3);
    expect(dropRow(2, 15, 40, 4)).toBe(2);
    expect(dropRow(2, 25, 40, 4)).toBe(3);
    expect(dropRow(1, 100, 0, 4)).toBe(1);
  });

  it('rows count from the top of the stack; row 0 is the top layer', () => {
    expect(rowToIndex(0, 5)).toBe(4);
    expect(rowToIndex(3, 5)).toBe(1);
  });

  it('marks exactly one landing row, on the side the row comes from (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), fc.integer({ min: -600, max: 600 }), (movable, from, dy) => {
        const row = from % movable;
        const d = drag(row, dy);
        const marks = Array.from({ length: movable + 1 }, (_, r) => dropMark(d, r, movable));
        const target = dropRow(row, dy, 40, movable);
        const marked = marks.flatMap((m, r) => (m ? [r] : []));
        expect(marked).toEqual(target === row ? [] : [target]);
        if (target !== row) expect(marks[target]).toBe(target < row ? 'above' : 'below');
      }),
    );
  });
});
