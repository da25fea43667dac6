import type { Analytics } from '../../services/analytics/analytics.ts';
import type { AnalyticsProps } from '../../services/analytics/types.ts';
import { createApiClient } from '../../services/api/client.ts';
import { createMemoryBackend, type KeyValueBackend } from '../../services/storage/backend.ts';
import { createAppStorage } from '../../services/storage/storage.ts';
import { createFakeFetch, immediateTimers, jsonResponse, type Route } from '../../services/testing/fakeFetch.ts';
import type { LifecycleDeps } from './deps.ts';
import { createLifecycleSession } from './session.ts';

/**
 * A fake world for lifecycle tests: the real API client and storage over a
 * route-table fetch and a memory backend, and an analytics recorder. Test
 * support only; the app never imports it.
 */

export const WORLD_NOW = new Date(2026, 2, 5, 9, 30).getTime();

export interface RecordedAnalytics extends Pick<Analytics, 'register' | 'track' | 'profileSet' | 'profileSetOnce' | 'flush'> {
  registered: AnalyticsProps[];
  tracked: Array<{ event: string; properties: AnalyticsProps }>;
  profile: Array<{ once: boolean; props: AnalyticsProps }>;
  flushes: Array<{ useBeacon: boolean }>;
}

export function recordAnalytics(): RecordedAnalytics {
  const recorder: RecordedAnalytics = {
    registered: [],
    tracked: [],
    profile: [],
    flushes: [],
    register: (props) => void recorder.registered.push(props),
    track: (event, properties = {}) => void recorder.tracked.push({ event, properties }),
    profileSet: (props) => void recorder.profile.push({ once: false, props }),
    profileSetOnce: (props) => void recorder.profile.push({ once: true, props }),
    flush: async (options = {}) => void recorder.flushes.push({ useBeacon: options.useBeacon ?? false }),
  };
  return recorder;
}

export const guestInfo = { uid: 'g-1', username: 'guest_dev', usertoken: 'gt', accounttype: 5, bindmobile: '', vip: [] };
export const boundInfo = { uid: 'u-7', username: 'zhang', usertoken: 'ut', accounttype: 3, bindmobile: '13800138000', vip: [] };

export const defaultRoutes: Record<string, Route> = {
  'GET /api/v4/getutctime': () => jsonResponse({ code: 10000, utctime: Math.floor(WORLD_NOW / 1000) }),
  'GET /api/product/get': () => jsonResponse({ id: 352, config: { notice: '', province: '' } }),
  'POST /api/location_and_time': () => jsonResponse({ province: '', city: '', ip: '127.0.0.1', time: 0 }),
  'POST /api/v4/virtualactregister': () => jsonResponse({ code: 10000, msg: 'success', userinfo: guestInfo }),
};

export function createWorld(routes: Record<string, Route> = {}, options: { backend?: KeyValueBackend; isHarmony?: boolean; now?: number } = {}) {
  let now = options.now ?? WORLD_NOW;
  const clock = { now: () => now };
  const fetch = createFakeFetch({ ...defaultRoutes, ...routes });
  const backend = options.backend ?? createMemoryBackend();
  const storage = createAppStorage({ backend, onProblem: () => undefined });
  const analytics = recordAnalytics();
  const announcements: string[] = [];
  const logs: string[] = [];
  const deps: LifecycleDeps = {
    api: createApiClient({ baseUrl: '', fetch, deviceId: () => 'dev-1', clock }),
    storage,
    analytics,
    clock,
    isHarmony: options.isHarmony ?? false,
    deviceId: 'dev-1',
    onAnnouncement: (text) => void announcements.push(text),
    session: createLifecycleSession(),
    log: (message) => void logs.push(message),
    timers: immediateTimers(),
  };
  return {
    deps,
    fetch,
    storage,
    analytics,
    announcements,
    logs,
    setNow: (ms: number) => {
      now = ms;
    },
  };
}
