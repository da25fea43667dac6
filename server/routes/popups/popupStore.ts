import * as z from 'zod';
import type { Queryable } from '../../db/types.ts';
import { packageById, packageRecord } from '../orders/packages.ts';

/** The rules a config carries (migration 0720 explains each); unknown keys are dropped. */
export const rulesSchema = z.object({
  firstVisit: z.boolean().default(false),
  guestOnly: z.boolean().default(false),
  notVip: z.boolean().default(true),
  oncePerDay: z.boolean().default(true),
  maxTimes: z.number().int().min(0).default(0),
  minCheckouts: z.number().int().min(0).default(0),
});

interface ConfigRow {
  id: number;
  kind: 'welcome' | 'retention';
  trigger: 'launch' | 'leaveCheckout';
  package_id: number;
  rules: unknown;
  title: string;
  body: string;
  image: string;
  button: string;
  starts_at: number | null;
  ends_at: number | null;
  priority: number;
}

const configColumns = `id, kind, trigger, package_id, rules, title, body, image, button,
  starts_at::float8 AS starts_at, ends_at::float8 AS ends_at, priority`;
const activeNow = 'active AND (starts_at IS NULL OR starts_at <= $1) AND (ends_at IS NULL OR ends_at > $1)';

/** Configs whose window is open at `now` and whose package exists, highest priority first. */
export async function activeConfigs(db: Queryable, now: number): Promise<ConfigRow[]> {
  const { rows } = await db.query<ConfigRow>(`SELECT ${configColumns} FROM popup_configs WHERE ${activeNow} ORDER BY priority DESC, id`, [now]);
  return rows.filter((row) => packageById(row.package_id) !== null);
}

export async function activeConfig(db: Queryable, id: number, now: number): Promise<ConfigRow | null> {
  const { rows } = await db.query<ConfigRow>(`SELECT ${configColumns} FROM popup_configs WHERE id = $2 AND ${activeNow}`, [now, id]);
  const row = rows[0];
  return row && packageById(row.package_id) ? row : null;
}

export interface DeviceHistory {
  lastShownAt: number | null;
  timesShown: number;
}

/** Per config: this device's last display and how many there were. */
export async function historyByConfig(db: Queryable, deviceId: string): Promise<Map<number, DeviceHistory>> {
  const { rows } = await db.query<{ config_id: number; last: number; times: number }>(
    `SELECT config_id, max(shown_at)::float8 AS last, count(*)::int AS times
     FROM popup_displays WHERE device_id = $1 AND action = 'shown' GROUP BY config_id`,
    [deviceId],
  );
  return new Map(rows.map((row) => [row.config_id, { lastShownAt: row.last, timesShown: row.times }]));
}

/** Spec 9, pop-up service: history is kept for 3000 entries and 90 days. */
export const HISTORY_ENTRIES = 3000;
export const HISTORY_SECONDS = 90 * 86_400;

export async function deviceDisplays(db: Queryable, deviceId: string, now: number) {
  const { rows } = await db.query<{ config_id: number; action: string; shown_at: number }>(
    `SELECT config_id, action, shown_at::float8 AS shown_at FROM popup_displays
     WHERE device_id = $1 AND shown_at > $2 ORDER BY shown_at DESC, id DESC LIMIT $3`,
    [deviceId, now - HISTORY_SECONDS, HISTORY_ENTRIES],
  );
  return rows;
}

export async function recordDisplay(
  db: Queryable,
  entry: { configId: number; deviceId: string; uid: number | null; action: string; now: number; ip: string },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO popup_displays (config_id, device_id, uid, action, shown_at, ip) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [entry.configId, entry.deviceId, entry.uid, entry.action, entry.now, entry.ip],
  );
  return rows[0]?.id ?? 0;
}

/** A config as /sfo/user_popup_configs lists it, with this device's history. */
export function configRecord(row: ConfigRow, history: DeviceHistory | undefined) {
  return {
    id: row.id,
    kind: row.kind,
    trigger: row.trigger,
    package_id: row.package_id,
    rules: rulesSchema.parse(row.rules ?? {}),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    last_shown_at: history?.lastShownAt ?? null,
    times_shown: history?.timesShown ?? 0,
  };
}

/** What /sfo/popup_windows/{id} shows: the texts and the package with its server price. */
export function windowRecord(row: ConfigRow) {
  const pack = packageById(row.package_id);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    image: row.image,
    button: row.button,
    package: pack ? packageRecord(pack) : null,
    // The only end time the pop-up may state (issue 27: no invented deadlines); null when the offer has none.
    ends_at: row.ends_at,
  };
}
