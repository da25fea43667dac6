import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_SECRET } from '../workers/core/signing/sign.ts';
import { encodePaypack, PACKAGES } from './routes/orders/packages.ts';
import { productionProblems, readServerEnv, readTrustProxy } from './config.ts';
import { signedBody } from './testing/signing.ts';
import type { RunningServer } from './testing/testServer.ts';
import { postJson, request, startTestServer } from './testing/testServer.ts';

const secret = 'production-signing-secret-0123';
const productionEnv = { NODE_ENV: 'production', SIGN_SECRET: secret, EXPORT_TICKET_SECRET: 'a-ticket-key-of-our-own-0123' };

/** Routes that only the local trial may have: each hands out something for nothing. */
const trialOnly = [
  ['GET', '/dev/sms-outbox?account=13900000000'],
  ['GET', '/dev/image-code?account=13900000000'],
  ['POST', '/dev/sms-expire'],
  ['GET', '/dev/analytics'],
  ['PUT', '/dev/product-config'],
  ['POST', '/dev/pay/refund'],
  ['GET', '/api/pay/sandbox?orderno=BZ20260101000000aaaaaaaaaa'],
  ['POST', '/api/pay/sandbox/pay'],
  ['POST', '/api/pay/sandbox/cancel'],
  ['POST', '/api/pay/notify/sandbox'],
  ['GET', '/api/wechat/confirm?tag=abcdefgh12345678'],
  ['POST', '/api/wechat/confirm'],
] as const;

function probe(server: RunningServer, method: string, path: string) {
  return request(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json' }, ...(method === 'GET' ? {} : { body: '{}' }) });
}

describe('production configuration', () => {
  it('refuses to start without secrets, naming each missing one', () => {
    expect(() => readServerEnv({ NODE_ENV: 'production', SMS_PROVIDER: 'sandbox' })).toThrow(/SIGN_SECRET is not set[\s\S]*SMS_PROVIDER=sandbox/);
  });

  it('refuses the built-in signing secret, a short secret and the sandbox SMS provider', () => {
    expect(productionProblems({ SIGN_SECRET }).join('\n')).toMatch(/SIGN_SECRET is the built-in trial secret/);
    expect(productionProblems({ SIGN_SECRET: 'short' }).join('\n')).toMatch(/SIGN_SECRET must be at least 16/);
    expect(productionProblems({ ...productionEnv, SMS_PROVIDER: 'sandbox' }).join('\n')).toMatch(/SMS_PROVIDER=sandbox/);
    expect(productionProblems(productionEnv)).toEqual([]);
  });

  it('refuses a missing, trial, reused or short export ticket key (docs/membership.md)', () => {
    const problems = (ticket: string | undefined) => productionProblems({ ...productionEnv, EXPORT_TICKET_SECRET: ticket }).join('\n');
    expect(problems(undefined)).toMatch(/EXPORT_TICKET_SECRET is not set/);
    expect(problems('bzsj-trial-export-ticket-key-not-for-production')).toMatch(/EXPORT_TICKET_SECRET must be your own/);
    expect(problems(secret)).toMatch(/EXPORT_TICKET_SECRET must be your own/);
    expect(problems('short')).toMatch(/EXPORT_TICKET_SECRET must be at least 16/);
  });

  it('starts with its own secrets in production mode, and in trial mode without any', () => {
    expect(readServerEnv(productionEnv).build).toMatchObject({ mode: 'production', signSecret: secret });
    expect(readServerEnv({}).build.mode).toBe('trial');
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as "trust everything"', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('0')).toBe(false);
    expect(readTrustProxy('2')).toBe(2);
    expect(readTrustProxy('10.0.0.2, 10.0.0.0/8')).toEqual(['10.0.0.2', '10.0.0.0/8']);
    expect(() => readTrustProxy('true')).toThrow(/hop count/);
    expect(() => readTrustProxy('yes please')).toThrow(/TRUST_PROXY/);
  });
});

describe('a production server', () => {
  let production: RunningServer;
  let trial: RunningServer;
  const previous = { ...process.env };

  beforeAll(async () => {
    // The provider variables are read from the environment: none is set, so every provider is "not configured".
    for (const name of ['SMS_PROVIDER', 'WECHAT_APPID', 'WECHAT_SECRET', 'WXPAY_MCHID', 'ALIPAY_APP_ID']) delete process.env[name];
    production = await startTestServer({ mode: 'production', signSecret: secret });
    trial = await startTestServer();
  });

  afterAll(async () => {
    await production?.close();
    await trial?.close();
    Object.assign(process.env, previous);
  });

  const call = (server: RunningServer, name: string, fields: Record<string, string | number> = {}, key = secret) =>
    postJson(`${server.url}/api/v4/${name}`, signedBody(fields, Math.floor(Date.now() / 1000), key));

  it('has none of the dev, sandbox payment or sandbox WeChat routes, even from loopback', async () => {
    for (const [method, path] of trialOnly) {
      const response = await probe(production, method, path);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ code: 40400, msg: expect.any(String) });
    }
  });

  it('while the trial server has them (from loopback)', async () => {
    for (const [method, path] of trialOnly) {
      const response = await probe(trial, method, path);
      expect(response.body, `${method} ${path}`).not.toEqual({ code: 40400, msg: '接口不存在' });
    }
  });

  it('refuses requests signed with the built-in trial secret', async () => {
    const response = await call(production, 'getutctime', {}, SIGN_SECRET);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 40001 });
    expect((await call(production, 'getutctime')).body).toMatchObject({ code: 10000 });
  });

  it('answers SMS login, WeChat login and payment without a configured provider with 503 / 50301, never the sandbox', async () => {
    const sms = await call(production, 'safsmsverify', { account: '13900001111', verifytype: 'quicklogin' });
    expect(sms.status).toBe(503);
    expect(sms.body).toEqual({ code: 50301, msg: '短信登录暂未开通，请使用微信登录' });

    const wechat = await call(production, 'wechatguid');
    expect(wechat.status).toBe(503);
    expect(wechat.body).toEqual({ code: 50301, msg: '微信登录暂未开通，请使用手机号登录' });

    const guest = await call(production, 'virtualactregister', { andriodid: 'production-device-1' });
    const user = (guest.body as { userinfo: { username: string; usertoken: string } }).userinfo;
    const pack = encodePaypack(PACKAGES.find((candidate) => candidate.listed && candidate.grant.kind !== 'upgrade') ?? PACKAGES[0]!);
    const pay = await call(production, 'payh5order', { account: user.username, usertoken: user.usertoken, orderpackinfo: pack, paygateway: 'weixinpay' });
    expect(pay.status).toBe(503);
    expect(pay.body).toEqual({ code: 50301, msg: '微信支付暂未开通，请使用其他支付方式' });
  });
});
