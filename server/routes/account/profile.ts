import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { safeText } from '../../http/validation.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { AccountType, deleteAccount, findAccount, userInfo } from './accounts.ts';
import { credentials } from './schemas.ts';
import { authenticate } from './tokens.ts';

/** 1–20 characters after trimming, no control characters. */
const nickname = z
  .string()
  .transform((value) => value.trim())
  .refine((value) => [...value].length >= 1 && [...value].length <= 20 && !/\p{Cc}/u.test(value), { message: 'nickname' });
const birthday = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((value) => !Number.isNaN(Date.parse(value)))]);

const basicInfoSchema = z.object({
  ...credentials,
  nickname: nickname.optional(),
  sex: z.coerce.number().int().min(0).max(2).optional(),
  birthday: birthday.optional(),
});

/** Profile changes, feedback and account cancellation; all act only on the token's own account. */
export function registerProfileRoutes(app: FastifyInstance): void {
  const reply = async (uid: number, token: string) => {
    const now = nowSeconds(app.services);
    const fresh = await findAccount(app.services.db, uid);
    if (!fresh) throw new ApiError(ErrorCode.notFound, '账号不存在');
    return { userinfo: userInfo(fresh, token, now) };
  };

  registerSigned(app, '/changenick', z.object({ ...credentials, nickname }), async (input) => {
    const auth = await authenticate(app.services.db, input.account, input.usertoken, nowSeconds(app.services));
    await app.services.db.query('UPDATE accounts SET nickname = $1 WHERE uid = $2', [input.nickname, auth.account.uid]);
    return reply(auth.account.uid, auth.token);
  });

  registerSigned(app, '/changebasicinfo', basicInfoSchema, async (input) => {
    const auth = await authenticate(app.services.db, input.account, input.usertoken, nowSeconds(app.services));
    const row = auth.account;
    await app.services.db.query('UPDATE accounts SET nickname = $1, sex = $2, birthday = $3 WHERE uid = $4', [
      input.nickname ?? row.nickname,
      input.sex ?? row.sex,
      input.birthday ?? row.birthday,
      row.uid,
    ]);
    return reply(row.uid, auth.token);
  });

  registerSigned(
    app,
    '/feedback',
    z.object({ ...credentials, content: safeText(500).transform((value) => value.trim()).refine((value) => [...value].length >= 5), contact: safeText(100).default('') }),
    async (input) => {
      const now = nowSeconds(app.services);
      const auth = await authenticate(app.services.db, input.account, input.usertoken, now);
      await app.services.db.query('INSERT INTO feedback (uid, content, contact, created_at) VALUES ($1, $2, $3, $4)', [
        auth.account.uid,
        input.content,
        input.contact.trim(),
        now,
      ]);
      return {};
    },
  );

  // Ours (the spec shows the page, not the call). Guests have nothing to cancel: their data is the device's.
  registerSigned(app, '/cancelaccount', z.object({ ...credentials, confirm: z.coerce.number().pipe(z.literal(1)) }), async (input) => {
    const auth = await authenticate(app.services.db, input.account, input.usertoken, nowSeconds(app.services));
    if (auth.account.accounttype === AccountType.guest) throw new ApiError(ErrorCode.badRequest, '游客账号无需注销');
    const pending = await app.services.db.query('SELECT 1 FROM orders WHERE uid = $1 AND status = 1 AND created_at > $2 LIMIT 1', [
      auth.account.uid,
      nowSeconds(app.services) - 900,
    ]);
    if (pending.rows.length > 0) throw new ApiError(40901, '有正在支付的订单，请在订单完成或关闭后再注销', { status: 409 });
    await deleteAccount(app.services.db, auth.account.uid);
    return {};
  });
}
