import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { citiesOf, divisionAddress, divisionPath, districtsOf, provinces } from './divisions.ts';

describe('administrative divisions (@vant/area-data)', () => {
  it('has every provincial-level division, ordered by code', () => {
    const all = provinces();
    expect(all).toHaveLength(34);
    expect(all[0]).toEqual({ code: '110000', name: '北京市' });
    expect(all.map((p) => p.name)).toEqual(expect.arrayContaining(['广东省', '新疆维吾尔自治区', '香港特别行政区', '澳门特别行政区', '台湾省']));
    expect([...all].sort((a, b) => a.code.localeCompare(b.code))).toEqual(all);
  });

  it('lists a province’s cities and a city’s districts', () => {
    expect(citiesOf('440000').map((c) => c.name)).toEqual(expect.arrayContaining(['广州市', '深圳市', '东莞市']));
    expect(districtsOf('440300').map((d) => d.name)).toEqual(expect.arrayContaining(['南山区', '福田区']));
    // A municipality is its own single city.
    expect(citiesOf('110000')).toEqual([{ code: '110100', name: '北京市' }]);
    expect(districtsOf('110100').map((d) => d.name)).toContain('东城区');
  });

  it('finds the chain for a code of any level, and nothing for a code it does not have', () => {
    expect(divisionPath('440305')).toEqual({
      province: { code: '440000', name: '广东省' },
      city: { code: '440300', name: '深圳市' },
      district: { code: '440305', name: '南山区' },
    });
    expect(divisionPath('440300')?.district).toBeNull();
    expect(divisionPath('440000')?.city).toBeNull();
    for (const bad of ['', '44', '4403051', 'abcdef', '990000', '449900', '440399']) expect(divisionPath(bad)).toBeNull();
    expect(citiesOf('x')).toEqual([]);
    expect(districtsOf('')).toEqual([]);
  });

  it('writes the address as people do, a municipality named once', () => {
    expect(divisionAddress(divisionPath('440305')!)).toBe('广东省深圳市南山区');
    expect(divisionAddress(divisionPath('110101')!)).toBe('北京市东城区');
  });

  it('every district leads back through its city to its province (property)', () => {
    const districts = provinces().flatMap((p) => citiesOf(p.code)).flatMap((c) => districtsOf(c.code));
    expect(districts.length).toBeGreaterThan(2500);
    fc.assert(
      fc.property(fc.constantFrom(...districts), (district) => {
        const path = divisionPath(district.code);
        expect(path?.district).toEqual(district);
        expect(citiesOf(path!.province.code)).toContainEqual(path!.city);
        expect(districtsOf(path!.city!.code)).toContainEqual(district);
      }),
      { numRuns: 300 },
    );
  });
});
