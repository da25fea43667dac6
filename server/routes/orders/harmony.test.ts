import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStoreSigner, signJws } from '../../testing/harmonyJws.ts';
import type { RunningServer } from '../../testing/testServer.ts';
import { startTestServer } from '../../testing/testServer.ts';
import { createCaller, createTestClock, type Caller } from '../account/accountTestKit.ts';
import { encodePaypack, packageById } from './packages.ts';

/**
 * A real server configured for Harmony in-app purchases with a store key made
 * here (HARMONY_IAP_KEY = its public key), real HTTP, real PGlite.
 */
const clock = createTestClock();
const store = createTestStoreSigner();
const PACKAGE_ID = 'com.example.biaozhi';
let server: RunningServer;
let api: Caller;
const DAY = 86_400;

beforeAll(async () => {
  process.env.HARMONY_IAP_KEY = store.publicPem;
  process.env.HARMONY_PACKAGE_ID = PACKAGE_ID;
  try {
    server = await startTestServer({ now: clock.now, trustProxy: 1 });
  } finally {
    // Read once at start-up; nothing else in this process should see it.
    delete process.env.HARMONY_IAP_KEY;
    delete process.env.HARMONY_PACKAGE_ID;
  }
  api = createCaller(server, clock);
});
afterAll(() => server?.close());

type Info = { uid: string; username: string; usertoken: string; vip: Array<{ auth_value: number }> };
type Reply = { code: number; msg: string } & Record<string, unknown>;
const creds = (user: Info) => ({ account: user.username, usertoken: user.usertoken });
const reply = async (response: Promise<{ status: number; body: unknown }>): Promise<Reply & { status: number }> => {
  const { status, body } = await response;
  return { status, ...(body as Reply) };
};

async function guest(): Promise<Info> {
  const response = await api.call('virtualactregister', { andriodid: `dev-${Math.random().toString(36).slice(2, 12)}`, showvip: 1 });
  return (response.body as { userinfo: Info }).userinfo;
}

async function harmonyOrder(user: Info, packageId = 3): Promise<string> {
  const pack = packageById(packageId);
  if (!pack) throw new Error(`no package ${packageId}`);
  const created = await reply(api.call('produceorderno', { ...creds(user), orderpackinfo: encodePaypack(pack), paygateway: 'harmonyiap', productinfo: '' }));
  expect(created).toMatchObject({ status: 200, code: 10000, paygateway: 'harmony' });
  return created.orderno as string;
}

let purchaseCounter = 0;
/** What the store would sign for `orderno` (IAP Kit PurchaseOrderPayload fields). */
function purchaseFor(orderno: string, overrides: Record<string, unknown> = {}) {
  purchaseCounter += 1;
  return {
    environment: 'NORMAL',
    purchaseOrderId: `PO${purchaseCounter}${Math.random().toString(36).slice(2, 8)}`,
    purchaseToken: `TK${purchaseCounter}${Math.random().toString(36).slice(2, 12)}`,
    productId: 'bzsj_vip_month',
    productType: 0,
    developerPayload: orderno,
    bundleName: PACKAGE_ID,
    purchaseTime: clock.now(),
    ...overrides,
  };
}

/** The spec's Harmony verification fields, as src/features/membership/harmonyPay.ts sends them. */
function report(user: Info, orderno: string, purchase: { purchaseOrderId: unknown; purchaseToken: unknown }, jws: string) {
  return reply(
    api.call('payharmonyosinner', {
      devicetype: 'app',
      ...creds(user),
      deviceos: 'harmony',
      productinfo: '',
      payorderid: orderno,
      purchaseid: String(purchase.purchaseOrderId),
      purchasetoken: String(purchase.purchaseToken),
      jwsPurchaseOrder: jws,
    }),
  );
}

const payState = async (user: Info, orderno: string) => (await reply(api.call('payorderstate', { ...creds(user), order: orderno }))).code;
const expiry = async (user: Info) => ((await api.call('memprofile', creds(user))).body as { userinfo: Info }).userinfo.vip[0]?.auth_value ?? null;
const grants = async (orderno: string) => (await server.app.services.db.query('SELECT 1 FROM order_grants WHERE orderno = $1', [orderno])).rows.length;
const refused = { status: 400, code: 40361, msg: '支付凭证校验未通过，未扣款请重试；已扣款请联系客服并提供订单号' };

