import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedBody } from '../testing/signing.ts';
import type { RunningServer } from '../testing/testServer.ts';
import { postJson, startTestServer } from '../testing/testServer.ts';
import { Limits } from './counters.ts';

let server: RunningServer;

beforeAll(async () => {
  // Behind a (simulated) proxy: each test is a visitor at its own address, as on the internet.
  server = await startTestServer({ trustProxy: 1 });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const register = (device: string, ip: string) =>
  postJson(`${server.url}/api/v4/virtualactregister`, signedBody({ andriodid: device }, Math.floor(Date.now() / 1000)), from(ip));
const batch = (ip: string, events: number, device: (index: number) => string) =>
  postJson(
    `${server.url}/api/analytics/batch`,
    { project: 'web', data_list: Array.from({ length: events }, (_, index) => ({ event: 'open', properties: { device_id: device(index) } })) },
    from(ip),
  );

describe('limits stored in the database', () => {
  it('caps new guest accounts per address per hour, while a returning device still gets its account', async () => {
    const ip = '203.0.113.10';
    const run = Math.random().toString(36).slice(2);
    for (let i = 0; i < Limits.guestsPerAddressPerHour; i += 1) {
      expect((await register(`throwaway-${run}-${i}`, ip)).status).toBe(200);
    }
    const refused = await register(`throwaway-${run}-extra`, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 42900, msg: '当前网络新建的访客过多，请一小时后再试或登录使用' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Coming back is not creating: the first device still logs in, and another address is unaffected.
    expect((await register(`throwaway-${run}-0`, ip)).status).toBe(200);
    expect((await register(`throwaway-${run}-other`, '203.0.113.11')).status).toBe(200);
    const { rows } = await server.app.services.db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts WHERE device_id LIKE $1", [`throwaway-${run}-%`]);
    expect(rows[0]?.n).toBe(Limits.guestsPerAddressPerHour + 1);
  });

  it('caps analytics per device: a refused batch stores nothing', async () => {
    const device = `flood-${Math.random()}`;
    const ip = '203.0.113.20';
    const perBatch = 100;
    for (let sent = 0; sent < Limits.analyticsPerDevicePerHour; sent += perBatch) {
      expect((await batch(ip, perBatch, () => device)).body).toEqual({ saved: perBatch });
    }
    const refused = await batch(ip, 1, () => device);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 42900, msg: '统计上报过于频繁，请稍后再试' });
    // Another device at the same address is still heard.
    expect((await batch(ip, 1, () => `${device}-b`)).body).toEqual({ saved: 1 });
  });

  it('caps analytics per address, whatever device ids the batches claim', async () => {
    const ip = '203.0.113.30';
    const perBatch = 100;
    let refusedAt = -1;
    for (let sent = 0; sent <= Limits.analyticsPerAddressPerHour; sent += perBatch) {
      const response = await batch(ip, perBatch, (index) => `spoof-${sent}-${index}`);
      if (response.status === 429) {
        refusedAt = sent;
        break;
      }
    }
    expect(refusedAt).toBe(Limits.analyticsPerAddressPerHour);
  });
});
