import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedBody } from '../../testing/signing.ts';
import type { RunningServer } from '../../testing/testServer.ts';
import { request, startTestServer } from '../../testing/testServer.ts';
import { createCaller, createTestClock, freshPhone, loginByPhone, type Caller } from './accountTestKit.ts';
import { PHOTO_MAX_BYTES } from './photo.ts';

const clock = createTestClock();
let server: RunningServer;
let api: Caller;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: 1 });
  api = createCaller(server, clock);
});
afterAll(() => server?.close());

const codeOf = (response: { body: unknown }) => (response.body as { code: number }).code;
type User = { uid: string; usertoken: string; bindmobile: string; nickname: string; photo: string; sex: number; birthday: string };
const userOf = (response: { body: unknown }) => (response.body as { userinfo: User }).userinfo;

async function newUser(): Promise<{ phone: string; token: string; uid: string }> {
  const phone = freshPhone();
  const info = await loginByPhone(api, phone);
  return { phone, token: String(info.usertoken), uid: String(info.uid) };
}

function png(width: number, height: number, extra = 0): Buffer {
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const size = Buffer.alloc(8);
  size.writeUInt32BE(width, 0);
  size.writeUInt32BE(height, 4);
  return Buffer.concat([header, size, Buffer.alloc(16 + extra, 7)]);
}

async function uploadPhoto(user: { phone: string; token: string }, body: Buffer, type = 'image/png', md5 = createHash('md5').update(body).digest('hex')) {
  const fields = signedBody({ account: user.phone, usertoken: user.token, filemd5: md5 }, String(clock.seconds()));
  const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  return request(`${server.url}/api/v4/changephoto?${query}`, { method: 'POST', headers: { 'content-type': type }, body: Uint8Array.from(body) });
}

describe('profile', () => {
  it('changes the nickname (1–20 characters) and refuses blank or too long ones', async () => {
    const user = await newUser();
    const changed = await api.call('changenick', { account: user.phone, usertoken: user.token, nickname: '  小明的设计室  ' });
    expect(userOf(changed).nickname).toBe('小明的设计室');
    for (const nickname of ['   ', '字'.repeat(21)]) {
      expect(codeOf(await api.call('changenick', { account: user.phone, usertoken: user.token, nickname }))).toBe(40000);
    }
    const again = await api.call('memprofile', { account: user.phone, usertoken: user.token });
    expect(userOf(again).nickname).toBe('小明的设计室');
  });

  it('changes basic info and validates sex and birthday', async () => {
    const user = await newUser();
    const changed = userOf(await api.call('changebasicinfo', { account: user.phone, usertoken: user.token, sex: 2, birthday: '1995-04-01' }));
    expect([changed.sex, changed.birthday]).toEqual([2, '1995-04-01']);
    expect(codeOf(await api.call('changebasicinfo', { account: user.phone, usertoken: user.token, sex: 3 }))).toBe(40000);
    expect(codeOf(await api.call('changebasicinfo', { account: user.phone, usertoken: user.token, birthday: '1995-13-45' }))).toBe(40000);
  });

  it('needs a valid token for every change', async () => {
    const user = await newUser();
    const response = await api.call('changenick', { account: user.phone, usertoken: 'forged', nickname: '黑客' });
    expect(response.status).toBe(401);
  });

  it('stores feedback of 5–500 characters', async () => {
    const user = await newUser();
    expect(codeOf(await api.call('feedback', { account: user.phone, usertoken: user.token, content: '模板太少了，希望多加一些', contact: 'wx:abc' }))).toBe(10000);
    expect(codeOf(await api.call('feedback', { account: user.phone, usertoken: user.token, content: '短' }))).toBe(40000);
    const { rows } = await server.app.services.db.query<{ content: string }>('SELECT content FROM feedback WHERE uid = $1', [Number(user.uid)]);
    expect(rows.map((row) => row.content)).toEqual(['模板太少了，希望多加一些']);
  });
});

describe('/changephoto', () => {
  it('stores a PNG and serves it at the versioned photo URL', async () => {
    const user = await newUser();
    const image = png(64, 64);
    const response = await uploadPhoto(user, image);
    expect(codeOf(response)).toBe(10000);
    const photo = userOf(response).photo;
    expect(photo).toMatch(/^\/api\/account\/photo\/[0-9a-f]{32}\?v=1$/);
    const served = await fetch(`${server.url}${photo}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  });

  it('does not serve avatars by sequential uid, and a new upload retires the old address', async () => {
    const user = await newUser();
    const first = userOf(await uploadPhoto(user, png(16, 16))).photo;
    for (const guess of [user.uid, String(Number(user.uid) - 1), String(Number(user.uid) + 1)]) {
      expect((await fetch(`${server.url}/api/account/photo/${guess}`)).status).toBe(404);
    }
    clock.advance(1);
    const second = userOf(await uploadPhoto(user, png(20, 20))).photo;
    expect(second).not.toBe(first);
    expect((await fetch(`${server.url}${first}`)).status).toBe(404);
    expect((await fetch(`${server.url}${second}`)).status).toBe(200);
  });

  it('refuses a body whose bytes are not the declared image type, SVG, and a body changed after signing', async () => {
    const user = await newUser();
    expect((await uploadPhoto(user, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')).status).toBe(400);
    expect(codeOf(await uploadPhoto(user, png(10, 10), 'image/jpeg'))).toBe(40004);
    expect(codeOf(await uploadPhoto(user, Buffer.from('just text pretending'), 'image/png'))).toBe(40004);
    expect(codeOf(await uploadPhoto(user, png(10, 10), 'image/png', createHash('md5').update('other').digest('hex')))).toBe(40001);
  });

  it('refuses images over 2 MB and over 4096 × 4096 pixels', async () => {
    const user = await newUser();
    const big = await uploadPhoto(user, png(100, 100, PHOTO_MAX_BYTES));
    expect(big.status).toBe(413);
    expect(codeOf(await uploadPhoto(user, png(5000, 5000)))).toBe(40000);
  });
});

describe('account cancellation', () => {
  it('removes the account and its data, invalidates its tokens, and a new login makes a new account', async () => {
    const user = await newUser();
    await api.call('feedback', { account: user.phone, usertoken: user.token, content: '注销前的反馈内容' });
    const photo = userOf(await uploadPhoto(user, png(8, 8))).photo;
    expect(codeOf(await api.call('cancelaccount', { account: user.phone, usertoken: user.token }))).toBe(40000);
    const cancelled = await api.call('cancelaccount', { account: user.phone, usertoken: user.token, confirm: 1 });
    expect(codeOf(cancelled)).toBe(10000);
    expect((await api.call('memprofile', { account: user.phone, usertoken: user.token })).status).toBe(401);
    const { db } = server.app.services;
    for (const table of ['accounts', 'account_tokens', 'account_photos', 'feedback']) {
      const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE uid = $1`, [Number(user.uid)]);
      expect(rows, table).toHaveLength(0);
    }
    expect((await fetch(`${server.url}${photo}`)).status).toBe(404);
    clock.advance(60);
    const again = await loginByPhone(api, user.phone);
    expect(again.uid).not.toBe(user.uid);
  });

  it('has nothing to cancel for a guest', async () => {
    const guest = (await api.call('virtualactregister', { andriodid: 'device-cancel-0001' })).body as { userinfo: { username: string; usertoken: string } };
    const response = await api.call('cancelaccount', { account: guest.userinfo.username, usertoken: guest.userinfo.usertoken, confirm: 1 });
    expect(codeOf(response)).toBe(40000);
  });
});
