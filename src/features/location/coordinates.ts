/**
 * Maps in mainland China take GCJ-02 coordinates (the national offset datum);
 * a browser's geolocation and the `geo:` URI use WGS-84. The offset is up to
 * ~500 m, enough to put a shop in the wrong street, so coordinates are kept in
 * GCJ-02 as the original app's built-in location pages did, and converted at
 * the two edges. The published approximation: accurate to a few metres, and
 * the identity outside China, where no offset applies.
 */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const A = 6378245.0;
const EE = 0.006693421622965943;

export function outsideChina({ latitude, longitude }: LatLng): boolean {
  return longitude < 72.004 || longitude > 137.8347 || latitude < 0.8293 || latitude > 55.8271;
}

function latitudeShift(x: number, y: number): number {
  let shift = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  shift += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  shift += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  shift += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return shift;
}

function longitudeShift(x: number, y: number): number {
  let shift = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  shift += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  shift += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  shift += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return shift;
}

export function wgs84ToGcj02(point: LatLng): LatLng {
  if (outsideChina(point)) return point;
  const { latitude, longitude } = point;
  const radLat = (latitude / 180) * Math.PI;
  const magic = 1 - EE * Math.sin(radLat) * Math.sin(radLat);
  const sqrtMagic = Math.sqrt(magic);
  const dLat = (latitudeShift(longitude - 105, latitude - 35) * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  const dLng = (longitudeShift(longitude - 105, latitude - 35) * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { latitude: latitude + dLat, longitude: longitude + dLng };
}

/** The inverse has no closed form: a few fixed-point steps bring it under a millimetre. */
export function gcj02ToWgs84(point: LatLng): LatLng {
  if (outsideChina(point)) return point;
  let guess = point;
  for (let step = 0; step < 6; step += 1) {
    const there = wgs84ToGcj02(guess);
    guess = { latitude: guess.latitude - (there.latitude - point.latitude), longitude: guess.longitude - (there.longitude - point.longitude) };
  }
  return guess;
}
