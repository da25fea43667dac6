import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import type { Db } from '../db/types.ts';
import type { RunningServer, TestDatabase } from '../testing/testServer.ts';
import { createTestDatabase, postJson, request, startTestServer } from '../testing/testServer.ts';

let database: TestDatabase;
let db: Db;
// One database, two servers: one reads the visitor from the socket, one trusts X-Forwarded-For.
let direct: RunningServer;
let proxied: RunningServer;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase(database.config);
  direct = await startTestServer({ db });
  proxied = await startTestServer({ db, trustProxy: 1 });
});

afterAll(async () => {
  await direct?.close();
  await proxied?.close();
  await db?.close();
  await database?.dispose();
});

function locate(server: RunningServer, forwardedFor?: string) {
  return postJson(`${server.url}/api/location_and_time`, { time: Date.now() }, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
}

describe('GET /api/product/get', () => {
  it('serves product 352 with an empty notice until one is set, and no code field', async () => {
    const response = await request(`${direct.url}/api/product/get?id=352&fields=config&t=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: 352, config: { notice: expect.any(String), province: expect.any(String) } });
  });

  it('answers an unknown product with 404 / 40400', async () => {
    const response = await request(`${direct.url}/api/product/get?id=999999&fields=config`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 40400 });
  });
});

describe('POST /api/location_and_time', () => {
  it('gives a loopback visitor an empty province', async () => {
    const response = await locate(direct);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ province: '', city: '', ip: '127.0.0.1', time: expect.any(Number) });
  });

  it('ignores X-Forwarded-For unless the server trusts its proxy', async () => {
    const response = await locate(direct, '120.24.78.68');
    expect(response.body).toMatchObject({ province: '', ip: '127.0.0.1' });
  });

  it('locates a Chinese public address given by a trusted proxy', async () => {
    const shenzhen = await locate(proxied, '120.24.78.68');
    expect(shenzhen.body).toMatchObject({ province: '广东', city: '深圳市', ip: '120.24.78.68' });
    // The proxy appends the address it saw; whatever the client wrote before it is not believed.
    const beijing = await locate(proxied, '120.24.78.68, 202.106.0.20');
    expect(beijing.body).toMatchObject({ province: '北京', ip: '202.106.0.20' });
  });

  it('takes the address a hop count away from the right, so a forged left-most entry changes nothing', async () => {
    for (const forged of ['1.2.3.4', '120.24.78.68', '203.0.113.7, 8.8.8.8']) {
      const response = await locate(proxied, `${forged}, 202.106.0.20`);
      expect(response.body).toMatchObject({ ip: '202.106.0.20' });
    }
  });

  it('gives private, foreign and garbage addresses an empty province', async () => {
    for (const address of ['10.1.2.3', '192.168.0.8', '8.8.8.8', '1.2.3.4', 'not-an-ip', '::1']) {
      const response = await locate(proxied, address);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ province: '' });
    }
  });

  it('accepts an empty body, as the body only carries the client time', async () => {
    const response = await request(`${direct.url}/api/location_and_time`, { method: 'POST' });
    expect(response.status).toBe(200);
  });
});

describe('announcement config round trip', () => {
  it('stores the config through /dev/product-config and serves it back in the form visitors are compared with', async () => {
    const put = await request(`${direct.url}/dev/product-config`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 352, config: { notice: '系统维护通知：今晚 23:00 暂停服务', province: '广东省' } }),
    });
    expect(put.status).toBe(200);
    const served = await request(`${direct.url}/api/product/get?id=352&fields=config`);
    expect(served.body).toEqual({ id: 352, config: { notice: '系统维护通知：今晚 23:00 暂停服务', province: '广东' } });
    // The client shows the notice when the provinces are equal: a Shenzhen visitor matches "广东省" as typed by ops.
    const visitor = await locate(proxied, '210.21.196.6');
    expect((visitor.body as { province: string }).province).toBe('广东');
  });

  it('rejects an invalid config with 400 / 40000 and keeps the old one', async () => {
    const before = await request(`${direct.url}/api/product/get?id=352`);
    const put = await request(`${direct.url}/dev/product-config`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 352, config: { notice: 42 } }),
    });
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ code: 40000 });
    expect((await request(`${direct.url}/api/product/get?id=352`)).body).toEqual(before.body);
  });

  it('refuses /dev routes to proxied requests with 403 / 40300, even from this machine', async () => {
    for (const server of [direct, proxied]) {
      const response = await request(`${server.url}/dev/analytics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 40300 });
    }
  });
});

describe('GET /api/sys/get', () => {
  it('lists logo categories with Chinese names and sub-categories', async () => {
    const response = await request(`${direct.url}/api/sys/get?k=logo_category`);
    expect(response.status).toBe(200);
    const { k, v } = response.body as { k: string; v: Array<{ id: number; name: string; sub: Array<{ id: number; name: string }> }> };
    expect(k).toBe('logo_category');
    expect(v.map((category) => category.name)).toEqual(expect.arrayContaining(['餐饮', '科技', '教育', '美妆', '宠物', '服装']));
    for (const category of v) expect(category.sub.length).toBeGreaterThanOrEqual(3);
    expect(v.find((category) => category.name === '餐饮')?.sub.map((sub) => sub.name)).toContain('奶茶饮品');
  });

  it('lists card categories', async () => {
    const response = await request(`${direct.url}/api/sys/get?k=card_category`);
    const { v } = response.body as { v: Array<{ name: string }> };
    expect(v.map((category) => category.name)).toEqual(expect.arrayContaining(['商务', '简约', '中国风']));
  });
});

describe('analytics', () => {
  it('stores a batch and shows it, newest first, on /dev/analytics', async () => {
    const saved = await postJson(`${direct.url}/api/analytics/batch`, {
      project: 'bzsj',
      data_list: [
        { event: '$pageview', properties: { page: '/pages/index/index' }, time: 1 },
        { event: 'click', properties: { title: '新增', type: 'button', name: '新建底部栏icon' }, time: 2 },
      ],
    });
    expect(saved.body).toEqual({ saved: 2 });
    const listed = await request(`${direct.url}/dev/analytics?limit=2`);
    const { events } = listed.body as { events: Array<{ event: string; properties: Record<string, unknown>; project: string }> };
    expect(events.map((event) => event.event)).toEqual(['click', '$pageview']);
    expect(events[0]?.properties).toEqual({ title: '新增', type: 'button', name: '新建底部栏icon' });
  });

  it('refuses a batch over 100 events or with a bad event name', async () => {
    const tooMany = Array.from({ length: 101 }, () => ({ event: 'e' }));
    expect((await postJson(`${direct.url}/api/analytics/batch`, { project: 'p', data_list: tooMany })).status).toBe(400);
    expect((await postJson(`${direct.url}/api/analytics/batch`, { project: 'p', data_list: [{ event: 'a\u0000b' }] })).status).toBe(400);
  });
});

describe('/health', () => {
  it('answers GET and HEAD with the same machine id', async () => {
    const get = await fetch(`${direct.url}/health`);
    const head = await fetch(`${direct.url}/health`, { method: 'HEAD' });
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(get.headers.get('x-machine-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(head.headers.get('x-machine-id')).toBe(get.headers.get('x-machine-id'));
    expect(await head.text()).toBe('');
  });
});
