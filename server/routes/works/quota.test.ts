import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountServer, type AccountServer } from '../../testing/accountServer.ts';
import { signedBody } from '../../testing/signing.ts';
import { sendInPieces, sendOnlyTheStart, streamedHeaders } from '../../testing/streamedUpload.ts';
import { postJson, request } from '../../testing/testServer.ts';

let server: AccountServer;

beforeAll(async () => {
  // A 1 MB quota keeps the test small; the rule is the same at 100 MB.
  server = await startAccountServer({ env: { WORKS_QUOTA_FREE_MB: '1' } });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const docOf = (kb: number) => JSON.stringify({ schemaVersion: 2, layers: [{ id: 't', type: 'text', text: 'x'.repeat(kb * 1024) }] });

async function put(who: { account: string; usertoken: string }, id: string, kb: number, deleted = false, base = 0) {
  const content = deleted ? '' : docOf(kb);
  const response = await server.api.call('workput', {
    ...who,
    id,
    kind: 'logo',
    name: '标志',
    baseRevision: base,
    hash: md5(deleted ? docOf(kb) : content),
    content,
    thumb: '',
    schemaVersion: 2,
    editedAt: server.clock.now(),
    deleted,
  });
  return { status: response.status, body: response.body as { code: number; msg: string; result?: string; work?: { revision: number } } };
}

describe('works storage quota', () => {
  it('refuses a push that would take the account past its quota, with a Chinese message saying what to do', async () => {
    const { account, usertoken } = await server.signIn();
    const who = { account, usertoken };
    const first = await put(who, 'w-a', 600);
    expect(first.body.code).toBe(10000);
    const full = await put(who, 'w-b', 600);
    expect(full.status).toBe(413);
    expect(full.body).toEqual({ code: 41310, msg: expect.stringMatching(/^作品空间已满（已用 1 MB，上限 1 MB），请删除不需要的作品后再同步，开通会员可扩容到/) });

    // A work's own earlier version does not count against its new one.
    server.clock.advance(1);
    const bigger = await put(who, 'w-a', 900, false, first.body.work?.revision);
    expect(bigger.body).toMatchObject({ code: 10000, result: 'saved' });
    // Deleting frees the space.
    server.clock.advance(1);
    expect((await put(who, 'w-a', 900, true, bigger.body.work?.revision)).body).toMatchObject({ code: 10000, result: 'saved' });
    server.clock.advance(1);
    expect((await put(who, 'w-b', 600)).body.code).toBe(10000);
  });

  it('pictures count too: an 18 MB streamed picture past the quota is refused from its header, with only the start of its body sent', async () => {
    const { account, usertoken } = await server.signIn();
    const who = { account, usertoken };
    expect((await put(who, 'w-doc', 600)).body.code).toBe(10000);
    const picture = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(18 * 1024 * 1024)]);
    const headers = streamedHeaders(server.clock, { ...who, hash: createHash('md5').update(picture).digest('hex'), type: 'image/png', size: picture.length });
    const refused = await sendOnlyTheStart(`${server.url}/api/v4/workpictureput`, headers, picture.length);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe(41310);
    // And a stored picture leaves less room for documents.
    const small = picture.subarray(0, 300 * 1024);
    const hash = createHash('md5').update(small).digest('hex');
    expect((await sendInPieces(`${server.url}/api/v4/workpictureput`, streamedHeaders(server.clock, { ...who, hash, type: 'image/png', size: small.length }), small)).body.code).toBe(10000);
    server.clock.advance(1);
    expect((await put(who, 'w-doc2', 200)).status).toBe(413);
  });
});

describe('cheap checks first on the biggest route', () => {
  it('a huge workput without a valid login is refused as a bad login, before its signature is hashed', async () => {
    const body = signedBody({ account: '13900000000', usertoken: 'not-a-token', id: 'w', content: 'x'.repeat(1536 * 1024) }, server.clock.seconds());
    const response = await postJson(`${server.url}/api/v4/workput`, { ...body, datasign: '0'.repeat(32) });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 40101 });
  });

  it("a body over a route's own limit gets 413 naming that limit", async () => {
    const over = await request(`${server.url}/api/v4/workput`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(2 * 1024 * 1024 + 10) });
    expect(over.status).toBe(413);
    // The JSON form is for small works; big ones stream (streamPut.test.ts).
    expect(over.body).toEqual({ code: 41300, msg: '请求内容过大（上限 2 MiB）' });
    // Other signed calls carry short fields: 128 KiB (registerSigned.ts signedBodyLimit).
    const small = await request(`${server.url}/api/v4/getutctime`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(128 * 1024 + 10) });
    expect(small.body).toEqual({ code: 41300, msg: '请求内容过大（上限 128 KiB）' });
    const analytics = await request(`${server.url}/api/analytics/batch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(1024 * 1024 + 10) });
    expect(analytics.body).toEqual({ code: 41300, msg: '请求内容过大（上限 1 MiB）' });
  });
});
