import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../testing/testServer.ts';
import { request, startTestServer } from '../../testing/testServer.ts';
import { createCaller, createTestClock, freshIp, freshPhone, loginByPhone, type Caller } from './accountTestKit.ts';
import { CAPTCHA } from './captcha.ts';
import { SmsLimits } from './codes.ts';

const clock = createTestClock();
let server: RunningServer;
let api: Caller;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: 1 });
  api = createCaller(server, clock);
});
afterAll(() => server?.close());

const codeOf = (response: { body: unknown }) => (response.body as { code: number }).code;
const send = (phone: string, ip: string, imgcode?: string) =>
  api.call('safsmsverify', { account: phone, verifytype: 'quicklogin', ...(imgcode ? { imgcode } : {}) }, { ip });
const login = (phone: string, smscode: string, ip: string) => api.call('loginquick', { account: phone, smscode, showvip: 1 }, { ip });

async function sendWithImage(phone: string, ip: string) {
  await api.call('imgverify', { account: phone }, { ip });
  return send(phone, ip, await api.imageCode(phone));
}

describe('sending an SMS code', () => {
  it('sends a random 4-digit code to the sandbox outbox and keeps only its hash', async () => {
    const phone = freshPhone();
    const response = await send(phone, freshIp());
    expect(response.body).toEqual({ code: 10000, msg: 'success' });
    const [message] = await api.outbox(phone);
    expect(message?.code).toMatch(/^\d{4}$/);
    expect(message?.text).toContain(message?.code);
    const { rows } = await server.app.services.db.query<{ code_hash: string }>('SELECT code_hash FROM sms_codes WHERE phone = $1', [phone]);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(message?.code);
  });

  it('draws codes at random (20 phones, many distinct codes)', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const phone = freshPhone();
      await send(phone, freshIp());
      codes.add(await api.lastSmsCode(phone));
    }
    expect(codes.size).toBeGreaterThan(10);
  });

  it('accepts a country prefix, and refuses numbers that are not Chinese mobiles', async () => {
    const phone = freshPhone();
    expect(codeOf(await send(`86-${phone}`, freshIp()))).toBe(10000);
    expect(await api.lastSmsCode(phone)).toMatch(/^\d{4}$/);
    for (const bad of ['12345678901', '1391234567', '+86 13912345678', 'abc']) {
      const response = await send(bad, freshIp());
      expect(response.status).toBe(400);
      expect(codeOf(response)).toBe(40000);
    }
  });

  it('allows one send per phone per 60 s (10061 at 59 s, accepted at 60 s)', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    expect(codeOf(await send(phone, ip))).toBe(10000);
    clock.advance(59);
    const early = await send(phone, ip);
    expect(codeOf(early)).toBe(10061);
    expect((early.body as { msg: string }).msg).toContain('1 秒');
    clock.advance(1);
    expect(codeOf(await send(phone, ip))).toBe(10000);
  });

  it('lets exactly one of 5 simultaneous sends to one phone through', async () => {
    const phone = freshPhone();
    const codes = await Promise.all(Array.from({ length: 5 }, () => send(phone, freshIp()).then(codeOf)));
    expect(codes.filter((code) => code === 10000)).toHaveLength(1);
    expect(codes.filter((code) => code === 10061)).toHaveLength(4);
  });

  it('asks for an image code from the third send to a phone in a day, and checks it', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    expect(codeOf(await send(phone, ip))).toBe(10000);
    clock.advance(60);
    expect(codeOf(await send(phone, ip))).toBe(10000);
    clock.advance(60);
    expect(codeOf(await send(phone, ip))).toBe(19020);

    const picture = await api.call('imgverify', { account: phone }, { ip });
    const { message, width, height } = picture.body as { message: string; width: number; height: number };
    expect([width, height]).toEqual([CAPTCHA.width, CAPTCHA.height]);
    const svg = Buffer.from(message.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    const code = await api.imageCode(phone);
    expect(code).toHaveLength(CAPTCHA.length);
    expect(svg).toContain('width="90" height="40"');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(code);

    expect(codeOf(await send(phone, ip, 'ZZZZ'.replace(code, 'YYYY')))).toBe(19021);
    // A wrong guess used the picture up: the right code no longer works either.
    expect(codeOf(await send(phone, ip, code))).toBe(19021);
    await api.call('imgverify', { account: phone }, { ip });
    expect(codeOf(await send(phone, ip, (await api.imageCode(phone)).toLowerCase()))).toBe(10000);
  });

  it('caps a phone at its daily limit (23019), and frees it 24 h later', async () => {
    const phone = freshPhone();
    for (let i = 0; i < SmsLimits.phonePerDay; i += 1) {
      const response = i < SmsLimits.phoneImageAfter ? await send(phone, freshIp()) : await sendWithImage(phone, freshIp());
      expect(codeOf(response)).toBe(10000);
      clock.advance(60);
    }
    expect(codeOf(await sendWithImage(phone, freshIp()))).toBe(23019);
    clock.advance(86_400);
    expect(codeOf(await send(phone, freshIp()))).toBe(10000);
  });

  it('asks one busy address for image codes, then caps it per hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < SmsLimits.ipImageAfter; i += 1) expect(codeOf(await send(freshPhone(), ip))).toBe(10000);
    expect(codeOf(await send(freshPhone(), ip))).toBe(19020);
    for (let i = SmsLimits.ipImageAfter; i < SmsLimits.ipPerHour; i += 1) expect(codeOf(await sendWithImage(freshPhone(), ip))).toBe(10000);
    expect(codeOf(await sendWithImage(freshPhone(), ip))).toBe(23019);
    clock.advance(3600);
  });

  it('counts a busy address behind the proxy even when it forges a new left-most X-Forwarded-For each time', async () => {
    const ip = freshIp();
    for (let i = 0; i < SmsLimits.ipImageAfter; i += 1) expect(codeOf(await send(freshPhone(), `${freshIp()}, ${ip}`))).toBe(10000);
    expect(codeOf(await send(freshPhone(), `${freshIp()}, ${ip}`))).toBe(19020);
    clock.advance(3600);
  });

  it('answers the same for a registered phone and an unknown one', async () => {
    const known = freshPhone();
    await loginByPhone(api, known);
    clock.advance(60);
    const unknown = freshPhone();
    const a = await send(known, freshIp());
    const b = await send(unknown, freshIp());
    expect([a.status, a.body]).toEqual([b.status, b.body]);
  });

  it('serves the outbox and the dev helpers only to loopback without proxy headers', async () => {
    const outbox = await request(`${server.url}/dev/sms-outbox`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(outbox.status).toBe(403);
    const image = await request(`${server.url}/dev/image-code?account=13900000000`, { headers: { 'x-real-ip': '203.0.113.9' } });
    expect(image.status).toBe(403);
  });
});

