import { z } from 'zod/mini';
import { lazily } from '../../shared/lazily.ts';
import { PRODUCT_ID } from '../../services/api/client.ts';
import { withRetry } from '../../services/api/retry.ts';
import { locationInfoSchema, productConfigSchema, type LocationInfo, type ProductConfig } from './announcement.ts';
import { logOf, type LifecycleDeps } from './deps.ts';

/**
 * Launch step 1: product config and visitor location, in parallel. Either
 * failing reads as "empty" (spec 7: "failure returns empty"): it only means no
 * announcement, never a blocked launch. Both are reads, so a dropped
 * connection is retried (3 tries, 1 s apart).
 */

/** Some backends send `config` as a JSON string; accept both. Built on first use (shared/lazily.ts). */
const productReplySchema = lazily(() => {
  const configField = z.pipe(
    z.transform((value: unknown): unknown => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return null;
      }
    }),
    productConfigSchema(),
  );
  return z.looseObject({ config: configField });
});

export interface StartupData {
  config: ProductConfig | null;
  location: LocationInfo | null;
}

type StartupDeps = Pick<LifecycleDeps, 'api' | 'clock' | 'log' | 'timers'>;

export async function fetchProductConfig(deps: StartupDeps): Promise<ProductConfig | null> {
  try {
    const reply = await withRetry(
      () => deps.api.contentGet('/api/product/get', { id: PRODUCT_ID, fields: 'config', t: deps.clock.now() }, { schema: productReplySchema() }),
      { timers: deps.timers },
    );
    return reply.config;
  } catch (error) {
    logOf(deps)('product config unavailable', error);
    return null;
  }
}

export async function fetchLocation(deps: StartupDeps): Promise<LocationInfo | null> {
  try {
    return await withRetry(
      () => deps.api.contentPost('/api/location_and_time', { time: Math.floor(deps.clock.now() / 1000) }, { schema: locationInfoSchema() }),
      { timers: deps.timers },
    );
  } catch (error) {
    logOf(deps)('visitor location unavailable', error);
    return null;
  }
}

export async function fetchStartupData(deps: StartupDeps): Promise<StartupData> {
  const [config, location] = await Promise.all([fetchProductConfig(deps), fetchLocation(deps)]);
  return { config, location };
}
