import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../context.ts';
import { visitorAddress } from '../http/clientAddress.ts';
import { exemptFromAddressLimits, Limits, spendOrThrow } from '../limits/counters.ts';
import { parseOrThrow, safeText } from '../http/validation.ts';

// Limits from the analytics library defaults (spec section 9): names up to 100
// characters, batches under 100 entries.
const batchSchema = z.object({
  project: safeText(100).min(1),
  data_list: z
    .array(
      z.object({
        event: safeText(100).min(1),
        properties: z.record(z.string(), z.unknown()).default({}),
        time: z.number().optional(),
      }),
    )
    .max(100),
});

const tooMany = '统计上报过于频繁，请稍后再试';

/**
 * Counted per address and per device (the `device_id` every event carries,
 * src/services/analytics/registration.ts), in the database so the limits
 * hold across nodes. A refused batch stores nothing; the client keeps it and
 * retries later.
 */
async function spendAnalyticsQuota(app: FastifyInstance, address: string, events: Array<{ properties: Record<string, unknown> }>): Promise<void> {
  const now = nowSeconds(app.services);
  const { db } = app.services;
  await spendOrThrow(db, { key: `analytics:ip:${address}`, limit: Limits.analyticsPerAddressPerHour, windowSeconds: 3600 }, now, tooMany, events.length);
  const perDevice = new Map<string, number>();
  for (const event of events) {
    const device = event.properties.device_id;
    const key = typeof device === 'string' && device !== '' ? device.slice(0, 128) : `none:${address}`;
    perDevice.set(key, (perDevice.get(key) ?? 0) + 1);
  }
  for (const [device, count] of perDevice) {
    await spendOrThrow(db, { key: `analytics:device:${device}`, limit: Limits.analyticsPerDevicePerHour, windowSeconds: 3600 }, now, tooMany, count);
  }
}

/** Stores a batch of analytics events; `{ saved }` is how many were stored. */
export function registerAnalyticsRoutes(app: FastifyInstance): void {
  app.post('/api/analytics/batch', async (request) => {
    const batch = parseOrThrow(batchSchema, request.body);
    if (batch.data_list.length === 0) return { saved: 0 };
    if (!exemptFromAddressLimits(request, app.services)) await spendAnalyticsQuota(app, visitorAddress(request), batch.data_list);
    const events = batch.data_list.map((entry) => ({ event: entry.event, properties: entry.properties, at: entry.time ?? null }));
    // One statement for the whole batch: the same on PGlite and PostgreSQL.
    const result = await app.services.db.query(
      `INSERT INTO analytics_events (project, event, properties, client_time, ip)
       SELECT $1, e.event, e.properties, e.at, $3
       FROM jsonb_to_recordset($2::jsonb) AS e(event text, properties jsonb, at double precision)
       RETURNING 1`,
      [batch.project, JSON.stringify(events), visitorAddress(request)],
    );
    return { saved: result.rows.length };
  });
}
