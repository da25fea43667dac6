import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limits } from '../limits/counters.ts';
import type { RunningServer } from '../testing/testServer.ts';
import { postJson, startTestServer } from '../testing/testServer.ts';
import { createTestClock, freshIp } from './account/accountTestKit.ts';

const clock = createTestClock();
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: 1 });
});
afterAll(() => server?.close());

type Body = { code: number; msg: string } & Record<string, unknown>;
const device = () => `dev-${Math.random().toString(36).slice(2, 12)}`;
const post = async (path: string, body: unknown) => {
  const response = await postJson(`${server.url}${path}`, body, { 'x-forwarded-for': freshIp() });
  return { status: response.status, body: response.body as Body, headers: response.headers };
};
const md5ish = 'a'.repeat(32);

describe('/common/get_utm_source', () => {
  it('keeps the first real source for a device and answers it on later calls', async () => {
    const id = device();
    const first = await post('/common/get_utm_source', { platform: 'web', device_id: id, version: '1.0.0', utm_source: 'douyin' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ utm_source: 'douyin', first_seen_at: clock.seconds() });
    clock.advance(10);
    const later = await post('/common/get_utm_source', { platform: 'web', device_id: id, utm_source: 'baidu' });
    expect(later.body).toMatchObject({ utm_source: 'douyin', first_seen_at: clock.seconds() - 10 });
  });

  it('answers organic without a source, and a later real source replaces organic', async () => {
    const oaid = `oaid-${device()}`;
    expect((await post('/common/get_utm_source', { platform: 'android', oaid, android_id: md5ish, model: 'P60', app_id: 'bzsj' })).body.utm_source).toBe('organic');
    expect((await post('/common/get_utm_source', { platform: 'android', oaid, utm_source: 'kuaishou' })).body.utm_source).toBe('kuaishou');
  });

  it('refuses bad input with 400 {code, msg} in Chinese', async () => {
    const cases: Array<[unknown, string]> = [
      [{ platform: 'web' }, '参数错误：oaid、android_id、device_id 至少填一个'],
      // A raw (unhashed) android id is refused: only its hash is accepted.
      [{ platform: 'android', android_id: '9774d56d682e549c' }, '参数错误：android_id'],
      [{ platform: 'symbian', device_id: device() }, '参数错误：platform'],
      [{ platform: 'web', device_id: device(), utm_source: 'a b' }, '参数错误：utm_source'],
      // The JSON body parser refuses U+0000 before any route sees it.
      [{ platform: 'web', oaid: 'x\u0000' }, '请求包含空字符（U+0000），请删除后重试'],
      [{ platform: 'web', oaid: 'x'.repeat(129) }, '参数错误：oaid'],
      ['text', '参数错误：请求体'],
    ];
    for (const [body, msg] of cases) {
      const response = await post('/common/get_utm_source', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ code: 40000, msg });
    }
  });
});

describe('/common/event', () => {
  it('stores a payment event with the price in fen and the device source', async () => {
    const id = device();
    await post('/common/get_utm_source', { platform: 'web', device_id: id, utm_source: 'wechat_ad' });
    const response = await post('/common/event', {
      event_type: 'pay', store: 'web', version: '1.0.0', distinct_id: id, price: '78', lowcost_pay: 1, ua: 'Mozilla/5.0', brand: '', model: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: expect.any(Number), utm_source: 'wechat_ad' });
    const { rows } = await server.app.services.db.query('SELECT event_type, price_fen, lowcost_pay, utm_source FROM attribution_events WHERE distinct_id = $1', [id]);
    expect(rows).toEqual([{ event_type: 'pay', price_fen: 7800, lowcost_pay: true, utm_source: 'wechat_ad' }]);
  });

  it('stores an event without price for an unknown device with an empty source', async () => {
    const response = await post('/common/event', { event_type: 'activate', distinct_id: device() });
    expect(response.body).toEqual({ id: expect.any(Number), utm_source: '' });
  });

  it('refuses bad input with 400 {code, msg} in Chinese and stores nothing', async () => {
    const id = device();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ distinct_id: id }, 'event_type'],
      [{ event_type: 'Pay!', distinct_id: id }, 'event_type'],
      [{ event_type: 'pay' }, 'distinct_id'],
      [{ event_type: 'pay', distinct_id: id, price: -1 }, 'price'],
      [{ event_type: 'pay', distinct_id: id, price: '7.999' }, 'price'],
      [{ event_type: 'pay', distinct_id: id, price: 1e9 }, 'price'],
      [{ event_type: 'pay', distinct_id: id, lowcost_pay: 2 }, 'lowcost_pay'],
      [{ event_type: 'pay', distinct_id: id, ua: 'x'.repeat(513) }, 'ua'],
    ];
    for (const [body, field] of cases) {
      const response = await post('/common/event', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ code: 40000, msg: `参数错误：${field}` });
    }
    const { rows } = await server.app.services.db.query('SELECT 1 FROM attribution_events WHERE distinct_id = $1', [id]);
    expect(rows).toEqual([]);
  });

  it('limits events per device per hour in the database', async () => {
    const id = device();
    for (let i = 0; i < Limits.attributionPerDevicePerHour; i += 1) expect((await post('/common/event', { event_type: 'open', distinct_id: id })).status).toBe(200);
    const refused = await post('/common/event', { event_type: 'open', distinct_id: id });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 42900, msg: '归因上报过于频繁，请稍后再试' });
  });
});
