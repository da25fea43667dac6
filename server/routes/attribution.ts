import * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowSeconds } from '../context.ts';
import { visitorAddress } from '../http/clientAddress.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { describeIssues, parseOrThrow, safeText } from '../http/validation.ts';
import { exemptFromAddressLimits, Limits, spendOrThrow } from '../limits/counters.ts';

/**
 * Ad attribution under the spec's paths (spec 7 gives the fields, not their
 * names or the replies: ours are in docs/popups.md). A success has no `code`
 * field, as in the content service; an error is a 4xx `{ code, msg }`. First touch wins: the
 * first source seen for a device key is its source for good, except that a
 * real source replaces "organic".
 */

const text = (max: number) => safeText(max).default('');
/** Only a hash of the android id is accepted (md5 or sha-256 hex); the raw id is personal data we do not keep. */
const hashedId = z.union([z.literal(''), z.string().regex(/^(?:[0-9a-f]{32}|[0-9a-f]{64})$/i)]).default('');
const deviceId = z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_-]{8,128}$/)]).default('');
const source = z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/)]).default('');

const utmBody = z
  .object({
    oaid: text(128),
    android_id: hashedId,
    model: text(64),
    version: text(32),
    app_id: text(64),
    platform: z.enum(['web', 'android', 'harmony', 'ios']),
    device_id: deviceId,
    utm_source: source,
  })
  .refine((body) => body.oaid !== '' || body.android_id !== '' || body.device_id !== '', { path: ['oaid'] });

const eventBody = z.object({
  event_type: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/),
  store: text(32),
  version: text(32),
  distinct_id: safeText(255).min(1),
  // Yuan, as a number or the package record's text ("78", "0.01").
  price: z.union([z.number(), z.string().regex(/^\d{1,6}(?:\.\d{1,2})?$/).transform(Number)]).pipe(z.number().min(0).max(100_000)).optional(),
  lowcost_pay: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean).default(false),
  ua: text(512),
  oaid: text(128),
  brand: text(64),
  model: text(64),
});

const tooMany = '归因上报过于频繁，请稍后再试';
const needId = '参数错误：oaid、android_id、device_id 至少填一个';

function deviceKey(body: { oaid: string; android_id?: string; device_id?: string }): string {
  if (body.oaid) return `oaid:${body.oaid}`;
  if (body.android_id) return `aid:${body.android_id.toLowerCase()}`;
  return `dev:${body.device_id ?? ''}`;
}

async function spend(app: FastifyInstance, request: FastifyRequest, key: string): Promise<void> {
  const now = nowSeconds(app.services);
  if (!exemptFromAddressLimits(request, app.services)) {
    const address = visitorAddress(request);
    await spendOrThrow(app.services.db, { key: `attr:ip:${address}`, limit: Limits.attributionPerAddressPerHour, windowSeconds: 3600 }, now, tooMany);
  }
  await spendOrThrow(app.services.db, { key: `attr:device:${key}`, limit: Limits.attributionPerDevicePerHour, windowSeconds: 3600 }, now, tooMany);
}

export function registerAttributionRoutes(app: FastifyInstance): void {
  app.post('/common/get_utm_source', async (request) => {
    const parsed = utmBody.safeParse(request.body);
    if (!parsed.success) {
      throw new ApiError(ErrorCode.badRequest, parsed.error.issues.every((issue) => issue.code === 'custom') ? needId : describeIssues(parsed.error));
    }
    const body = parsed.data;
    const key = deviceKey(body);
    await spend(app, request, key);
    const now = nowSeconds(app.services);
    const { rows } = await app.services.db.query<{ utm_source: string; first_seen_at: number }>(
      `INSERT INTO utm_sources (device_key, utm_source, oaid, android_id_hash, model, version, app_id, platform, first_seen_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
       ON CONFLICT (device_key) DO UPDATE SET
         last_seen_at = EXCLUDED.last_seen_at, model = EXCLUDED.model, version = EXCLUDED.version,
         utm_source = CASE WHEN utm_sources.utm_source = 'organic' THEN EXCLUDED.utm_source ELSE utm_sources.utm_source END
       RETURNING utm_source, first_seen_at::float8 AS first_seen_at`,
      [key, body.utm_source || 'organic', body.oaid, body.android_id.toLowerCase(), body.model, body.version, body.app_id, body.platform, now],
    );
    const row = rows[0];
    return { utm_source: row?.utm_source ?? 'organic', first_seen_at: row?.first_seen_at ?? now };
  });

  app.post('/common/event', async (request) => {
    const body = parseOrThrow(eventBody, request.body);
    await spend(app, request, `event:${body.distinct_id}`);
    const now = nowSeconds(app.services);
    const { rows } = await app.services.db.query<{ id: number; utm_source: string }>(
      `INSERT INTO attribution_events (event_type, store, version, distinct_id, price_fen, lowcost_pay, ua, oaid, brand, model, utm_source, ip, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
         COALESCE((SELECT utm_source FROM utm_sources WHERE device_key IN ($11, $12) ORDER BY first_seen_at LIMIT 1), ''), $13, $14)
       RETURNING id, utm_source`,
      [
        body.event_type, body.store, body.version, body.distinct_id,
        body.price === undefined ? null : Math.round(body.price * 100), body.lowcost_pay,
        body.ua, body.oaid, body.brand, body.model,
        body.oaid ? `oaid:${body.oaid}` : '', `dev:${body.distinct_id}`, visitorAddress(request), now,
      ],
    );
    return { id: rows[0]?.id ?? 0, utm_source: rows[0]?.utm_source ?? '' };
  });
}
