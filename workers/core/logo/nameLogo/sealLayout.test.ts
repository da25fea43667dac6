import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxInside, boxesOverlap } from '../generate/geometry.ts';
import { sealCells, sealCharacters, sealOutline } from './sealLayout.ts';

const face = { x: 100, y: 100, width: 400, height: 400 };

describe('seal layout', () => {
  it('four characters: 2 × 2, read down the right column first, then down the left', () => {
    const [first, second, third, fourth] = sealCells(4, face, 10);
    expect(first).toEqual({ x: 305, y: 100, width: 195, height: 195 });
    expect(second).toEqual({ x: 305, y: 305, width: 195, height: 195 });
    expect(third).toEqual({ x: 100, y: 100, width: 195, height: 195 });
    expect(fourth).toEqual({ x: 100, y: 305, width: 195, height: 195 });
  });

  it('three characters become the name and 印, cut 2 × 2; two stand in one column of an oblong seal', () => {
    expect(sealCharacters('李太白')).toEqual(['李', '太', '白', '印']);
    expect(sealCharacters('欧阳娜娜')).toEqual(['欧', '阳', '娜', '娜']);
    expect(sealCharacters('李白')).toEqual(['李', '白']);
    const outline = sealOutline(2, { x: 0, y: 0, width: 500, height: 500 });
    expect(outline.height).toBeGreaterThan(outline.width);
    const [top, bottom] = sealCells(2, outline, 10);
    expect(top?.x).toBe(bottom?.x);
    expect(top?.y).toBeLessThan(bottom?.y ?? 0);
    expect(sealCells(1, face, 10)).toEqual([face]);
  });

  it('cells never overlap and stay on the face, for any size and gap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.double({ min: 50, max: 900, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true }), (count, side, gap) => {
        const box = { x: 10, y: 20, width: side, height: side };
        const cells = sealCells(count, box, gap);
        expect(cells).toHaveLength(count);
        const slack = { x: box.x - 1e-6, y: box.y - 1e-6, width: box.width + 2e-6, height: box.height + 2e-6 };
        for (const [i, cell] of cells.entries()) {
          expect(boxInside(cell, slack)).toBe(true);
          for (const other of cells.slice(i + 1)) expect(boxesOverlap({ ...cell, width: cell.width - 1e-6, height: cell.height - 1e-6 }, other)).toBe(false);
        }
      }),
    );
  });
});
