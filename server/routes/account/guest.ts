import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context';
import { ApiError, ErrorCode } from '../../http/errors';
import { safeText } from '../../http/validation';
import { registerSigned } from '../../signed/registerSigned';
import { findOrCreateGuest, userInfo } from './accounts';
import { flag } from './schemas';
import { issueToken } from './tokens';

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
  registerSigned(app, '/virtualactregister', registerSchema, async (input, { signed }) => {
    const deviceKey = (input.andriodid || signed.deviceid || '').trim();
    if (deviceKey.length < 8) throw new ApiError(ErrorCode.badRequest, '缺少设备标识，请重新打开应用');
    const now = nowSeconds(app.services);
    const { db } = app.services;
    const account = await findOrCreateGuest(db, deviceKey, now);
    const token = await issueToken(db, account.uid, now);
    return { userinfo: userInfo(account, token, now) };
  });
}
