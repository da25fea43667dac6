import { z } from 'zod';
import type { ApiClient } from '../../services/api/client.ts';
import { packageSchema, type VipPackage } from '../membership/membershipApi.ts';
import type { PopupConfig } from './popupRules.ts';

/** Our pop-up service (server/routes/popups, docs/popups.md). Replies are `{ code: 10000, msg, ... }`. */

const rulesSchema = z.object({
  firstVisit: z.boolean().default(false),
  guestOnly: z.boolean().default(false),
  notVip: z.boolean().default(true),
  oncePerDay: z.boolean().default(true),
  maxTimes: z.number().int().min(0).default(0),
  minCheckouts: z.number().int().min(0).default(0),
});

const configSchema = z.looseObject({
  id: z.number().int(),
  kind: z.enum(['welcome', 'retention']),
  trigger: z.enum(['launch', 'leaveCheckout']),
  package_id: z.number().int(),
  rules: rulesSchema,
  starts_at: z.number().nullable(),
  ends_at: z.number().nullable(),
  last_shown_at: z.number().nullable(),
  times_shown: z.number().int().min(0),
});

// An offer kind this client does not know is skipped, not a failure of the whole list.
const configsReply = z.looseObject({ configs: z.array(z.unknown()) });

const windowSchema = z.looseObject({
  id: z.number().int(),
  kind: z.enum(['welcome', 'retention']),
  title: z.string(),
  body: z.string(),
  image: z.string(),
  button: z.string(),
  package: packageSchema,
});
export type PopupWindow = Omit<z.output<typeof windowSchema>, 'package'> & { package: VipPackage };

export type PopupAction = 'shown' | 'accepted' | 'closed';

export interface PopupApi {
  configs(deviceId: string): Promise<PopupConfig[]>;
  window(id: number): Promise<PopupWindow>;
  record(deviceId: string, configId: number, action: PopupAction): Promise<void>;
}

export function createPopupApi(api: Pick<ApiClient, 'contentGet' | 'contentPost'>): PopupApi {
  return {
    async configs(deviceId) {
      const reply = await api.contentGet('/sfo/user_popup_configs', { device_id: deviceId }, { schema: configsReply });
      return reply.configs.flatMap((raw) => {
        const parsed = configSchema.safeParse(raw);
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
      return (await api.contentGet(`/sfo/popup_windows/${id}`, {}, { schema: z.looseObject({ window: windowSchema }) })).window;
    },
    async record(deviceId, configId, action) {
      await api.contentPost('/sfo/popup_displays', { device_id: deviceId, config_id: configId, action });
    },
  };
}
