import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { safeText } from '../../http/validation.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { visitorAddress } from '../../http/clientAddress.ts';
import { exemptFromAddressLimits, Limits, spendOrThrow } from '../../limits/counters.ts';
import { findOrCreateGuest, userInfo } from './accounts.ts';
import { flag } from './schemas.ts';
import { issueToken } from './tokens.ts';

const registerSchema = z.object({
  devicetype: safeText(32).optional(),
  // Spec spelling. The web app sends its device id here.
  andriodid: safeText(128).optional(),
  showvip: flag.optional(),
});

/**
 * Launch step 3: one guest (virtual, accounttype 5) account per device id,
 * the same uid on every call; each call issues a fresh token.
 */
export function registerGuestRoutes(app: FastifyInstance): void {
  registerSigned(app, '/virtualactregister', registerSchema, async (input, { signed, request }) => {
    const deviceKey = (input.andriodid || signed.deviceid || '').trim();
    if (deviceKey.length < 8) throw new ApiError(ErrorCode.badRequest, '缺少设备标识，请重新打开应用');
    const now = nowSeconds(app.services);
    const { db } = app.services;
    // Only a new guest counts against its address: a device coming back is free, throwaway devices are not.
    const known = await db.query('SELECT 1 FROM accounts WHERE device_id = $1', [deviceKey]);
    if (known.rows.length === 0 && !exemptFromAddressLimits(request, app.services)) {
      const rule = { key: `guest:ip:${visitorAddress(request)}`, limit: Limits.guestsPerAddressPerHour, windowSeconds: 3600 };
      await spendOrThrow(db, rule, now, '当前网络新建的访客过多，请一小时后再试或登录使用');
    }
    const account = await findOrCreateGuest(db, deviceKey, now);
    const token = await issueToken(db, account.uid, now);
    return { userinfo: userInfo(account, token, now) };
  });
}
