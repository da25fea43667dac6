import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedBody } from '../testing/signing.ts';
import type { RunningServer } from '../testing/testServer.ts';
import { postJson, request, startTestServer } from '../testing/testServer.ts';
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
    expect(clean.body).toEqual({ code: 10000, msg: 'success', pass: true, hits: [], label: 'normal' });

    const dirty = await api.call('sub/green/scan-text', { texts: '茶舍;他 ma 的' });
    expect(dirty.status).toBe(200);
    expect(dirty.body).toMatchObject({ code: 10000, pass: false });
    expect(dirty.body).toMatchObject({ label: '辱骂', hits: [{ word: '他妈的', category: '辱骂' }] });
  });

  it('takes a list too, and items are scanned together as the app joins them', async () => {
    const reply = await api.call('sub/green/scan-text', { texts: ['奶茶', '雞巴'] } as never);
    expect(reply.body).toMatchObject({ code: 10000, pass: false, label: '色情', hits: [{ word: '鸡巴', category: '色情' }] });
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

describe('categories and the operators\' lists (real HTTP)', () => {
  it('refuses banned organisations, leaders\' names and their evasions as 涉政', async () => {
    for (const texts of ['法轮功', '法*轮 功', 'fa lun gong', '习近平', '習近平', '习进平']) {
      const reply = await api.call('sub/green/scan-text', { texts });
      expect(reply.body, texts).toMatchObject({ code: 10000, pass: false, label: '涉政' });
    }
    const mixed = await api.call('sub/green/scan-text', { texts: '清风茶舍;加V：tea_shop88;冰毒' });
    expect(mixed.body).toMatchObject({ pass: false, label: '违禁' });
    expect([...new Set((mixed.body as { hits: Array<{ category: string }> }).hits.map((h) => h.category))].sort()).toEqual(['广告', '违禁']);
  });

  const ops = (body?: unknown, headers: Record<string, string> = {}) =>
    body === undefined
      ? request(`${server.url}/ops/moderation/words`, { headers })
      : postJson(`${server.url}/ops/moderation/words`, body, headers);
  const scan = async (texts: string) => (await api.call('sub/green/scan-text', { texts })).body as { pass: boolean; hits: Array<{ word: string; category: string }> };

  it('an operator adds a word, exempts one and clears it; each holds at once on this node and is recorded with who and when', async () => {
    expect((await scan('青梅竹马茶')).pass).toBe(true);
    const added = await ops({ word: '青梅 竹马', action: 'add', category: '违禁', by: 'alice', note: '工单 1' });
    expect(added.body).toMatchObject({ code: 10000, change: { word: '青梅竹马', action: 'add', category: '违禁', changedBy: 'alice', note: '工单 1' } });
    expect(await scan('青梅竹马茶')).toMatchObject({ pass: false, hits: [{ word: '青梅竹马', category: '违禁' }] });

    expect((await scan('他 ma 的')).pass).toBe(false);
    await ops({ word: '他妈的', action: 'exempt', by: 'bob' });
    expect((await scan('他 ma 的')).pass).toBe(true);
    await ops({ word: '他妈的', action: 'clear', by: 'bob' });
    expect((await scan('他 ma 的')).pass).toBe(false);

    const listed = (await ops()).body as { words: Array<{ word: string }>; history: Array<{ word: string; action: string; changedBy: string; changedAt: number }> };
    expect(listed.words.map((w) => w.word)).toEqual(['青梅竹马']);
    expect(listed.history.map((h) => `${h.action} ${h.word} ${h.changedBy}`)).toEqual(['clear 他妈的 bob', 'exempt 他妈的 bob', 'add 青梅竹马 alice']);
    expect(listed.history.every((h) => h.changedAt > 0)).toBe(true);
  });

  it('refuses a change without a category or by whom, and any request that came through a proxy', async () => {
    expect((await ops({ word: '某词', action: 'add', by: 'alice' })).status).toBe(400);
    expect((await ops({ word: '某词', action: 'exempt', by: '' })).status).toBe(400);
    expect((await ops({ word: '某词', action: 'add', category: '违禁', by: 'alice' }, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect((await ops(undefined, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
  });
});
