import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyToPoint, multiply, parseTransform, rotate, translate } from './matrix.ts';

describe('matrix', () => {
  it('applies the right factor first', () => {
    const m = multiply(translate(10, 0), rotate(90));
    const p = applyToPoint(m, 1, 0);
    expect(p.x).toBeCloseTo(10);
    expect(p.y).toBeCloseTo(1);
  });

  it('reads SVG transform lists, rotate about a point included', () => {
    const m = parseTransform('translate(5,5) rotate(90 1 1) scale(2)');
    const p = applyToPoint(m!, 1, 1);
    expect(p.x).toBeCloseTo(5 + 1 - 1);
    expect(p.y).toBeCloseTo(5 + 1 + 1);
    expect(parseTransform('matrix(1 0 0 1 3 4)')).toEqual([1, 0, 0, 1, 3, 4]);
    expect(parseTransform('')).toEqual([1, 0, 0, 1, 0, 0]);
  });

  it('refuses anything else', () => {
    expect(parseTransform('translate(1) evil()')).toBeNull();
    expect(parseTransform('matrix(1 2 3)')).toBeNull();
  });

  it('agrees with composing the steps one by one', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), fc.double({ min: -100, max: 100, noNaN: true }), fc.double({ min: -360, max: 360, noNaN: true }), (x, y, deg) => {
        const m = parseTransform(`translate(${x} ${y}) rotate(${deg})`)!;
        const expected = multiply(translate(x, y), rotate(deg));
        m.forEach((v, i) => expect(v).toBeCloseTo(expected[i]!, 6));
      }),
    );
  });
});
