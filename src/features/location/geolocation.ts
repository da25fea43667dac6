import { strings } from '../../shared/strings.ts';
import { wgs84ToGcj02, type LatLng } from './coordinates.ts';

const t = strings.location.geolocation;

export type PositionResult = { ok: true; position: LatLng; accuracyMeters: number } | { ok: false; message: string };

/** A fix can take a while indoors; past this the user is better served by the lists below. */
export const GEOLOCATION_TIMEOUT_MS = 15_000;
/** A fix from the last minute is still where the user is. */
export const GEOLOCATION_MAX_AGE_MS = 60_000;

/** GeolocationPositionError codes (1 denied, 2 unavailable, 3 timeout) to what the user can do. */
export function geolocationMessage(code: number): string {
  if (code === 1) return t.denied;
  if (code === 3) return t.timeout;
  return t.unavailable;
}

/**
 * "Use my current position" through the browser's geolocation; never
 * rejects. The fix is WGS-84; the place is kept in GCJ-02 (coordinates.ts).
 */
export function currentPosition(geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined, secure: boolean): Promise<PositionResult> {
  if (!geolocation || !secure) return Promise.resolve({ ok: false, message: t.unsupported });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (fix) =>
          resolve({
            ok: true,
            position: wgs84ToGcj02({ latitude: fix.coords.latitude, longitude: fix.coords.longitude }),
            accuracyMeters: Math.round(fix.coords.accuracy),
          }),
        (error) => resolve({ ok: false, message: geolocationMessage(error.code) }),
        { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAX_AGE_MS },
      );
    } catch {
      resolve({ ok: false, message: t.unsupported });
    }
  });
}
