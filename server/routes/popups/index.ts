import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { visitorAddress } from '../../http/clientAddress.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { parseOrThrow, safeText } from '../../http/validation.ts';
import { exemptFromAddressLimits, Limits, spendOrThrow } from '../../limits/counters.ts';
import { authenticate } from '../account/tokens.ts';
import { activeConfig, activeConfigs, configRecord, deviceDisplays, historyByConfig, recordDisplay, windowRecord } from './popupStore.ts';

/**
 * Our own pop-up service under the spec's paths (spec 7 names only the paths;
 * the shapes are ours, docs/popups.md). Like the content service, a success
 * has no `code` field (the client treats one as an error, spec 8); an error
 * is a 4xx `{ code, msg }`. Displays are keyed by the client's
 * device id (`uuid`): a pop-up history is not worth a login, and a guest has
 * the same device id before and after it gets an account.
 */
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

const deviceQuery = z.object({ device_id: deviceIdSchema });
const idParams = z.object({ id: z.string().regex(/^\d{1,9}$/).transform(Number) });
const displayBody = z.object({
  device_id: deviceIdSchema,
  config_id: z.number().int().positive().max(999_999_999),
  action: z.enum(['shown', 'accepted', 'closed']),
  account: safeText(64).optional(),
  usertoken: safeText(128).optional(),
});

const tooMany = '弹窗记录过于频繁，请稍后再试';
const gone = '活动不存在或已结束';

export function registerPopupRoutes(app: FastifyInstance): void {
  app.get('/sfo/user_popup_configs', async (request) => {
    const { device_id } = parseOrThrow(deviceQuery, request.query);
    const now = nowSeconds(app.services);
    const [configs, history] = await Promise.all([activeConfigs(app.services.db, now), historyByConfig(app.services.db, device_id)]);
    return { server_time: now, configs: configs.map((row) => configRecord(row, history.get(row.id))) };
  });

  app.get('/sfo/popup_windows/:id', async (request) => {
    const { id } = parseOrThrow(idParams, request.params);
    const row = await activeConfig(app.services.db, id, nowSeconds(app.services));
    if (!row) throw new ApiError(ErrorCode.notFound, gone);
    return { window: windowRecord(row) };
  });

  app.get('/sfo/popup_displays', async (request) => {
    const { device_id } = parseOrThrow(deviceQuery, request.query);
    return { list: await deviceDisplays(app.services.db, device_id, nowSeconds(app.services)) };
  });

  app.post('/sfo/popup_displays', async (request) => {
    const input = parseOrThrow(displayBody, request.body);
    const { db } = app.services;
    const now = nowSeconds(app.services);
    const address = visitorAddress(request);
    if (!exemptFromAddressLimits(request, app.services)) {
      await spendOrThrow(db, { key: `popup:ip:${address}`, limit: Limits.popupDisplaysPerAddressPerHour, windowSeconds: 3600 }, now, tooMany);
    }
    await spendOrThrow(db, { key: `popup:device:${input.device_id}`, limit: Limits.popupDisplaysPerDevicePerHour, windowSeconds: 3600 }, now, tooMany);
    if (!(await activeConfig(db, input.config_id, now))) throw new ApiError(ErrorCode.notFound, gone);
    const uid = input.account && input.usertoken ? (await authenticate(db, input.account, input.usertoken, now)).account.uid : null;
    const id = await recordDisplay(db, { configId: input.config_id, deviceId: input.device_id, uid, action: input.action, now, ip: address });
    return { id };
  });
}
