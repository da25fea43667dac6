import type { AppStorage } from '../../services/storage/storage.ts';
import type { AttributionApi, AttributionEvent } from './attributionApi.ts';

/**
 * Ad attribution, run once per launch with consent (never before: bootstrap
 * calls it from the consented launch only). Storage keys of spec 3 get their
 * jobs here: `channel` keeps the source our server attributed to this device,
 * `version` the app version that last ran (an update is reported once), and
 * `oaid` / `android_id` are sent when a native shell has put them there (a
 * browser has neither; the android id only as a SHA-256 hash).
 */

export interface AttributionDeps {
  api: AttributionApi;
  storage: AppStorage;
  deviceId: string;
  appVersion: string;
  userAgent: string;
  /** The address the app was opened with (search and hash), for `utm_source`. */
  href: string;
  /** SHA-256 hex of a text. */
  sha256: (text: string) => Promise<string>;
  platform: 'web' | 'harmony';
  log?: (message: string, error: unknown) => void;
}

const SOURCE = /^[A-Za-z0-9_.-]{1,64}$/;

/** `utm_source` from the query before the hash or the hash route's own query. */
export function landingSource(href: string): string {
  const [beforeHash = '', hash = ''] = href.split('#');
  for (const part of [beforeHash, hash]) {
    const start = part.indexOf('?');
    if (start < 0) continue;
    const value = new URLSearchParams(part.slice(start + 1)).get('utm_source') ?? '';
    if (SOURCE.test(value)) return value;
  }
  return '';
}

export function baseEvent(deps: Pick<AttributionDeps, 'storage' | 'deviceId' | 'appVersion' | 'userAgent' | 'platform'>, type: string): AttributionEvent {
  return {
    event_type: type,
    store: deps.platform,
    version: deps.appVersion,
    distinct_id: deps.deviceId,
    lowcost_pay: 0,
    ua: deps.userAgent.slice(0, 512),
    oaid: deps.storage.get('oaid'),
    brand: '',
    model: '',
  };
}

/** The source for this device (asked while `channel` is unknown or the address names one), then activation or update. */
export async function attributeLaunch(deps: AttributionDeps, launchCount: number): Promise<void> {
  const log = deps.log ?? (() => undefined);
  const landing = landingSource(deps.href);
  if (deps.storage.get('channel') === '' || landing !== '') {
    try {
      const androidId = deps.storage.get('android_id');
      const source = await deps.api.utmSource({
        oaid: deps.storage.get('oaid'),
        android_id: androidId ? await deps.sha256(androidId) : '',
        model: '',
        version: deps.appVersion,
        app_id: '352',
        platform: deps.platform,
        device_id: deps.deviceId,
        utm_source: landing,
      });
      deps.storage.set('channel', source);
    } catch (error) {
      log('utm source not read', error);
    }
  }
  const previous = deps.storage.get('version');
  // A device that ran a build from before this key was written reports an update, not an activation.
  const type = launchCount <= 1 ? 'activate' : previous !== deps.appVersion ? 'update' : null;
  if (type === null) return;
  try {
    await deps.api.event(baseEvent(deps, type));
    deps.storage.set('version', deps.appVersion);
  } catch (error) {
    log(`${type} not reported`, error);
  }
}

/** A verified payment (the pay state said paid): price in yuan text, lowcost for a pop-up's offer. */
export async function attributePayment(deps: AttributionDeps, price: string, lowcost: boolean): Promise<void> {
  try {
    await deps.api.event({ ...baseEvent(deps, 'pay'), price, lowcost_pay: lowcost ? 1 : 0 });
  } catch (error) {
    (deps.log ?? (() => undefined))('pay not reported', error);
  }
}
