import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { isLocalRequest } from '../../http/clientAddress.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validation.ts';
import type { AccountDeps } from './deps.ts';
import { normalisePhone } from './schemas.ts';

const outboxQuery = z.object({
  account: z.string().max(32).optional(),
  limit: z.string().regex(/^\d{1,3}$/).transform(Number).optional(),
});
const phoneBody = z.object({ account: z.string().max(32) });

function phoneOf(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const phone = normalisePhone(raw);
  if (!phone) throw new ApiError(ErrorCode.badRequest, '请输入正确的手机号');
  return phone;
}

/**
 * Loopback-only helpers for development and tests (the same guard as the
 * other /dev routes): the sandbox SMS outbox, the last image code, and making
 * a phone's SMS code expire now (to see the expired-code message without
 * waiting five minutes).
 */
export function registerAccountDevRoutes(app: FastifyInstance, deps: AccountDeps): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isLocalRequest(request)) throw new ApiError(ErrorCode.forbidden);
    });

    scope.get('/dev/sms-outbox', async (request) => {
      const query = parseOrThrow(outboxQuery, request.query);
      if (!deps.sms.outbox) throw new ApiError(ErrorCode.notFound, '当前短信通道不是沙箱，没有发件箱');
      const phone = phoneOf(query.account);
      return { provider: deps.sms.provider?.name ?? 'none', messages: deps.sms.outbox.list({ ...(phone ? { phone } : {}), limit: query.limit ?? 20 }) };
    });

    scope.get('/dev/image-code', async (request) => {
      const phone = phoneOf(parseOrThrow(phoneBody, request.query).account) ?? '';
      const code = deps.imageOutbox?.latest(phone) ?? null;
      if (code === null) throw new ApiError(ErrorCode.notFound, '没有该手机号的图形验证码');
      return { account: phone, code };
    });

    scope.post('/dev/sms-expire', async (request) => {
      const phone = phoneOf(parseOrThrow(phoneBody, request.body).account) ?? '';
      const now = nowSeconds(app.services);
      const { rows } = await app.services.db.query('UPDATE sms_codes SET expires_at = $1 WHERE phone = $2 RETURNING 1', [now, phone]);
      return { account: phone, expired: rows.length };
    });
  });
}
