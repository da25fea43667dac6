import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gcj02ToWgs84, outsideChina, wgs84ToGcj02 } from './coordinates.ts';

describe('WGS-84 ⇄ GCJ-02', () => {
  it('shifts a point in China by the known offset (Tiananmen, a few hundred metres)', () => {
    const gcj = wgs84ToGcj02({ latitude: 39.90734, longitude: 116.39089 });
    expect(gcj.latitude).toBeCloseTo(39.90874, 3);
    expect(gcj.longitude).toBeCloseTo(116.39713, 3);
  });

  it('leaves points outside China alone', () => {
    const paris = { latitude: 48.8584, longitude: 2.2945 };
    expect(outsideChina(paris)).toBe(true);
    expect(wgs84ToGcj02(paris)).toEqual(paris);
    expect(gcj02ToWgs84(paris)).toEqual(paris);
  });

  it('the inverse returns the original within a centimetre anywhere in China (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 18, max: 53, noNaN: true }), fc.double({ min: 74, max: 134, noNaN: true }), (latitude, longitude) => {
        const back = gcj02ToWgs84(wgs84ToGcj02({ latitude, longitude }));
        expect(Math.abs(back.latitude - latitude)).toBeLessThan(1e-7);
        expect(Math.abs(back.longitude - longitude)).toBeLessThan(1e-7);
      }),
    );
  });
});
