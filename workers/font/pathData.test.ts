import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, commandsToPath, formatNumber, multiply, polygonToPath, rotationAbout } from './pathData.ts';

describe('path serialisation', () => {
  it('prints fixed precision and never NaN, "-0" or exponents', () => {
    expect(formatNumber(61.00000000000001, 2)).toBe('61');
    expect(formatNumber(-0.001, 2)).toBe('0');
    expect(formatNumber(1.005, 2)).toMatch(/^1(\.0\d?)?$/);
    expect(formatNumber(Number.NaN, 2)).toBe('0');
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (value) => {
        const text = formatNumber(value, 2);
        expect(text).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(text).not.toBe('-0');
        expect(Math.abs(Number(text) - value)).toBeLessThanOrEqual(0.0051);
      }),
    );
  });

  it('serialises commands through a matrix', () => {
    const d = commandsToPath(
      [
        { type: 'M', x: 0, y: 0 },
        { type: 'Q', x1: 10, y1: 10, x: 20, y: 0 },
        { type: 'Z' },
      ],
      [2, 0, 0, -2, 5, 100],
      2,
    );
    expect(d).toBe('M5 100Q25 80 45 100Z');
  });

  it('rotationAbout keeps the centre fixed and turns clockwise on screen', () => {
    const turn = rotationAbout(Math.PI / 2, 10, 10);
    expect(apply(turn, 10, 10).map((v) => Math.round(v))).toEqual([10, 10]);
    expect(apply(turn, 20, 10).map((v) => Math.round(v))).toEqual([10, 20]);
    const back = multiply(rotationAbout(-Math.PI / 2, 10, 10), turn);
    expect(apply(back, 3, 4).map((v) => Math.round(v * 1e6) / 1e6)).toEqual([3, 4]);
  });

  it('orients a bar polygon to the requested winding', () => {
    const square: [number, number][] = [[0, 0], [1, 0], [1, 1], [0, 1]];
    const identity = [1, 0, 0, 1, 0, 0] as const;
    expect(polygonToPath(square, identity, 0, 1)).toBe('M0 0L1 0L1 1L0 1Z');
    expect(polygonToPath(square, identity, 0, -1)).toBe('M0 1L1 1L1 0L0 0Z');
  });
});
