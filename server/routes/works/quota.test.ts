import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedBody } from '../../testing/signing';
import type { RunningServer } from '../../testing/testServer';
import { postJson, request, startTestServer } from '../../testing/testServer';
import { createCaller, createTestClock, freshPhone, loginByPhone, type Caller } from '../account/accountTestKit';

const clock = createTestClock();
let server: RunningServer;
let api: Caller;
let dataDir = '';
const previous = { DATA_DIR: process.env.DATA_DIR, WORKS_QUOTA_FREE_MB: process.env.WORKS_QUOTA_FREE_MB };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bzsj-quota-'));
  process.env.DATA_DIR = dataDir;
  // A 1 MB quota keeps the test small; the rule is the same at 100 MB.
  process.env.WORKS_QUOTA_FREE_MB = '1';
  server = await startTestServer({ now: clock.now, trustProxy: 1 });
  api = createCaller(server, clock);
}, 120_000);

afterAll(async () => {
  await server?.close();
  Object.assign(process.env, previous);
  for (const [key, value] of Object.entries(previous)) if (value === undefined) delete process.env[key];
  await rm(dataDir, { recursive: true, force: true });
});

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const docOf = (kb: number) => JSON.stringify({ schemaVersion: 2, layers: [{ id: 't', type: 'text', text: 'x'.repeat(kb * 1024) }] });

async function put(who: { account: string; usertoken: string }, id: string, kb: number, deleted = false, base = 0) {
  const content = deleted ? '' : docOf(kb);
  const response = await api.call('workput', {
    ...who,
    id,
    kind: 'logo',
    name: '标志',
    baseRevision: base,
    hash: md5(deleted ? docOf(kb) : content),
    content,
    thumb: '',
    schemaVersion: 2,
    editedAt: clock.now(),
    deleted,
  });
  return { status: response.status, body: response.body as { code: number; msg: string; result?: string; work?: { revision: number } } };
}

describe('works storage quota', () => {
  it('refuses a push that would take the account past its quota, with a Chinese message saying what to do', async () => {
    const info = await loginByPhone(api, freshPhone());
    const who = { account: String(info.bindmobile), usertoken: String(info.usertoken) };
    const first = await put(who, 'w-a', 600);
    expect(first.body.code).toBe(10000);
    const full = await put(who, 'w-b', 600);
    expect(full.status).toBe(413);
    expect(full.body).toEqual({ code: 41310, msg: expect.stringMatching(/^作品空间已满（已用 1 MB，上限 1 MB），请删除不需要的作品后再同步，开通会员可扩容到/) });

    // A work's own earlier version does not count against its new one.
    clock.advance(1);
    const bigger = await put(who, 'w-a', 900, false, first.body.work?.revision);
    expect(bigger.body).toMatchObject({ code: 10000, result: 'saved' });
    // Deleting frees the space.
    clock.advance(1);
    expect((await put(who, 'w-a', 900, true, bigger.body.work?.revision)).body).toMatchObject({ code: 10000, result: 'saved' });
    clock.advance(1);
    expect((await put(who, 'w-b', 600)).body.code).toBe(10000);
  });
});

describe('cheap checks first on the biggest route', () => {
  it('a huge workput without a valid login is refused as a bad login, before its signature is hashed', async () => {
    const body = signedBody({ account: '13900000000', usertoken: 'not-a-token', id: 'w', content: 'x'.repeat(1536 * 1024) }, clock.seconds());
    const response = await postJson(`${server.url}/api/v4/workput`, { ...body, datasign: '0'.repeat(32) });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 40101 });
  });

  it("a body over a route's own limit gets 413 naming that limit", async () => {
    const over = await request(`${server.url}/api/v4/workput`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(2 * 1024 * 1024 + 10) });
    expect(over.status).toBe(413);
    // The JSON form is for small works; big ones stream (streamPut.test.ts).
    expect(over.body).toEqual({ code: 41300, msg: '请求内容过大（上限 2 MiB）' });
    const small = await request(`${server.url}/api/v4/getutctime`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024 + 10) });
    expect(small.body).toEqual({ code: 41300, msg: '请求内容过大（上限 1 MiB）' });
  });
});
