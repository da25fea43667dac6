import * as z from 'zod';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { visitorAddress } from '../../http/clientAddress.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { safeText } from '../../http/validation.ts';
import type { WechatLoginProvider } from '../../providers/wechat/index.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { findAccount, findOrCreateWechatAccount, userInfo } from './accounts.ts';
import { guestFromLogin, mergeGuestInto } from './guestMerge.ts';
import { createMemoryLimiter } from './memoryLimiter.ts';
import { flag } from './schemas.ts';
import { randomToken, sha256Hex } from './secrets.ts';
import { issueToken } from './tokens.ts';
import { confirmPage, resultPage } from './wechatPages.ts';

/** A tag lives 5 minutes: the app reuses it for 60 s and polls up to 200 times. */
export const LOGIN_TAG_LIFE_SECONDS = 300;
export const WechatCode = { waiting: 19100, expired: 19101 } as const;

const stateSchema = z.object({
  logintag: safeText(64),
  showvip: flag.optional(),
  viraccount: safeText(64).optional(),
  virusertoken: safeText(128).optional(),
});
const SANDBOX_COOKIE = 'bzsj_wx_sandbox';

function requestOrigin(request: FastifyRequest, env: NodeJS.ProcessEnv): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const host = request.headers.host ?? '127.0.0.1';
  return `${request.protocol}://${host}`;
}

function sandboxOpenId(request: FastifyRequest, reply: FastifyReply): string {
  const cookie = /(?:^|;\s*)bzsj_wx_sandbox=([A-Za-z0-9_-]{16,64})/.exec(request.headers.cookie ?? '')?.[1];
  if (cookie) return `sandbox:${cookie}`;
  const fresh = randomBytes(16).toString('base64url');
  reply.header('set-cookie', `${SANDBOX_COOKIE}=${fresh}; Path=/api/wechat; Max-Age=31536000; HttpOnly; SameSite=Lax`);
  return `sandbox:${fresh}`;
}

/** WeChat scan login: tags, polling, and the approve step (sandbox confirm page or the real callback). */
export function registerWechatRoutes(app: FastifyInstance, provider: WechatLoginProvider | null, env: NodeJS.ProcessEnv): void {
  const tagLimiter = createMemoryLimiter({ limit: 30, windowMs: 60_000 });

  registerSigned(app, '/wechatguid', z.object({}), async (_input, { request }) => {
    if (!provider) throw new ApiError(ErrorCode.notConfigured, '微信登录暂未开通，请使用手机号登录');
    if (!tagLimiter.hit(visitorAddress(request), app.services.now())) throw new ApiError(ErrorCode.rateLimited);
    const now = nowSeconds(app.services);
    const tag = randomToken(16);
    await app.services.db.query('INSERT INTO wechat_logins (tag_hash, created_at, expires_at) VALUES ($1, $2, $3)', [
      sha256Hex(tag),
      now,
      now + LOGIN_TAG_LIFE_SECONDS,
    ]);
    await app.services.db.query('DELETE FROM wechat_logins WHERE expires_at < $1', [now - 86_400]);
    return { logintag: tag, qrurl: provider.qrUrl(tag, requestOrigin(request, env)), provider: provider.name };
  });

  registerSigned(app, '/wechatstate', stateSchema, async (input) => {
    const now = nowSeconds(app.services);
    const { db } = app.services;
    // Consumed in the same statement that reads it: one approval logs in exactly one poll.
    const { rows } = await db.query<{ uid: number }>(
      'UPDATE wechat_logins SET state = 2 WHERE tag_hash = $1 AND state = 1 AND expires_at > $2 RETURNING uid',
      [sha256Hex(input.logintag), now],
    );
    const uid = rows[0]?.uid;
    if (uid === undefined) {
      const pending = await db.query('SELECT 1 FROM wechat_logins WHERE tag_hash = $1 AND state = 0 AND expires_at > $2', [sha256Hex(input.logintag), now]);
      if (pending.rows.length > 0) return { code: WechatCode.waiting, msg: '等待扫码确认' };
      return { code: WechatCode.expired, msg: '二维码已过期，请刷新' };
    }
    const guest = await guestFromLogin(db, input.viraccount, input.virusertoken, now);
    if (guest !== null) await mergeGuestInto(db, guest, uid, now);
    const account = await findAccount(db, uid);
    if (!account) return { code: WechatCode.expired, msg: '二维码已过期，请刷新' };
    return { userinfo: userInfo(account, await issueToken(db, uid, now), now) };
  });

  const approve = async (tag: string, openid: string): Promise<boolean> => {
    const now = nowSeconds(app.services);
    const account = await findOrCreateWechatAccount(app.services.db, openid, now);
    const { rows } = await app.services.db.query(
      'UPDATE wechat_logins SET state = 1, uid = $1 WHERE tag_hash = $2 AND state = 0 AND expires_at > $3 RETURNING 1',
      [account.uid, sha256Hex(tag), now],
    );
    return rows.length > 0;
  };

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, async (_request: FastifyRequest, body: string) =>
      Object.fromEntries(new URLSearchParams(body)),
    );
    const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
    const tagQuery = z.object({ tag: z.string().min(8).max(64) });

    if (provider?.name === 'sandbox') {
      scope.get('/api/wechat/confirm', async (request, reply) => {
        const parsed = tagQuery.safeParse(request.query);
        return html(reply, parsed.success ? confirmPage(parsed.data.tag) : resultPage(false));
      });
      scope.post('/api/wechat/confirm', async (request, reply) => {
        const parsed = tagQuery.safeParse(request.body);
        const ok = parsed.success && (await approve(parsed.data.tag, sandboxOpenId(request, reply)));
        return html(reply.code(ok ? 200 : 410), resultPage(ok));
      });
    }

    const exchange = provider?.exchangeCode;
    if (exchange) {
      scope.get('/api/wechat/callback', async (request, reply) => {
        const parsed = z.object({ code: z.string().min(1).max(256), state: z.string().min(8).max(64) }).safeParse(request.query);
        if (!parsed.success) return html(reply.code(400), resultPage(false));
        try {
          const ok = await approve(parsed.data.state, await exchange(parsed.data.code));
          return html(reply.code(ok ? 200 : 410), resultPage(ok));
        } catch (error) {
          request.log.warn({ err: error }, 'WeChat login callback failed');
          return html(reply.code(502), resultPage(false));
        }
      });
    }
  });
}
