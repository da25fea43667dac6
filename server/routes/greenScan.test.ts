import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedBody } from '../testing/signing.ts';
import type { RunningServer } from '../testing/testServer.ts';
import { postJson, startTestServer } from '../testing/testServer.ts';
import { createCaller, createTestClock, type Caller } from './account/accountTestKit.ts';

const clock = createTestClock();
let server: RunningServer;
let api: Caller;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  api = createCaller(server, clock);
});
afterAll(() => server?.close());

describe('POST /api/v4/sub/green/scan-text (real HTTP)', () => {
  it('passes clean text and flags an evasion, naming the word', async () => {
    const clean = await api.call('sub/green/scan-text', { texts: '清风茶舍;茶饮;古风' });
    expect(clean.status).toBe(200);
    expect(clean.body).toEqual({ code: 10000, msg: 'success', pass: true, hits: [] });

    const dirty = await api.call('sub/green/scan-text', { texts: '茶舍;他 ma 的' });
    expect(dirty.status).toBe(200);
    expect(dirty.body).toMatchObject({ code: 10000, pass: false });
    expect((dirty.body as { hits: string[] }).hits).toContain('他妈的');
  });

  it('takes a list too, and items are scanned together as the app joins them', async () => {
    const reply = await api.call('sub/green/scan-text', { texts: ['奶茶', '雞巴'] } as never);
    expect(reply.body).toMatchObject({ code: 10000, pass: false, hits: ['鸡巴'] });
  });

  it('refuses an unsigned body, a missing field and an oversized text with a 4xx {code, msg}', async () => {
    const unsigned = await postJson(`${server.url}/api/v4/sub/green/scan-text`, { texts: '你好' });
    expect(unsigned.status).toBeGreaterThanOrEqual(400);
    expect(unsigned.status).toBeLessThan(500);
    expect(unsigned.body).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });

    const missing = await api.call('sub/green/scan-text', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 40000 });

    const huge = await postJson(`${server.url}/api/v4/sub/green/scan-text`, signedBody({ texts: '茶'.repeat(20_001) }, clock.seconds()));
    expect(huge.status).toBe(400);
    expect((huge.body as { msg: string }).msg).toMatch(/参数错误|过长/);
  });
});
