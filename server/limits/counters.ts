import type { FastifyRequest } from 'fastify';
import type { ServerServices } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { isLocalRequest } from '../http/clientAddress.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';

/**
 * Fixed-window counters in the database (table rate_counters), so a limit
 * holds across every node on one PostgreSQL and across restarts. One atomic
 * upsert per check: two nodes counting the same key at once never both pass.
 */
export interface WindowLimit {
  /** What is counted, e.g. `guest:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Adds `cost` to the key's current window; true while the total stays within the limit. */
export async function countWithin(db: Queryable, rule: WindowLimit, now: number, cost = 1): Promise<boolean> {
  const windowStart = now - (now % rule.windowSeconds);
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO rate_counters (key, window_start, hits, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_counters.hits + EXCLUDED.hits
     RETURNING hits`,
    [rule.key, windowStart, cost, windowStart + rule.windowSeconds],
  );
  return (rows[0]?.hits ?? 0) <= rule.limit;
}

/** countWithin, or 429 / 42900 with `msg` (Chinese, saying when to try again). */
export async function spendOrThrow(db: Queryable, rule: WindowLimit, now: number, msg: string, cost = 1): Promise<void> {
  if (!(await countWithin(db, rule, now, cost))) {
    const retryAfter = rule.windowSeconds - (now % rule.windowSeconds);
    throw new ApiError(ErrorCode.rateLimited, msg, { headers: { 'retry-after': String(retryAfter) } });
  }
}

/** Drops finished windows (buildServer runs this with the other periodic purges). */
export async function purgeCounters(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM rate_counters WHERE expires_at < $1', [now]);
}

/** The limits in one place (docs/server.md "Quotas and rate limits"). */
export const Limits = {
  /** New guest accounts one address may create per hour (a school or office NAT shares one address). */
  guestsPerAddressPerHour: 30,
  /** Analytics events accepted per device id per hour. */
  analyticsPerDevicePerHour: 2000,
  /** Analytics events accepted per address per hour (many devices behind one NAT). */
  analyticsPerAddressPerHour: 10_000,
  /** Pop-up display records per device id per hour (a real device makes a handful a day). */
  popupDisplaysPerDevicePerHour: 60,
  popupDisplaysPerAddressPerHour: 3000,
  /** Ad attribution calls (/common/*) per device key per hour, and per address. */
  attributionPerDevicePerHour: 60,
  attributionPerAddressPerHour: 3000,
} as const;

/**
 * Per-address limits do not apply to this machine in the local trial (the
 * test suites and the one person trying the app all come from loopback). In
 * production nothing is exempt: a proxy on the same host would look local.
 */
export function exemptFromAddressLimits(request: FastifyRequest, services: Pick<ServerServices, 'mode'>): boolean {
  return services.mode === 'trial' && isLocalRequest(request);
}
