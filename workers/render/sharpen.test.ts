import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharpenKernel, sharpenPixels } from './sharpen.ts';

function image(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set(pixel(x, y), (y * width + x) * 4);
  return data;
}

const at = (data: Uint8ClampedArray, width: number, x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];

describe('sharpen', () => {
  it('leaves a flat colour alone at any strength', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.integer({ min: 1, max: 255 })), fc.double({ min: 0, max: 5, noNaN: true }), (rgba, amount) => {
        const src = image(4, 3, () => rgba);
        expect([...sharpenPixels(src, 4, 3, amount)]).toEqual([...src]);
      }),
    );
  });

  it('raises the contrast across an edge and keeps alpha', () => {
    const src = image(4, 1, (x) => (x < 2 ? [100, 100, 100, 200] : [150, 150, 150, 200]));
    const out = sharpenPixels(src, 4, 1, 1);
    expect(at(out, 4, 1, 0)).toEqual([50, 50, 50, 200]);
    expect(at(out, 4, 2, 0)).toEqual([200, 200, 200, 200]);
    expect(at(out, 4, 0, 0)).toEqual([100, 100, 100, 200]);
  });

  it('draws no dark rim where a shape meets transparency', () => {
    const src = image(3, 3, (x, y) => (x === 1 && y === 1 ? [200, 10, 10, 255] : [0, 0, 0, 0]));
    expect(at(sharpenPixels(src, 3, 3, 2), 3, 1, 1)).toEqual([200, 10, 10, 255]);
  });

  it('does nothing at strength 0 and uses the kernel the SVG export writes', () => {
    const src = image(2, 2, (x, y) => [x * 100, y * 100, 7, 255]);
    expect([...sharpenPixels(src, 2, 2, 0)]).toEqual([...src]);
    expect(sharpenKernel(0.5)).toEqual([0, -0.5, 0, -0.5, 3, -0.5, 0, -0.5, 0]);
    expect(sharpenKernel(99)[4]).toBe(21);
  });
});
