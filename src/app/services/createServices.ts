import { version } from '../../../package.json';
import { createAnalytics, createAnalyticsTransport } from '../../services/analytics/index.ts';
import { createApiClient, PRODUCT_ID } from '../../services/api/client.ts';
import { createAppStorage, getOrCreateDeviceId } from '../../services/storage/index.ts';
import type { AppServices } from './servicesContext.tsx';

export const APP_VERSION = version;

/** Running inside the Harmony-style shell's web view (its user agent names the OS or its web engine). */
export function detectHarmony(userAgent: string): boolean {
  return /OpenHarmony|HarmonyOS|ArkWeb/i.test(userAgent);
}

/**
 * The service instances, against the same origin that served the app.
 * `fetch` is passed in so the shell can notice requests that never reached
 * a server (see reportingFetch).
 */
export function createServices(options: { fetch: (input: string, init?: RequestInit) => Promise<Response> }): AppServices & { deviceId: string } {
  const storage = createAppStorage();
  const deviceId = getOrCreateDeviceId(storage);
  const api = createApiClient({ baseUrl: '', deviceId: () => deviceId, fetch: options.fetch, appVersion: APP_VERSION });
  const transport = createAnalyticsTransport({
    url: '/api/analytics/batch',
    headers: { 'X-Product': String(PRODUCT_ID), 'X-Version': APP_VERSION },
  });
  // Launch step 7 (lifecycle) registers the analytics properties.
  const analytics = createAnalytics({ post: transport.post, beacon: transport.beacon });
  return { storage, deviceId, api, analytics };
}
