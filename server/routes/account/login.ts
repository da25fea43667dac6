import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { safeText } from '../../http/validation.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { findAccount, findOrCreatePhoneAccount, userInfo } from './accounts.ts';
import { guestFromLogin, mergeGuestInto } from './guestMerge.ts';
import { flag } from './schemas.ts';
import { consumeSmsCode } from './smsCodes.ts';
import { phoneOrThrow } from './sms.ts';
import { issueToken } from './tokens.ts';

const loginSchema = z.object({
  account: safeText(32),
  smscode: safeText(16).default(''),
  imgcode: safeText(16).optional(),
  showvip: flag.optional(),
  /** Ours: the guest this device used, so what it bought follows the login (docs/accounts.md). */
  viraccount: safeText(64).optional(),
  virusertoken: safeText(128).optional(),
});

/** Phone login with an SMS code; the first login creates the account. Every login issues a new token. */
export function registerLoginRoutes(app: FastifyInstance): void {
  const login = async (input: z.output<typeof loginSchema>) => {
    const phone = phoneOrThrow(input.account);
    const now = nowSeconds(app.services);
    const { db } = app.services;
    await consumeSmsCode(db, phone, input.smscode.trim(), now);
    const account = await findOrCreatePhoneAccount(db, phone, now);
    const guest = await guestFromLogin(db, input.viraccount, input.virusertoken, now);
    if (guest !== null) await mergeGuestInto(db, guest, account.uid, now);
    const token = await issueToken(db, account.uid, now);
    const fresh = (await findAccount(db, account.uid)) ?? account;
    return { userinfo: userInfo(fresh, token, now) };
  };
  registerSigned(app, '/loginquick', loginSchema, login);
  registerSigned(app, '/safloginquick', loginSchema, login);
}
