import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { visitorAddress } from '../http/clientAddress';
import { parseOrThrow, safeText } from '../http/validation';

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

/** Stores a batch of analytics events; `{ saved }` is how many were stored. */
export function registerAnalyticsRoutes(app: FastifyInstance): void {
  app.post('/api/analytics/batch', async (request) => {
    const batch = parseOrThrow(batchSchema, request.body);
    if (batch.data_list.length === 0) return { saved: 0 };
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
