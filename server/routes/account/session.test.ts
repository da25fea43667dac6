import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../testing/testServer.ts';
import { startTestServer } from '../../testing/testServer.ts';
import { createCaller, createTestClock, freshPhone, loginByPhone, type Caller } from './accountTestKit.ts';
import { TOKEN_LIFE_SECONDS } from './tokens.ts';

const clock = createTestClock();
let server: RunningServer;
let api: Caller;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: 1 });
  api = createCaller(server, clock);
});
afterAll(() => server?.close());

interface Reply {
  code: number;
  msg: string;
  userinfo: { uid: string; username: string; usertoken: string; accounttype: number; bindmobile: string; vip: unknown[]; nowtime: number };
}
const body = (response: { body: unknown }) => response.body as Reply;

describe('/virtualactregister (guest per device)', () => {
  it('registers a guest (accounttype 5) with a token and answers 10000', async () => {
    const response = await api.call('virtualactregister', { devicetype: 'web', andriodid: 'device-aaaa-0001', showvip: 1 });
    expect(response.status).toBe(200);
    const { code, userinfo } = body(response);
    expect(code).toBe(10000);
    expect(userinfo.accounttype).toBe(5);
    expect(userinfo.vip).toEqual([]);
    expect(userinfo.nowtime).toBe(clock.seconds());
    expect(Buffer.from(userinfo.usertoken, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('is idempotent per device id: same uid, a new token each time, other devices get other guests', async () => {
    const first = body(await api.call('virtualactregister', { devicetype: 'web', andriodid: 'device-bbbb-0002', showvip: 1 })).userinfo;
    const again = body(await api.call('virtualactregister', { devicetype: 'web', andriodid: 'device-bbbb-0002', showvip: 1 })).userinfo;
    const other = body(await api.call('virtualactregister', { devicetype: 'web', andriodid: 'device-cccc-0003', showvip: 1 })).userinfo;
    expect(again.uid).toBe(first.uid);
    expect(again.usertoken).not.toBe(first.usertoken);
    expect(other.uid).not.toBe(first.uid);
  });

  it('gives one account to 10 simultaneous first registrations of a device', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => api.call('virtualactregister', { devicetype: 'web', andriodid: 'device-race-0004', showvip: 1 })),
    );
    const uids = new Set(replies.map((reply) => body(reply).userinfo.uid));
    expect(uids.size).toBe(1);
  });

  it('refuses a request without any device id', async () => {
    const response = await api.call('virtualactregister', { devicetype: 'web' }, { deviceid: '' });
    expect(response.status).toBe(400);
    expect(body(response).code).toBe(40000);
  });
});

describe('tokens: /checktoken, /memprofile, /signout', () => {
  it('accepts the token for its own account and refuses it for another account', async () => {
    const guest = body(await api.call('virtualactregister', { andriodid: 'device-dddd-0005' })).userinfo;
    const ok = await api.call('checktoken', { account: guest.username, usertoken: guest.usertoken });
    expect(body(ok).code).toBe(10000);
    expect(body(ok).userinfo.uid).toBe(guest.uid);
    const other = await api.call('checktoken', { account: 'guest_someoneelse', usertoken: guest.usertoken });
    expect(other.status).toBe(401);
    expect(body(other).code).toBe(40101);
  });

  it('refuses unknown, empty and tampered tokens with the same answer', async () => {
    const guest = body(await api.call('virtualactregister', { andriodid: 'device-eeee-0006' })).userinfo;
    const flipped = guest.usertoken.slice(0, -1) + (guest.usertoken.endsWith('A') ? 'B' : 'A');
    for (const usertoken of ['', 'nonsense', flipped]) {
      const response = await api.call('memprofile', { account: guest.username, usertoken });
      expect(response.status).toBe(401);
      expect(body(response)).toEqual({ code: 40101, msg: '登录状态已失效，请重新登录' });
    }
  });

  it('stores only a hash of each token', async () => {
    const guest = body(await api.call('virtualactregister', { andriodid: 'device-ffff-0007' })).userinfo;
    const { rows } = await server.app.services.db.query<{ token_hash: string }>('SELECT token_hash FROM account_tokens');
    expect(rows.some((row) => row.token_hash === guest.usertoken)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('gives a new token at each phone login, and both stay valid until signed out', async () => {
    const phone = freshPhone();
    const first = await loginByPhone(api, phone);
    clock.advance(61);
    const second = await loginByPhone(api, phone);
    expect(second.uid).toBe(first.uid);
    expect(second.usertoken).not.toBe(first.usertoken);
    expect(second.accounttype).toBe(2);
    expect(second.bindmobile).toBe(phone);
    const signout = await api.call('signout', { account: phone, usertoken: String(second.usertoken) });
    expect(body(signout).code).toBe(10000);
    expect((await api.call('checktoken', { account: phone, usertoken: String(second.usertoken) })).status).toBe(401);
    expect(body(await api.call('checktoken', { account: phone, usertoken: String(first.usertoken) })).code).toBe(10000);
  });

  it('expires a token after its lifetime', async () => {
    const guest = body(await api.call('virtualactregister', { andriodid: 'device-gggg-0008' })).userinfo;
    clock.advance(TOKEN_LIFE_SECONDS - 1);
    expect(body(await api.call('memprofile', { account: guest.username, usertoken: guest.usertoken })).code).toBe(10000);
    clock.advance(1);
    expect(body(await api.call('memprofile', { account: guest.username, usertoken: guest.usertoken })).code).toBe(40101);
  });
});
