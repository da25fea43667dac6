import { areaList } from '@vant/area-data';

/**
 * China's administrative divisions (GB/T 2260 codes, province → city →
 * district) from @vant/area-data (MIT, kept up to date by the Vant team).
 * Codes are six digits: a province ends in 0000, a city in 00; a city's first
 * four digits and a district's first four name their parents.
 */
export interface Division {
  code: string;
  name: string;
}

export interface DivisionPath {
  province: Division;
  city: Division | null;
  district: Division | null;
}

const byCode = (table: Record<string, string>): Division[] =>
  Object.entries(table)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.code.localeCompare(b.code));

const PROVINCES = byCode(areaList.province_list);
const CITIES = byCode(areaList.city_list);
const DISTRICTS = byCode(areaList.county_list);

const CODE = /^\d{6}$/;

export function provinces(): readonly Division[] {
  return PROVINCES;
}

export function citiesOf(provinceCode: string): Division[] {
  if (!CODE.test(provinceCode)) return [];
  const prefix = provinceCode.slice(0, 2);
  return CITIES.filter((city) => city.code.startsWith(prefix));
}

export function districtsOf(cityCode: string): Division[] {
  if (!CODE.test(cityCode)) return [];
  const prefix = cityCode.slice(0, 4);
  return DISTRICTS.filter((district) => district.code.startsWith(prefix));
}

function named(table: Record<string, string>, code: string): Division | null {
  const name = table[code];
  return name === undefined ? null : { code, name };
}

/** Any level's code to its chain of divisions; null for a code the data does not have. */
export function divisionPath(code: string): DivisionPath | null {
  if (!CODE.test(code)) return null;
  const province = named(areaList.province_list, `${code.slice(0, 2)}0000`);
  if (!province) return null;
  if (code.endsWith('0000')) return code === province.code ? { province, city: null, district: null } : null;
  const city = named(areaList.city_list, `${code.slice(0, 4)}00`);
  if (!city) return null;
  if (code.endsWith('00')) return { province, city, district: null };
  const district = named(areaList.county_list, code);
  return district ? { province, city, district } : null;
}

/**
 * The address line a person writes: 广东省深圳市南山区, and 北京市东城区 (a
 * municipality is its own city, so its name is not said twice).
 */
export function divisionAddress(path: DivisionPath): string {
  const parts = [path.province.name];
  if (path.city && path.city.name !== path.province.name) parts.push(path.city.name);
  if (path.district) parts.push(path.district.name);
  return parts.join('');
}
