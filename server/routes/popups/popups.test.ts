import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../testing/testServer.ts';
import { postJson, request, startTestServer } from '../../testing/testServer.ts';
import { createCaller, createTestClock, freshIp } from '../account/accountTestKit.ts';
import { Limits } from '../../limits/counters.ts';
import { encodePaypack, packageById } from '../orders/packages.ts';

const clock = createTestClock();
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: 1 });
});
afterAll(() => server?.close());

type Body = { code: number; msg: string } & Record<string, unknown>;
const device = () => `dev-${Math.random().toString(36).slice(2, 12)}`;
const get = async (path: string) => {
  const response = await request(`${server.url}${path}`, { headers: { 'x-forwarded-for': freshIp() } });
  return { status: response.status, body: response.body as Body };
};
const display = async (body: unknown, ip = freshIp()) => {
  const response = await postJson(`${server.url}/sfo/popup_displays`, body, { 'x-forwarded-for': ip });
  return { status: response.status, body: response.body as Body };
};

describe('/sfo/user_popup_configs', () => {
  it('lists the two seeded offers with their rules and no history for a new device', async () => {
    const { status, body } = await get(`/sfo/user_popup_configs?device_id=${device()}`);
    expect(status).toBe(200);
    expect(body.code).toBeUndefined();
    expect(body.server_time).toBe(clock.seconds());
    const configs = body.configs as Array<Record<string, unknown>>;
    expect(configs.map((config) => [config.id, config.kind, config.trigger, config.package_id])).toEqual([
      [1, 'welcome', 'launch', 5],
      [2, 'retention', 'leaveCheckout', 6],
    ]);
    expect(configs[0]).toMatchObject({ rules: { firstVisit: true, guestOnly: true, notVip: true, maxTimes: 1 }, last_shown_at: null, times_shown: 0 });
    expect(configs[1]).toMatchObject({ rules: { notVip: true, oncePerDay: true, minCheckouts: 1 } });
  });

  it('reports the device history after a display is recorded', async () => {
    const id = device();
    expect((await display({ device_id: id, config_id: 1, action: 'shown' })).status).toBe(200);
    await display({ device_id: id, config_id: 1, action: 'accepted' });
    const configs = (await get(`/sfo/user_popup_configs?device_id=${id}`)).body.configs as Array<Record<string, unknown>>;
    expect(configs[0]).toMatchObject({ id: 1, last_shown_at: clock.seconds(), times_shown: 1 });
    expect(configs[1]).toMatchObject({ id: 2, last_shown_at: null, times_shown: 0 });
  });

  it('leaves out an offer whose active window is closed', async () => {
    await server.app.services.db.query('UPDATE popup_configs SET ends_at = $1 WHERE id = 2', [clock.seconds()]);
    try {
      const configs = (await get(`/sfo/user_popup_configs?device_id=${device()}`)).body.configs as Array<{ id: number }>;
      expect(configs.map((config) => config.id)).toEqual([1]);
      expect((await get('/sfo/popup_windows/2')).status).toBe(404);
    } finally {
      await server.app.services.db.query('UPDATE popup_configs SET ends_at = NULL WHERE id = 2');
    }
  });

  it('refuses a missing or malformed device id with a Chinese message', async () => {
    for (const query of ['', '?device_id=', '?device_id=a', `?device_id=${'x'.repeat(129)}`, '?device_id=ab%20cdefghij']) {
      const { status, body } = await get(`/sfo/user_popup_configs${query}`);
      expect(status, query).toBe(400);
      expect(body).toEqual({ code: 40000, msg: '参数错误：device_id' });
    }
  });
});

