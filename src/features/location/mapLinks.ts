import { gcj02ToWgs84 } from './coordinates.ts';
import { formatDegrees, type Place } from './locationQuery.ts';

/**
 * Links that open a place in a map app without any SDK or key: AMap's public
 * URI API (a web page that hands over to the AMap app where installed, takes
 * GCJ-02 as we keep it), and the standard `geo:` URI (RFC 5870, WGS-84) that
 * Android and HarmonyOS offer to every installed map app.
 */
export const AMAP_SOURCE = 'biaozhisheji';

const searchText = (place: Place) => place.address || place.name;

export function amapLink(place: Place): string {
  const params = new URLSearchParams();
  if (place.position) {
    params.set('position', `${formatDegrees(place.position.longitude)},${formatDegrees(place.position.latitude)}`);
    if (place.name || place.address) params.set('name', place.name || place.address);
    params.set('coordinate', 'gaode');
  } else {
    params.set('keyword', searchText(place));
  }
  params.set('src', AMAP_SOURCE);
  params.set('callnative', '1');
  return `https://uri.amap.com/${place.position ? 'marker' : 'search'}?${params.toString()}`;
}

export function geoLink(place: Place): string {
  if (!place.position) return `geo:0,0?q=${encodeURIComponent(searchText(place))}`;
  const wgs = gcj02ToWgs84(place.position);
  const point = `${formatDegrees(wgs.latitude)},${formatDegrees(wgs.longitude)}`;
  const label = place.name || place.address;
  return `geo:${point}?q=${point}${label ? `(${encodeURIComponent(label)})` : ''}`;
}

/** What 复制地址 copies: the address with the place's name after it, else the name, else the coordinates. */
export function copyText(place: Place): string {
  if (place.address) return place.name && !place.address.includes(place.name) ? `${place.address} ${place.name}` : place.address;
  if (place.name) return place.name;
  return place.position ? `${formatDegrees(place.position.latitude)},${formatDegrees(place.position.longitude)}` : '';
}
