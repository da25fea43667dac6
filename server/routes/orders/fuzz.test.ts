import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedBody } from '../../testing/signing.ts';
import type { RunningServer } from '../../testing/testServer.ts';
import { request, startTestServer } from '../../testing/testServer.ts';
import { createTestClock } from '../account/accountTestKit.ts';

const clock = createTestClock();
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: 1 });
});
afterAll(() => server?.close());

const signedRoutes = [
  'virtualactregister', 'checktoken', 'memprofile', 'membasicinfo', 'signout', 'safsmsverify', 'smsverify', 'imgverify', 'loginquick',
  'safloginquick', 'changenick', 'changebasicinfo', 'feedback', 'cancelaccount', 'wechatguid', 'wechatstate', 'packagelist',
  'produceorderno', 'payapporder', 'payh5order', 'payorderstate', 'payorderstatedetails', 'memorder', 'payharmonyosinner',
];
const fieldNames = [
  'account', 'usertoken', 'smscode', 'imgcode', 'logintag', 'orderpackinfo', 'order', 'nickname', 'content', 'contact', 'andriodid',
  'verifytype', 'paygateway', 'sex', 'birthday', 'confirm', 'querytype', 'ifname', 'showvip', 'viraccount', 'virusertoken', 'deviceos',
];
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('13912345678', '86-13912345678', '', '\u0000', 'eyJwYWNrYWdlaWQiOjN9', 'BZ20260301080000abcdef0123', '1995-02-30'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const payload = fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 6 });

function isClientAnswer(status: number, body: unknown): boolean {
  const code = (body as { code?: unknown } | undefined)?.code;
  return status < 500 && (status === 200 || typeof code === 'number');
}

describe('bad input never reaches a 5xx', () => {
  it('signed account and order calls with random fields of any type', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...signedRoutes), payload, fc.ipV4(), async (name, fields, ip) => {
        clock.advance(1);
        const response = await fetch(`${server.url}/api/v4/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify(signedBody(fields, clock.seconds())),
        });
        const text = await response.text();
        expect(isClientAnswer(response.status, JSON.parse(text)), `${name} ${JSON.stringify(fields)} → ${response.status} ${text}`).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('payment notifications, pay page actions and photo uploads with random bodies and headers', async () => {
    const targets = ['/api/pay/notify/sandbox', '/api/pay/notify/wxpay', '/api/pay/notify/alipay', '/api/pay/sandbox/pay', '/api/pay/sandbox/cancel', '/api/wechat/confirm', '/api/v4/changephoto'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.oneof(fc.string({ maxLength: 200 }), fc.json(), fc.string({ unit: 'binary', maxLength: 100 })),
        fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'image/png', 'application/octet-stream'),
        fc.dictionary(fc.constantFrom('x-sandbox-timestamp', 'x-sandbox-nonce', 'x-sandbox-signature', 'wechatpay-signature'), fc.string({ maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')), { maxKeys: 3 }),
        fc.dictionary(fc.constantFrom('orderno', 'account', 'timestamp', 'datasign', 'filemd5'), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
        async (path, body, type, headers, query) => {
          const response = await request(`${server.url}${path}?${new URLSearchParams(query)}`, { method: 'POST', headers: { ...headers, 'content-type': type }, body });
          expect(response.status, `${path} ${type} ${body.slice(0, 80)} → ${response.status} ${response.text.slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