describe('/sfo/popup_windows/{id}', () => {
  it('shows the welcome window with the price of package 5 (78 yuan) from the server', async () => {
    const { status, body } = await get('/sfo/popup_windows/1');
    expect(status).toBe(200);
    const window = body.window as Record<string, unknown> & { package: Record<string, unknown> };
    expect(window).toMatchObject({ id: 1, kind: 'welcome', title: '新人专享礼', button: '查看套餐', ends_at: null });
    expect(window.package).toMatchObject({ id: 5, price: '78', unitPrice: '168', type: 'lifetime' });
    expect(typeof window.package.paypack).toBe('string');
  });

  it('states no invented deadline: the retention offer says what it sells and has no end time (issue 27)', async () => {
    const { body } = await get('/sfo/popup_windows/2');
    const window = body.window as Record<string, unknown>;
    expect(window).toMatchObject({ kind: 'retention', ends_at: null });
    expect(`${String(window.title)} ${String(window.body)}`).not.toMatch(/先别走|今天离开|就没有了/);
  });

  it('shows the retention window with package 6 at 68 yuan', async () => {
    const window = (await get('/sfo/popup_windows/2')).body.window as { kind: string; package: { id: number; price: string } };
    expect(window.kind).toBe('retention');
    expect(window.package).toMatchObject({ id: 6, price: '68' });
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    expect(await get('/sfo/popup_windows/999')).toEqual({ status: 404, body: { code: 40400, msg: '活动不存在或已结束' } });
    for (const id of ['abc', '-1', '1.5', '9999999999']) {
      const { status, body } = await get(`/sfo/popup_windows/${id}`);
      expect(status, id).toBe(400);
      expect(body.code).toBe(40000);
      expect(body.msg).toMatch(/^参数错误/);
    }
  });
});

