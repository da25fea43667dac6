import { z } from 'zod/mini';
import { lazily } from '../../shared/lazily.ts';
import type { ApiClient } from '../../services/api/client.ts';
import type { VipPackage } from '../membership/membershipApi.ts';
import type { PopupConfig } from './popupRules.ts';

/**
 * Our pop-up service (server/routes/popups, docs/popups.md). This module is on
 * the start-up path, so it validates with zod/mini (src/app/startupImports.test.ts).
 */

/** Built on first use (shared/lazily.ts): the startup chunk imports this module. */
const schemas = lazily(() => {
  const flag = (fallback: boolean) => z._default(z.boolean(), fallback);
  const count = z._default(z.int().check(z.nonnegative()), 0);
  const rulesSchema = z.object({
    firstVisit: flag(false),
    guestOnly: flag(false),
    notVip: flag(true),
    oncePerDay: flag(true),
    maxTimes: count,
    minCheckouts: count,
  });

  const configSchema = z.looseObject({
    id: z.int(),
    kind: z.enum(['welcome', 'retention']),
    trigger: z.enum(['launch', 'leaveCheckout']),
    package_id: z.int(),
    rules: rulesSchema,
    starts_at: z.nullable(z.number()),
    ends_at: z.nullable(z.number()),
    last_shown_at: z.nullable(z.number()),
    times_shown: z.int().check(z.nonnegative()),
  });

  // An offer kind this client does not know is skipped, not a failure of the whole list.
  const configsReply = z.looseObject({ configs: z.array(z.unknown()) });

  const text = z._default(z.string(), '');
  /** The server's package record (the membership page's VipPackage), checked here without classic zod. */
  const packageSchema = z.looseObject({
    id: z.number(),
    readid: z.number(),
    type: z.string(),
    name: z.string(),
    price: z.string(),
    unitPrice: z.string(),
    unit: text,
    monovalent: text,
    paypackDis: text,
    paypack: z.string(),
    tag: text,
    upgradeFrom: text,
  });

  const windowSchema = z.looseObject({
    id: z.int(),
    kind: z.enum(['welcome', 'retention']),
    title: z.string(),
    body: z.string(),
    image: text,
    button: z.string(),
    package: packageSchema,
    ends_at: z.optional(z.nullable(z.number())),
  });
  return { configSchema, configsReply, windowReply: z.looseObject({ window: windowSchema }) };
});

export interface PopupWindow {
  id: number;
  kind: 'welcome' | 'retention';
  title: string;
  body: string;
  image: string;
  button: string;
  package: VipPackage;
  /** When the offer really ends (unix seconds), or null/absent when it has no end. */
  ends_at?: number | null;
}

export type PopupAction = 'shown' | 'accepted' | 'closed';

export interface PopupApi {
  configs(deviceId: string): Promise<PopupConfig[]>;
  window(id: number): Promise<PopupWindow>;
  record(deviceId: string, configId: number, action: PopupAction): Promise<void>;
}

export function createPopupApi(api: Pick<ApiClient, 'contentGet' | 'contentPost'>): PopupApi {
  return {
    async configs(deviceId) {
      const reply = await api.contentGet('/sfo/user_popup_configs', { device_id: deviceId }, { schema: schemas().configsReply });
      return reply.configs.flatMap((raw): PopupConfig[] => {
        const parsed = z.safeParse(schemas().configSchema, raw);
        if (!parsed.success) return [];
        const config = parsed.data;
        return [
          {
            id: config.id,
            kind: config.kind,
            trigger: config.trigger,
            packageId: config.package_id,
            rules: config.rules,
            startsAt: config.starts_at,
            endsAt: config.ends_at,
            lastShownAt: config.last_shown_at,
            timesShown: config.times_shown,
          },
        ];
      });
    },
    async window(id) {
      const { window } = await api.contentGet(`/sfo/popup_windows/${id}`, {}, { schema: schemas().windowReply });
      return window;
    },
    async record(deviceId, configId, action) {
      await api.contentPost('/sfo/popup_displays', { device_id: deviceId, config_id: configId, action });
    },
  };
}