describe('Harmony in-app purchase, configured', () => {
  it('a purchase signed by the store pays its order: 31 days of VIP, pay state 10000', async () => {
    const buyer = await guest();
    const orderno = await harmonyOrder(buyer);
    expect(await payState(buyer, orderno)).toBe(20000);
    const purchase = purchaseFor(orderno);
    expect(await report(buyer, orderno, purchase, store.sign(purchase))).toMatchObject({ status: 200, code: 10000, paid: true, orderno, packageid: 536 });
    expect(await payState(buyer, orderno)).toBe(10000);
    expect(await expiry(buyer)).toBe(clock.seconds() + 31 * DAY);
  });

  it('grants exactly once: the same report again, and racing reports, add nothing', async () => {
    const buyer = await guest();
    const orderno = await harmonyOrder(buyer);
    const purchase = purchaseFor(orderno);
    const jws = store.sign(purchase);
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(buyer, orderno, purchase, jws)));
    // A racing copy may be refused as a replay of the same signed body; none may be an error of ours.
    for (const answer of answers) expect([10000, 40003]).toContain(answer.code);
    expect(await report(buyer, orderno, purchase, jws)).toMatchObject({ code: 10000, paid: true });
    expect(await grants(orderno)).toBe(1);
    expect(await expiry(buyer)).toBe(clock.seconds() + 31 * DAY);
  });

  it('refuses a purchase order signed with any other key, or with another algorithm, and grants nothing', async () => {
    const buyer = await guest();
    const orderno = await harmonyOrder(buyer);
    const purchase = purchaseFor(orderno);
    const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(await report(buyer, orderno, purchase, signJws(forger, purchase))).toEqual(refused);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(purchase)).toString('base64url')}.`;
    expect(await report(buyer, orderno, purchase, unsigned)).toEqual(refused);
    expect(await report(buyer, orderno, purchase, store.sign(purchase, { alg: 'HS256' }))).toEqual(refused);
    // A genuine signature with one payload byte changed.
    const [head, , sig] = store.sign(purchase).split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...purchase, productId: 'bzsj_vip_lifetime' })).toString('base64url')}.${sig}`;
    expect(await report(buyer, orderno, purchase, tampered)).toEqual(refused);
    expect(await report(buyer, orderno, purchase, 'not a jws')).toEqual(refused);
    expect(await payState(buyer, orderno)).toBe(20000);
    expect(await expiry(buyer)).toBeNull();
  });

  it('refuses a genuine purchase that does not name this order, its package, this app or the reported ids', async () => {
    const buyer = await guest();
    const orderno = await harmonyOrder(buyer, 1);
    const cases = [
      purchaseFor('BZ20260301080000aaaaaaaaaa'), // bought for another order
      purchaseFor(orderno, { productId: 'bzsj_vip_month' }), // a cheaper product than the lifetime order
      purchaseFor(orderno, { productId: 'bzsj_vip_lifetime', bundleName: 'com.other.app' }),
      purchaseFor(orderno, { productId: 'bzsj_vip_lifetime', environment: 'SANDBOX' }),
      purchaseFor(orderno, { productId: 'bzsj_vip_lifetime', purchaseOrderRevocationReasonCode: '1' }),
    ];
    for (const purchase of cases) expect(await report(buyer, orderno, purchase, store.sign(purchase))).toEqual(refused);
    const genuine = purchaseFor(orderno, { productId: 'bzsj_vip_lifetime' });
    expect(await report(buyer, orderno, { ...genuine, purchaseToken: 'someone-else' }, store.sign(genuine))).toEqual(refused);
    expect(await payState(buyer, orderno)).toBe(20000);
    expect(await report(buyer, orderno, genuine, store.sign(genuine))).toMatchObject({ code: 10000 });
  });

  it('a store purchase pays one order only; a WeChat order is not paid by a store purchase', async () => {
    const buyer = await guest();
    const first = await harmonyOrder(buyer);
    const purchase = purchaseFor(first);
    expect(await report(buyer, first, purchase, store.sign(purchase))).toMatchObject({ code: 10000 });
    const second = await harmonyOrder(buyer);
    // Same store purchase (its ids) signed again for the second order: still one purchase.
    const again = { ...purchase, developerPayload: second };
    expect(await report(buyer, second, again, store.sign(again))).toEqual({ status: 409, code: 40962, msg: '该购买凭证已用于其他订单' });
    expect(await payState(buyer, second)).toBe(20000);

    const wechat = await reply(api.call('payh5order', { ...creds(buyer), orderpackinfo: encodePaypack(packageById(3)!), paygateway: 'weixinpay', productinfo: '' }));
    const forWechat = purchaseFor(wechat.orderno as string);
    expect(await report(buyer, wechat.orderno as string, forWechat, store.sign(forWechat))).toEqual(refused);
  });

  it("answers 404 for someone else's order and 401 for a bad login, before any signature work", async () => {
    const owner = await guest();
    const other = await guest();
    const orderno = await harmonyOrder(owner);
    const purchase = purchaseFor(orderno);
    expect(await report(other, orderno, purchase, store.sign(purchase))).toMatchObject({ status: 404, code: 40400 });
    const badLogin = await report({ ...owner, usertoken: 'wrong' }, orderno, purchase, store.sign(purchase));
    expect(badLogin.status).toBe(401);
    expect(await payState(owner, orderno)).toBe(20000);
  });

  it('an in-app purchase order has no pay page', async () => {
    const buyer = await guest();
    const answer = await reply(api.call('payh5order', { ...creds(buyer), orderpackinfo: encodePaypack(packageById(3)!), paygateway: 'harmonyiap', productinfo: '' }));
    expect(answer).toEqual({ status: 400, code: 40000, msg: '鸿蒙应用内支付请在鸿蒙应用中完成' });
  });
});
