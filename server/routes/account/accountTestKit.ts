import type { SignablePayload } from '../../../workers/core/signing/sign.ts';
import { signedBody } from '../../testing/signing.ts';
import type { JsonResponse, RunningServer } from '../../testing/testServer.ts';
import { postJson, request } from '../../testing/testServer.ts';

/**
 * Test helpers for the account and order suites: a clock the test moves, and
 * signed calls from a chosen visitor address (the server under test trusts
 * X-Forwarded-For, so each test can be its own visitor for the per-IP limits).
 */
export interface TestClock {
  ms: number;
  now: () => number;
  seconds: () => number;
  advance(seconds: number): void;
}

export function createTestClock(start = Date.UTC(2026, 2, 1, 8, 0, 0)): TestClock {
  const clock: TestClock = {
    ms: start,
    now: () => clock.ms,
    seconds: () => Math.floor(clock.ms / 1000),
    advance(seconds) {
      clock.ms += seconds * 1000;
    },
  };
  return clock;
}

export interface Caller {
  call(name: string, payload?: SignablePayload, options?: { ip?: string; deviceid?: string }): Promise<JsonResponse>;
  outbox(phone: string): Promise<Array<{ phone: string; code: string; text: string }>>;
  lastSmsCode(phone: string): Promise<string>;
  imageCode(phone: string): Promise<string>;
}

let ipCounter = 0;
/** A fresh documentation-range address for each call site that wants its own visitor. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

let phoneCounter = 0;
/** A fresh valid phone number per test, so limits of one test never leak into another. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `139${String(10_000_000 + phoneCounter * 7919 + Math.floor(Math.random() * 1000)).slice(-8)}`;
}

export function createCaller(server: RunningServer, clock: TestClock): Caller {
  const caller: Caller = {
    async call(name, payload = {}, options = {}) {
      const body = signedBody({ deviceid: options.deviceid ?? 'test-device', ...payload }, clock.seconds());
      return postJson(`${server.url}/api/v4/${name}`, body, options.ip ? { 'x-forwarded-for': options.ip } : {});
    },
    async outbox(phone) {
      const response = await request(`${server.url}/dev/sms-outbox?account=${phone}&limit=50`);
      return (response.body as { messages: Array<{ phone: string; code: string; text: string }> }).messages;
    },
    async lastSmsCode(phone) {
      const messages = await caller.outbox(phone);
      const code = messages[0]?.code;
      if (!code) throw new Error(`no SMS for ${phone}`);
      return code;
    },
    async imageCode(phone) {
      const response = await request(`${server.url}/dev/image-code?account=${phone}`);
      return (response.body as { code: string }).code;
    },
  };
  return caller;
}

/** A signed-in phone user: sends a code, reads it from the outbox, logs in. */
export async function loginByPhone(caller: Caller, phone: string, extra: SignablePayload = {}, ip = freshIp()): Promise<Record<string, unknown>> {
  const sent = await caller.call('safsmsverify', { account: phone, verifytype: 'quicklogin' }, { ip });
  if ((sent.body as { code: number }).code !== 10000) throw new Error(`send failed: ${sent.text}`);
  const code = await caller.lastSmsCode(phone);
  const login = await caller.call('loginquick', { account: phone, smscode: code, showvip: 1, ...extra }, { ip });
  const body = login.body as { code: number; userinfo: Record<string, unknown> };
  if (body.code !== 10000) throw new Error(`login failed: ${login.text}`);
  return body.userinfo;
}
