import { describe, expect, it } from 'vitest';
import { strings } from '../../shared/strings.ts';
import { currentPosition, GEOLOCATION_TIMEOUT_MS } from './geolocation.ts';

const t = strings.location.geolocation;

/** A device's geolocation that answers once, as the browser's does. */
function device(answer: { fix: { latitude: number; longitude: number; accuracy: number } } | { code: number } | 'throws') {
  const asked: PositionOptions[] = [];
  return {
    asked,
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) {
      if (answer === 'throws') throw new Error('blocked by policy');
      asked.push(options ?? {});
      if ('fix' in answer) success({ coords: answer.fix, timestamp: 0 } as unknown as GeolocationPosition);
      else failure?.({ code: answer.code, message: '' } as GeolocationPositionError);
    },
  };
}

describe('use my current position', () => {
  it('a fix in China comes back in GCJ-02, with its accuracy in whole metres', async () => {
    const geo = device({ fix: { latitude: 39.90734, longitude: 116.39089, accuracy: 24.6 } });
    const result = await currentPosition(geo, true);
    if (!result.ok) throw new Error(result.message);
    expect(result.position.latitude).toBeCloseTo(39.90874, 3);
    expect(result.accuracyMeters).toBe(25);
    expect(geo.asked[0]).toMatchObject({ timeout: GEOLOCATION_TIMEOUT_MS });
  });

  it('denied, unavailable, timed out, missing or insecure: a Chinese message saying what to do', async () => {
    expect(await currentPosition(device({ code: 1 }), true)).toEqual({ ok: false, message: t.denied });
    expect(await currentPosition(device({ code: 2 }), true)).toEqual({ ok: false, message: t.unavailable });
    expect(await currentPosition(device({ code: 3 }), true)).toEqual({ ok: false, message: t.timeout });
    expect(await currentPosition(undefined, true)).toEqual({ ok: false, message: t.unsupported });
    expect(await currentPosition(device({ code: 1 }), false)).toEqual({ ok: false, message: t.unsupported });
    expect(await currentPosition(device('throws'), true)).toEqual({ ok: false, message: t.unsupported });
  });
});
