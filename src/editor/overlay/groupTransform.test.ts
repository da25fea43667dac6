import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CORNER_HANDLES, HANDLE_SIGNS } from './handles.ts';
import { boxCentre, groupRotation, groupScale } from './groupTransform.ts';

const box = fc.record({
  x: fc.integer({ min: -500, max: 500 }),
  y: fc.integer({ min: -500, max: 500 }),
  width: fc.integer({ min: 10, max: 800 }),
  height: fc.integer({ min: 10, max: 800 }),
});

describe('multi-selection handle maths', () => {
  it('a corner dragged along its diagonal to k times its distance scales by k; sideways drift changes nothing', () => {
    fc.assert(
      fc.property(box, fc.constantFrom(...CORNER_HANDLES), fc.double({ min: 0.2, max: 5, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (b, handle, k, drift) => {
        const c = boxCentre(b);
        const [sx, sy] = HANDLE_SIGNS[handle];
        const v = { x: (sx * b.width) / 2, y: (sy * b.height) / 2 };
        // The perpendicular to the diagonal: moving along it is not "bigger".
        const n = Math.hypot(v.x, v.y);
        const pointer = { x: c.x + v.x * k - (v.y / n) * drift, y: c.y + v.y * k + (v.x / n) * drift };
        expect(groupScale(b, handle, pointer, 0)).toBeCloseTo(k, 6);
      }),
    );
  });

  it('never shrinks the shorter side below the minimum, even when the corner crosses the centre', () => {
    const b = { x: 0, y: 0, width: 200, height: 100 };
    expect(groupScale(b, 'se', { x: 50, y: 20 }, 10)).toBeCloseTo(0.1);
    expect(groupScale(b, 'nw', { x: 300, y: 300 }, 10)).toBeCloseTo(0.1);
  });

  it('turns by the pointer’s angle about the centre and clicks onto 45° steps within 4°', () => {
    const c = { x: 100, y: 100 };
    expect(groupRotation(c, { x: 100, y: 0 }, { x: 200, y: 100 })).toBeCloseTo(90);
    expect(groupRotation(c, { x: 100, y: 0 }, { x: 100 + Math.sin(0.82), y: 100 - Math.cos(0.82) })).toBe(45);
    expect(groupRotation(c, { x: 100, y: 0 }, { x: 100 + Math.sin(0.82), y: 100 - Math.cos(0.82) }, false)).toBeCloseTo((0.82 * 180) / Math.PI);
    expect(groupRotation(c, { x: 100, y: 0 }, { x: 100 + Math.sin(0.5), y: 100 - Math.cos(0.5) })).toBeCloseTo((0.5 * 180) / Math.PI);
  });
});
