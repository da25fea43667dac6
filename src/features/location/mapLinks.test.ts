import { describe, expect, it } from 'vitest';
import { wgs84ToGcj02 } from './coordinates.ts';
import { amapLink, copyText, geoLink } from './mapLinks.ts';

const park = { name: '深圳湾公园', address: '广东省深圳市南山区滨海大道', position: { latitude: 22.5113, longitude: 113.9529 } };

describe('map app links (no SDK, no key)', () => {
  it('AMap: a marker at the GCJ-02 point with the name, or a search by address without coordinates', () => {
    const marker = new URL(amapLink(park));
    expect(marker.origin + marker.pathname).toBe('https://uri.amap.com/marker');
    expect(marker.searchParams.get('position')).toBe('113.9529,22.5113');
    expect(marker.searchParams.get('name')).toBe('深圳湾公园');
    expect(marker.searchParams.get('coordinate')).toBe('gaode');
    const search = new URL(amapLink({ name: '南山区', address: '广东省深圳市南山区', position: null }));
    expect(search.pathname).toBe('/search');
    expect(search.searchParams.get('keyword')).toBe('广东省深圳市南山区');
  });

  it('geo: a WGS-84 point (GCJ-02 undone) with a label, or a query by address', () => {
    const link = geoLink(park);
    const [, lat, lng] = /^geo:([-\d.]+),([-\d.]+)\?q=/.exec(link) ?? [];
    const point = { latitude: Number(lat), longitude: Number(lng) };
    // The geo: point is the WGS-84 place the GCJ-02 input names: shifted by a few hundred metres, and back again.
    expect(Math.hypot(point.latitude - 22.5113, point.longitude - 113.9529)).toBeGreaterThan(0.002);
    const again = wgs84ToGcj02(point);
    expect(again.latitude).toBeCloseTo(22.5113, 5);
    expect(again.longitude).toBeCloseTo(113.9529, 5);
    expect(link).toContain(`(${encodeURIComponent('深圳湾公园')})`);
    expect(geoLink({ name: '', address: '北京市东城区', position: null })).toBe(`geo:0,0?q=${encodeURIComponent('北京市东城区')}`);
  });

  it('copies the address with the name, the name alone, or the coordinates', () => {
    expect(copyText(park)).toBe('广东省深圳市南山区滨海大道 深圳湾公园');
    expect(copyText({ name: '南山区', address: '广东省深圳市南山区', position: null })).toBe('广东省深圳市南山区');
    expect(copyText({ name: '当前位置', address: '', position: park.position })).toBe('当前位置');
    expect(copyText({ name: '', address: '', position: park.position })).toBe('22.5113,113.9529');
  });
});
