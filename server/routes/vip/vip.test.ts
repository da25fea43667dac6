import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../testing/testServer.ts';
import { request, startTestServer } from '../../testing/testServer.ts';
import { createCaller, createTestClock, type Caller } from '../account/accountTestKit.ts';
import { verifyTicket, TRIAL_TICKET_SECRET } from './ticket.ts';
import { buyVip as buyVipIn } from './vipTestKit.ts';

// Real server, real database, real HTTP (docs/membership.md). VIP is bought through the sandbox pay page.
const clock = createTestClock(Date.UTC(2026, 2, 1, 15, 0, 0)); // 23:00 in Beijing
let server: RunningServer;
let api: Caller;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: 1 });
  api = createCaller(server, clock);
});
afterAll(() => server?.close());

type Info = { username: string; usertoken: string; bindmobile: string };
type Reply = { code: number; msg: string; ticket?: string; side?: number; hd?: boolean; left?: number };

async function guest(): Promise<Info> {
  const response = await api.call('virtualactregister', { andriodid: `dev-${Math.random().toString(36).slice(2, 12)}`, showvip: 1 });
  return (response.body as { userinfo: Info }).userinfo;
}
const creds = (user: Info) => ({ account: user.bindmobile || user.username, usertoken: user.usertoken });

async function ticket(user: Info, fields: Record<string, string | number> = {}) {
  const response = await api.call('exportticket', { ...creds(user), kind: 'logo', item: 'w1', doc: 'hash1', side: 4000, ...fields });
  return { status: response.status, body: response.body as Reply };
}

const buyVip = (user: Info) => buyVipIn(server, api, creds(user));

describe('export tickets', () => {
  it('gives a free account 3 standard downloads a Beijing day, repeats free, then refuses with a Chinese message', async () => {
    const user = await guest();
    const first = await ticket(user, { item: 'w1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 10000, hd: false, watermark: false, side: 1000, left: 2 });
    const verified = verifyTicket(first.body.ticket ?? '', TRIAL_TICKET_SECRET, clock.seconds());
    expect(verified).toMatchObject({ ok: true, payload: { kind: 'logo', item: 'w1', doc: 'hash1', side: 1000, hd: false } });
    expect((await ticket(user, { item: 'w1' })).body.left).toBe(2);
    expect((await ticket(user, { item: 'w2' })).body.left).toBe(1);
    expect((await ticket(user, { item: 'w3' })).body.left).toBe(0);
    const refused = await ticket(user, { item: 'w4' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 42910, msg: expect.stringContaining('今日免费下载次数（3 次）已用完') });
    // Cards have their own list.
    expect((await ticket(user, { kind: 'card', item: 'c1' })).status).toBe(200);
    // Beijing midnight is 16:00 UTC: an hour later it is a new day.
    clock.advance(3600);
    expect((await ticket(user, { item: 'w4' })).body).toMatchObject({ code: 10000, left: 2 });
  });

  it('grants a zip of several works all or none', async () => {
    const user = await guest();
    const tooMany = await ticket(user, { item: 'z1,z2,z3,z4' });
    expect(tooMany.body).toEqual({ code: 42910, msg: expect.stringContaining('今日还可免费下载 3 个作品') });
    expect((await ticket(user, { item: 'z1,z2' })).body).toMatchObject({ code: 10000, left: 1 });
    expect((await ticket(user, { item: 'z1,z2,z3' })).body).toMatchObject({ code: 10000, left: 0 });
  });

  it('takes the last free download once when many exports race', async () => {
    const user = await guest();
    await ticket(user, { item: 'a' });
    await ticket(user, { item: 'b' });
    const replies = await Promise.all(['c', 'd', 'e', 'f', 'g', 'h'].map((item) => ticket(user, { item })));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const { rows } = await server.app.services.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM vip_downloads d JOIN accounts a USING (uid) WHERE a.username = $1 AND d.kind = 'logo'",
      [user.username],
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('refuses VIP fonts and templates to a free account, and allows them with an HD ticket once VIP is bought', async () => {
    const user = await guest();
    const vipFont = await ticket(user, { fonts: 'noto-sans-sc,智莽行书' });
    expect(vipFont.status).toBe(403);
    expect(vipFont.body).toEqual({ code: 40310, msg: expect.stringContaining('会员专属字体「智莽行书」') });
    expect((await ticket(user, { templates: 'L0104' })).body.code).toBe(40310);
    // Nothing was counted for a refused export.
    expect((await api.call('downloadquota', creds(user))).body).toMatchObject({ vip: false, limit: 3, used: { logo: 0 } });

    await buyVip(user);
    for (const item of ['v1', 'v2', 'v3', 'v4', 'v5']) {
      const reply = await ticket(user, { item, fonts: 'liu-jian-mao-cao', templates: 'L0104' });
      expect(reply.body).toMatchObject({ code: 10000, hd: true, side: 4000, left: -1 });
    }
    expect((await api.call('downloadquota', creds(user))).body).toMatchObject({ vip: true, limit: -1 });
  });

  it('believes no VIP claim from the client, and needs a valid login', async () => {
    const user = await guest();
    for (const item of ['a', 'b', 'c']) await ticket(user, { item, vip: 1, hd: 1 });
    expect((await ticket(user, { item: 'd', vip: 1, isVip: 'true', viptype: 1 })).body.code).toBe(42910);
    expect((await ticket({ ...user, usertoken: 'forged' })).status).toBe(401);
    expect((await ticket(user, { kind: 'pdf' })).status).toBe(400);
  });

  it('serves the VIP fonts and template ids', async () => {
    const response = await request(`${server.url}/api/vip/catalogue`);
    const body = response.body as { fonts: Array<{ id: string }>; templates: string[]; free: { dailyDownloads: number } };
    expect(body.fonts.map((font) => font.id)).toContain('zhi-mang-xing');
    expect(body.free.dailyDownloads).toBe(3);
    expect(body.templates.every((id) => Number(id.slice(1)) % 4 === 0)).toBe(true);
  });
});