describe('/sfo/popup_displays', () => {
  it('records displays and lists them newest first', async () => {
    const id = device();
    await display({ device_id: id, config_id: 1, action: 'shown' });
    clock.advance(60);
    const recorded = await display({ device_id: id, config_id: 1, action: 'closed' });
    expect(recorded.status).toBe(200);
        expect(typeof recorded.body.id).toBe('number');
    const { body } = await get(`/sfo/popup_displays?device_id=${id}`);
    expect(body.list).toEqual([
      { config_id: 1, action: 'closed', shown_at: clock.seconds() },
      { config_id: 1, action: 'shown', shown_at: clock.seconds() - 60 },
    ]);
  });

  it('keeps 90 days of history', async () => {
    const id = device();
    await display({ device_id: id, config_id: 2, action: 'shown' });
    clock.advance(91 * 86_400);
    expect((await get(`/sfo/popup_displays?device_id=${id}`)).body.list).toEqual([]);
  });

  it('ties a display to the account when a valid login is sent, and refuses a wrong one', async () => {
    const api = createCaller(server, clock);
    const guest = ((await api.call('virtualactregister', { andriodid: device(), showvip: 1 })).body as { userinfo: { username: string; usertoken: string; uid: string } }).userinfo;
    const id = device();
    const ok = await display({ device_id: id, config_id: 1, action: 'shown', account: guest.username, usertoken: guest.usertoken });
    expect(ok.status).toBe(200);
    const { rows } = await server.app.services.db.query<{ uid: number }>('SELECT uid FROM popup_displays WHERE device_id = $1', [id]);
    expect(rows).toEqual([{ uid: Number(guest.uid) }]);
    const bad = await display({ device_id: id, config_id: 1, action: 'shown', account: guest.username, usertoken: 'nope' });
    expect(bad.status).toBe(401);
  });

  it('refuses bad input with 4xx {code, msg} in Chinese and stores nothing', async () => {
    const id = device();
    const cases: Array<[unknown, number, number]> = [
      [{ device_id: id, config_id: 1, action: 'liked' }, 400, 40000],
      [{ device_id: id, config_id: '1', action: 'shown' }, 400, 40000],
      [{ device_id: 'short', config_id: 1, action: 'shown' }, 400, 40000],
      [{ config_id: 1, action: 'shown' }, 400, 40000],
      [[], 400, 40000],
      [{ device_id: id, config_id: 999, action: 'shown' }, 404, 40400],
    ];
    for (const [body, status, code] of cases) {
      const response = await display(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.code).toBe(code);
      expect(response.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    const { rows } = await server.app.services.db.query('SELECT 1 FROM popup_displays WHERE device_id = $1', [id]);
    expect(rows).toEqual([]);
  });

  it('limits records per device per hour in the database (429 with Retry-After)', async () => {
    const id = device();
    for (let i = 0; i < Limits.popupDisplaysPerDevicePerHour; i += 1) {
      expect((await display({ device_id: id, config_id: 2, action: 'shown' })).status).toBe(200);
    }
    const response = await postJson(`${server.url}/sfo/popup_displays`, { device_id: id, config_id: 2, action: 'shown' }, { 'x-forwarded-for': freshIp() });
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ code: 42900, msg: '弹窗记录过于频繁，请稍后再试' });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 404 as JSON for an unknown /sfo path (not the app shell)', async () => {
    const response = await request(`${server.url}/sfo/nothing`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect((response.body as Body).code).toBe(40400);
  });
});

describe('buying an offer package', () => {
  const caller = () => createCaller(server, clock);
  type Info = { username: string; usertoken: string; uid: string };
  const order = async (user: Info, packageId: number, deviceid = 'test-device') => {
    const pack = packageById(packageId);
    if (!pack) throw new Error(`no package ${packageId}`);
    const response = await caller().call(
      'payh5order',
      { account: user.username, usertoken: user.usertoken, orderpackinfo: encodePaypack(pack), paygateway: 'weixinpay', productinfo: '' },
      { deviceid },
    );
    return { status: response.status, ...(response.body as Body & { orderno?: string }) };
  };
  const newGuest = async () => ((await caller().call('virtualactregister', { andriodid: device(), showvip: 1 })).body as { userinfo: Info }).userinfo;
  const notShown = { status: 403, code: 40300, msg: '该优惠仅限收到活动邀请的用户购买，请选择其他套餐' };

  it('a guest shown the welcome (78) and retention (68) offers on this device may order them', async () => {
    const guest = await newGuest();
    const id = device();
    expect((await display({ device_id: id, config_id: 1, action: 'shown' })).status).toBe(200);
    expect((await display({ device_id: id, config_id: 2, action: 'shown' })).status).toBe(200);
    expect(await order(guest, 5, id)).toMatchObject({ status: 200, code: 10000, orderno: expect.stringMatching(/^BZ/) });
    expect(await order(guest, 6, id)).toMatchObject({ code: 10000 });
    const { rows } = await server.app.services.db.query<{ amount_fen: number }>('SELECT amount_fen FROM orders WHERE uid = $1 ORDER BY created_at, orderno', [Number(guest.uid)]);
    expect(rows.map((row) => row.amount_fen).sort()).toEqual([6800, 7800]);
  });

  it('nobody who was never shown the offer may order it: 403 with a clear message, and no order is created', async () => {
    const guest = await newGuest();
    const id = device();
    expect(await order(guest, 5, id)).toEqual(notShown);
    expect(await order(guest, 6, id)).toEqual(notShown);
    // Shown on another device, or another offer shown here: still not this offer for this buyer.
    await display({ device_id: device(), config_id: 1, action: 'shown' });
    await display({ device_id: id, config_id: 2, action: 'shown' });
    expect(await order(guest, 5, id)).toEqual(notShown);
    const { rows } = await server.app.services.db.query('SELECT 1 FROM orders WHERE uid = $1', [Number(guest.uid)]);
    expect(rows).toEqual([]);
    // The ordinary packages need no display.
    expect(await order(guest, 3, id)).toMatchObject({ code: 10000 });
  });

  it('a display recorded with the account counts on another device', async () => {
    const guest = await newGuest();
    await display({ device_id: device(), config_id: 1, action: 'shown', account: guest.username, usertoken: guest.usertoken });
    expect(await order(guest, 5, device())).toMatchObject({ code: 10000 });
  });

  it('a display entitles the buyer for one day', async () => {
    const guest = await newGuest();
    const id = device();
    await display({ device_id: id, config_id: 2, action: 'shown' });
    clock.advance(86_400 - 1);
    expect(await order(guest, 6, id)).toMatchObject({ code: 10000 });
    clock.advance(1);
    expect(await order(guest, 6, id)).toEqual(notShown);
  });

  it('a VIP may not, and nobody may once the offer ended', async () => {
    const guest = await newGuest();
    const id = device();
    await display({ device_id: id, config_id: 1, action: 'shown' });
    await server.app.services.db.query('UPDATE accounts SET vip_expires_at = $1 WHERE uid = $2', [clock.seconds() + 86_400, Number(guest.uid)]);
    expect(await order(guest, 5, id)).toEqual({ status: 400, code: 40000, msg: '该优惠仅限非会员购买，您已是会员' });
    const other = await newGuest();
    await display({ device_id: id, config_id: 2, action: 'shown' });
    await server.app.services.db.query('UPDATE popup_configs SET active = false WHERE id = 2');
    try {
      expect(await order(other, 6, id)).toEqual({ status: 400, code: 40000, msg: '该优惠活动已结束，请选择其他套餐' });
      expect(await order(other, 3, id)).toMatchObject({ code: 10000 });
    } finally {
      await server.app.services.db.query('UPDATE popup_configs SET active = true WHERE id = 2');
    }
  });
});