describe('logging in with the code (/loginquick)', () => {
  async function sent(phone: string, ip = freshIp()): Promise<string> {
    expect(codeOf(await send(phone, ip))).toBe(10000);
    return api.lastSmsCode(phone);
  }

  it('asks for a code (19310) when none was sent or the field is empty', async () => {
    const phone = freshPhone();
    expect(codeOf(await login(phone, '1234', freshIp()))).toBe(19310);
    await sent(phone);
    expect(codeOf(await login(phone, '', freshIp()))).toBe(19310);
  });

  it('refuses a wrong code with 19313 and the right one works once', async () => {
    const phone = freshPhone();
    const code = await sent(phone);
    const wrong = code === '0000' ? '0001' : '0000';
    expect(codeOf(await login(phone, wrong, freshIp()))).toBe(19313);
    expect(codeOf(await login(phone, code, freshIp()))).toBe(10000);
    expect(codeOf(await login(phone, code, freshIp()))).toBe(19004);
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const phone = freshPhone();
    const code = await sent(phone);
    const wrong = code === '0000' ? '0001' : '0000';
    for (let i = 0; i < 5; i += 1) expect(codeOf(await login(phone, wrong, freshIp()))).toBe(19313);
    expect(codeOf(await login(phone, code, freshIp()))).toBe(19004);
  });

  it('counts at most 5 tries out of 20 simultaneous wrong guesses', async () => {
    const phone = freshPhone();
    const code = await sent(phone);
    const wrong = code === '0000' ? '0001' : '0000';
    const codes = await Promise.all(Array.from({ length: 20 }, () => login(phone, wrong, freshIp()).then(codeOf)));
    expect(codes.filter((c) => c === 19313)).toHaveLength(5);
    expect(codes.filter((c) => c === 19004)).toHaveLength(15);
  });

  it('accepts the code until 5 minutes have passed, then says it expired (19004)', async () => {
    const early = freshPhone();
    const earlyCode = await sent(early);
    const late = freshPhone();
    const lateCode = await sent(late);
    clock.advance(299);
    expect(codeOf(await login(early, earlyCode, freshIp()))).toBe(10000);
    clock.advance(1);
    expect(codeOf(await login(late, lateCode, freshIp()))).toBe(19004);
  });

  it('keeps only the newest code alive', async () => {
    const phone = freshPhone();
    const first = await sent(phone);
    clock.advance(60);
    const second = await sent(phone);
    if (first !== second) expect(codeOf(await login(phone, first, freshIp()))).toBe(19313);
    expect(codeOf(await login(phone, second, freshIp()))).toBe(10000);
  });

  it('expires a code on request from loopback (the e2e hook)', async () => {
    const phone = freshPhone();
    const code = await sent(phone);
    const expired = await request(`${server.url}/dev/sms-expire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: phone }),
    });
    expect(expired.body).toEqual({ account: phone, expired: 1 });
    expect(codeOf(await login(phone, code, freshIp()))).toBe(19004);
  });
});
