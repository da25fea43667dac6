import { z } from 'zod/mini';
import { lazily } from '../../shared/lazily.ts';
import type { ApiClient } from '../../services/api/client.ts';

/** Ad attribution on our server (server/routes/attribution.ts, docs/popups.md). On the start-up path: zod/mini. */

export interface UtmRequest {
  oaid: string;
  /** SHA-256 hex of the android id, or '' (the raw id never leaves the device). */
  android_id: string;
  model: string;
  version: string;
  app_id: string;
  platform: 'web' | 'android' | 'harmony' | 'ios';
  device_id: string;
  utm_source: string;
}

export interface AttributionEvent {
  event_type: string;
  store: string;
  version: string;
  distinct_id: string;
  price?: string;
  lowcost_pay: 0 | 1;
  ua: string;
  oaid: string;
  brand: string;
  model: string;
}

/** Built on first use (shared/lazily.ts): the startup chunk imports this module. */
const utmReply = lazily(() => z.looseObject({ utm_source: z.string() }));

export interface AttributionApi {
  utmSource(request: UtmRequest): Promise<string>;
  event(event: AttributionEvent): Promise<void>;
}

export function createAttributionApi(api: Pick<ApiClient, 'contentPost'>): AttributionApi {
  return {
    utmSource: async (request) => (await api.contentPost('/common/get_utm_source', request, { schema: utmReply() })).utm_source,
    event: async (event) => {
      await api.contentPost('/common/event', event);
    },
  };
}
