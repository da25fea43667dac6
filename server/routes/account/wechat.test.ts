import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../testing/testServer.ts';
import { request, startTestServer } from '../../testing/testServer.ts';
import { createCaller, createTestClock, type Caller } from './accountTestKit.ts';
import { LOGIN_TAG_LIFE_SECONDS } from './wechat.ts';

const clock = createTestClock();
let server: RunningServer;
let api: Caller;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: 1 });
  api = createCaller(server, clock);
});
afterAll(() => server?.close());

interface TagReply {
  code: number;
  logintag: string;
  qrurl: string;
}
const codeOf = (response: { body: unknown }) => (response.body as { code: number }).code;

async function confirm(tag: string, cookie?: string) {
  return request(`${server.url}/api/wechat/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ tag }).toString(),
  });
}

describe('WeChat scan login (sandbox)', () => {
  it('gives a 128-bit logintag whose QR link opens this server\'s confirm page', async () => {
    const reply = (await api.call('wechatguid')).body as TagReply;
    expect(reply.code).toBe(10000);
    expect(Buffer.from(reply.logintag, 'base64url').length).toBe(16);
    expect(reply.qrurl).toBe(`${server.url}/api/wechat/confirm?tag=${reply.logintag}`);
    const page = await request(reply.qrurl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('确认登录');
    expect(page.text).toContain(`value="${reply.logintag}"`);
  });

  it('answers "waiting" (19100) until confirmed, then the user once, then expired', async () => {
    const { logintag } = (await api.call('wechatguid')).body as TagReply;
    expect(codeOf(await api.call('wechatstate', { logintag, showvip: 1 }))).toBe(19100);
    const confirmed = await confirm(logintag);
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('set-cookie')).toContain('bzsj_wx_sandbox=');
    const state = (await api.call('wechatstate', { logintag, showvip: 1 })).body as { code: number; userinfo: { accounttype: number; username: string; usertoken: string } };
    expect(state.code).toBe(10000);
    expect(state.userinfo.accounttype).toBe(1);
    expect(state.userinfo.username).toMatch(/^wx_/);
    expect(codeOf(await api.call('checktoken', { account: state.userinfo.username, usertoken: state.userinfo.usertoken }))).toBe(10000);
    expect(codeOf(await api.call('wechatstate', { logintag }))).toBe(19101);
  });

  it('logs the same sandbox phone (cookie) into the same account', async () => {
    const a = (await api.call('wechatguid')).body as TagReply;
    const first = await confirm(a.logintag);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const userA = ((await api.call('wechatstate', { logintag: a.logintag })).body as { userinfo: { uid: string } }).userinfo;
    const b = (await api.call('wechatguid')).body as TagReply;
    await confirm(b.logintag, cookie);
    const userB = ((await api.call('wechatstate', { logintag: b.logintag })).body as { userinfo: { uid: string } }).userinfo;
    expect(userB.uid).toBe(userA.uid);
  });

  it('refuses a confirm for an unknown or expired tag, and expires unconfirmed tags', async () => {
    expect((await confirm('not-a-real-tag-123')).status).toBe(410);
    const { logintag } = (await api.call('wechatguid')).body as TagReply;
    clock.advance(LOGIN_TAG_LIFE_SECONDS);
    expect(codeOf(await api.call('wechatstate', { logintag }))).toBe(19101);
    expect((await confirm(logintag)).status).toBe(410);
  });

  it('lets only one of 10 simultaneous polls take a confirmed login', async () => {
    const { logintag } = (await api.call('wechatguid')).body as TagReply;
    await confirm(logintag);
    const codes = await Promise.all(Array.from({ length: 10 }, () => api.call('wechatstate', { logintag }).then(codeOf)));
    expect(codes.filter((code) => code === 10000)).toHaveLength(1);
  });
});
