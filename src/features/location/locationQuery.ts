import type { PageQuery } from '../../app/router/query.ts';
import { strings } from '../../shared/strings.ts';
import type { LatLng } from './coordinates.ts';

const t = strings.location.invalid;

/**
 * A place as the spec's built-in open-location takes it: name, address,
 * latitude, longitude (GCJ-02, like the original). Coordinates are optional
 * as a pair: a place chosen by province, city and district has none.
 */
export interface Place {
  name: string;
  address: string;
  position: LatLng | null;
}

export const MAX_NAME = 100;
export const MAX_ADDRESS = 200;

export type PlaceParse = { ok: true; place: Place } | { ok: false; message: string };

/** A strict decimal: `Number('')` is 0 and `Number('0x1F')` is 31, neither a latitude anyone wrote. */
function decimal(raw: string): number | null {
  const text = raw.trim();
  return /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : null;
}

/** The query of /open-location, read as anyone could have written it in the address bar. */
export function parsePlace(query: PageQuery): PlaceParse {
  const name = (query.name ?? '').trim();
  const address = (query.address ?? '').trim();
  if (name.length > MAX_NAME || address.length > MAX_ADDRESS) return { ok: false, message: t.tooLong };
  const rawLat = (query.latitude ?? '').trim();
  const rawLng = (query.longitude ?? '').trim();
  let position: LatLng | null = null;
  if (rawLat !== '' || rawLng !== '') {
    if (rawLat === '' || rawLng === '') return { ok: false, message: t.halfCoordinates };
    const latitude = decimal(rawLat);
    const longitude = decimal(rawLng);
    if (latitude === null || latitude < -90 || latitude > 90) return { ok: false, message: t.latitude };
    if (longitude === null || longitude < -180 || longitude > 180) return { ok: false, message: t.longitude };
    position = { latitude, longitude };
  }
  if (!name && !address && !position) return { ok: false, message: t.empty };
  return { ok: true, place: { name, address, position } };
}

/** Six decimals: about 10 cm, as precise as a phone's fix and no longer than needed. */
export function formatDegrees(value: number): string {
  return String(Number(value.toFixed(6)));
}

/** The query that opens /open-location for `place`. */
export function placeQuery(place: Place): PageQuery {
  return {
    ...(place.name ? { name: place.name } : {}),
    ...(place.address ? { address: place.address } : {}),
    ...(place.position ? { latitude: formatDegrees(place.position.latitude), longitude: formatDegrees(place.position.longitude) } : {}),
  };
}

/**
 * What /choose-location hands back to the page that opened it (`?from=`):
 * the same fields with a `location` prefix, so they cannot clash with the
 * opener's own query (a logo page has its own `name`).
 */
export const CHOSEN_KEYS = { name: 'locationName', address: 'locationAddress', latitude: 'locationLatitude', longitude: 'locationLongitude', code: 'locationCode' } as const;

export function chosenQuery(place: Place, divisionCode: string | null): PageQuery {
  const plain = placeQuery(place);
  return {
    ...(plain.name !== undefined ? { [CHOSEN_KEYS.name]: plain.name } : {}),
    ...(plain.address !== undefined ? { [CHOSEN_KEYS.address]: plain.address } : {}),
    ...(plain.latitude !== undefined ? { [CHOSEN_KEYS.latitude]: plain.latitude } : {}),
    ...(plain.longitude !== undefined ? { [CHOSEN_KEYS.longitude]: plain.longitude } : {}),
    ...(divisionCode ? { [CHOSEN_KEYS.code]: divisionCode } : {}),
  };
}

/** For the opener: the place the user chose, or null when its query has none (or a broken one). */
export function readChosenPlace(query: PageQuery): Place | null {
  const parsed = parsePlace({
    name: query[CHOSEN_KEYS.name] ?? '',
    address: query[CHOSEN_KEYS.address] ?? '',
    latitude: query[CHOSEN_KEYS.latitude] ?? '',
    longitude: query[CHOSEN_KEYS.longitude] ?? '',
  });
  return parsed.ok ? parsed.place : null;
}
