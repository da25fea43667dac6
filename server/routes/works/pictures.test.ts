import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignablePayload } from '../../../workers/core/signing/sign.ts';
import { startAccountServer, type AccountServer } from '../../testing/accountServer.ts';
import { healthDuring, sendInPieces, sendOnlyTheStart, streamedHeaders } from '../../testing/streamedUpload.ts';
import { postJson } from '../../testing/testServer.ts';
import { signedBody } from '../../testing/signing.ts';
import { loadScaled } from '../../testing/loadScaled.ts';

/** Pictures beside the documents, against the real server over HTTP (PGlite, local asset store). */

let server: AccountServer;

beforeAll(async () => {
  server = await startAccountServer();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const md5 = (bytes: Buffer | string) => createHash('md5').update(bytes).digest('hex');
// A PNG signature plus some bytes: the server checks the type's signature, not the pixels.
const png = (seed: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, seed)]);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const docWith = (...hashes: string[]) =>
  JSON.stringify({ schemaVersion: 3, layers: [{ id: 'bg', type: 'rect' }, ...hashes.map((hash, i) => ({ id: `p${i}`, type: 'image', url: `asset:${hash}` }))] });

interface Reply {
  code: number;
  msg: string;
  status: number;
  missing?: string[];
  hash?: string;
  data?: string;
  result?: string;
}

const user = () => server.signIn();
type Who = Awaited<ReturnType<typeof user>>;

async function call(name: string, who: Who, payload: SignablePayload = {}): Promise<Reply> {
  const response = await server.api.call(name, { account: who.account, usertoken: who.usertoken, ...payload });
  return { ...(response.body as Reply), status: response.status };
}

const putWork = (who: Who, id: string, content: string) =>
  call('workput', who, { id, kind: 'logo', name: '带图', baseRevision: 0, hash: md5(content), content, thumb: '', schemaVersion: 3, editedAt: server.clock.now(), deleted: false });

describe('pictures of works on the server', () => {
  it('a document is refused until its pictures are uploaded; then another device gets the exact bytes', async () => {
    const who = await user();
    const [a, b] = [png(1), png(2)];
    const refused = await putWork(who, 'w_pic', docWith(md5(a), md5(b)));
    expect(refused).toMatchObject({ status: 409, code: 40910 });
    expect(refused.msg).toMatch(/图片尚未上传/);

    expect((await call('workpictures', who, { hashes: [md5(a), md5(b)] })).missing).toEqual([md5(a), md5(b)]);
    expect(await call('workpictureput', who, { hash: md5(a), data: dataUrl(a) })).toMatchObject({ status: 200, code: 10000, hash: md5(a) });
    expect((await call('workpictures', who, { hashes: [md5(a), md5(b)] })).missing).toEqual([md5(b)]);
    expect((await putWork(who, 'w_pic', docWith(md5(a), md5(b)))).code).toBe(40910);
    await call('workpictureput', who, { hash: md5(b), data: dataUrl(b) });
    expect(await putWork(who, 'w_pic', docWith(md5(a), md5(b)))).toMatchObject({ status: 200, result: 'saved' });

    const got = await call('workpictureget', who, { hash: md5(b) });
    expect(got.data).toBe(dataUrl(b));
  });

  it('uploading the same picture again is harmless (content-addressed)', async () => {
    const who = await user();
    const a = png(3);
    for (let i = 0; i < 2; i += 1) expect((await call('workpictureput', who, { hash: md5(a), data: dataUrl(a) })).code).toBe(10000);
    expect((await call('workpictures', who, { hashes: [md5(a)] })).missing).toEqual([]);
  });

  it('refuses bytes that do not hash to their name, that are not the image they claim, or too many hashes', async () => {
    const who = await user();
    const a = png(4);
    const wrongHash = await call('workpictureput', who, { hash: md5(png(5)), data: dataUrl(a) });
    expect(wrongHash).toMatchObject({ status: 400, code: 40000 });
    expect(wrongHash.msg).toMatch(/校验失败/);
    const notPng = Buffer.from('<svg onload="alert(1)"/>');
    const lying = await call('workpictureput', who, { hash: md5(notPng), data: dataUrl(notPng) });
    expect(lying).toMatchObject({ status: 400, code: 40000 });
    expect(lying.msg).toMatch(/图片无效/);
    const svg = await call('workpictureput', who, { hash: md5(notPng), data: dataUrl(notPng, 'image/svg+xml') });
    expect(svg.status).toBe(400);
    expect((await call('workpictures', who, { hashes: [md5(a), md5(notPng)] })).missing).toEqual([md5(a), md5(notPng)]);
    const many = await call('workpictures', who, { hashes: Array.from({ length: 501 }, (_, i) => md5(String(i))) });
    expect(many.status).toBe(400);
  });

  it('keeps users apart: knowing a hash never reaches another user’s picture; guests get none', async () => {
    const [owner, other] = [await user(), await user()];
    const a = png(6);
    await call('workpictureput', owner, { hash: md5(a), data: dataUrl(a) });
    expect(await call('workpictureget', other, { hash: md5(a) })).toMatchObject({ status: 404, code: 40411 });
    expect((await call('workpictures', other, { hashes: [md5(a)] })).missing).toEqual([md5(a)]);
    // Without a valid token nothing is read.
    expect((await call('workpictureget', { ...owner, usertoken: 'x'.repeat(32) }, { hash: md5(a) })).status).toBeGreaterThanOrEqual(400);
  });
});

// Issue 14 (2) for pictures: /workpictureput took 28 MiB JSON bodies and read, parsed and decoded
// them before the login was known. The streamed form is judged from its header first.
describe('GET /api/v4/workpicture (a plain GET of one picture)', () => {
  const pictureUrl = (who: Who, hash: string, datasign?: string) => {
    const fields = signedBody({ account: who.account, usertoken: who.usertoken, hash }, server.clock.seconds());
    return `${server.url}/api/v4/workpicture?${new URLSearchParams(Object.entries({ ...fields, ...(datasign ? { datasign } : {}) }).map(([key, value]) => [key, String(value)]))}`;
  };

  it('on the local store the bytes stream through the node, typed and cacheable; another user, a bad signature and an unknown hash are refused', async () => {
    const [owner, other] = [await user(), await user()];
    const picture = Buffer.concat([png(9).subarray(0, 8), randomBytes(300_000)]);
    expect((await call('workpictureput', owner, { hash: md5(picture), data: dataUrl(picture) })).code).toBe(10000);
    const response = await fetch(pictureUrl(owner, md5(picture)), { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(picture.length));
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(picture)).toBe(true);
    const refused = async (url: string) => {
      const reply = await fetch(url);
      return { status: reply.status, code: ((await reply.json()) as { code: number }).code };
    };
    expect(await refused(pictureUrl(other, md5(picture)))).toEqual({ status: 404, code: 40411 });
    expect(await refused(pictureUrl(owner, md5(picture), '0'.repeat(32)))).toEqual({ status: 401, code: 40001 });
    expect(await refused(pictureUrl(owner, md5(Buffer.from('none'))))).toEqual({ status: 404, code: 40411 });
  });
});

describe('streamed /workpictureput', () => {
  const MB = 1024 * 1024;
  /** A "PNG" of `bytes` random bytes: the server checks the type's signature and the hash, not the pixels. */
  const bigPng = (bytes: number) => Buffer.concat([png(0).subarray(0, 8), randomBytes(bytes - 8)]);
  const put = (headers: Record<string, string>, body: Buffer) => sendInPieces(`${server.url}/api/v4/workpictureput`, headers, body);
  const headersFor = (who: Who, bytes: Buffer, extra: Record<string, unknown> = {}, options: { datasign?: string } = {}) =>
    streamedHeaders(server.clock, { account: who.account, usertoken: who.usertoken, hash: md5(bytes), type: 'image/png', size: bytes.length, ...extra }, options);
  const leftovers = async () => readdir(join(server.dataDir, 'tmp', 'uploads')).catch(() => []);

  it('an 18 MB picture goes up as raw bytes and comes back byte-exact; sending it again is answered without reading it', async () => {
    const who = await user();
    const picture = bigPng(18 * MB);
    const stored = await put(headersFor(who, picture), picture);
    expect(stored).toMatchObject({ status: 200, body: { code: 10000, hash: md5(picture) } });
    const got = await call('workpictureget', who, { hash: md5(picture) });
    expect(got.data?.startsWith('data:image/png;base64,')).toBe(true);
    expect(md5(Buffer.from((got.data ?? '').slice('data:image/png;base64,'.length), 'base64'))).toBe(md5(picture));
    // Sending it again is answered from the header alone (only the start of the body is sent).
    const again = await sendOnlyTheStart(`${server.url}/api/v4/workpictureput`, headersFor(who, picture), picture.length);
    expect(again.body).toMatchObject({ code: 10000, hash: md5(picture) });
    expect(await leftovers()).toEqual([]);
  }, 60_000);

  it('a bogus signature or no login is answered with only the start of an 18 MB body sent', async () => {
    const who = await user();
    const picture = bigPng(18 * MB);
    const start = (headers: Record<string, string>) => sendOnlyTheStart(`${server.url}/api/v4/workpictureput`, headers, picture.length);
    const forged = await start(headersFor(who, picture, {}, { datasign: '0'.repeat(32) }));
    expect(forged).toMatchObject({ status: 401, body: { code: 40001 } });
    const stranger = await start(headersFor({ ...who, usertoken: 'not-a-token' }, picture));
    expect(stranger).toMatchObject({ status: 401, body: { code: 40101 } });
    expect((await call('workpictures', who, { hashes: [md5(picture)] })).missing).toEqual([md5(picture)]);
  }, 60_000);

  it('eight parallel 20 MB bodies without a valid login: refused at once, RSS does not grow by the bodies, /health stays quick', async () => {
    const picture = bigPng(20 * MB);
    const stranger = { account: '13900000001', usertoken: 'not-a-token', uid: '0' };
    global.gc?.();
    const before = process.memoryUsage().rss;
    const all = Promise.all(Array.from({ length: 8 }, () => put(headersFor(stranger, picture, {}, { datasign: 'f'.repeat(32) }), picture)));
    const worstHealth = await healthDuring(server.url, all);
    const grown = process.memoryUsage().rss - before;
    for (const answer of await all) expect(answer.status).toBe(401);
    // Loose on a shared machine: reading and decoding 8 × 27 MB of base64 JSON took seconds of event loop.
    expect(worstHealth).toBeLessThan(loadScaled(1000));
    expect(grown).toBeLessThan(60 * MB);
  }, 60_000);

  it('refuses with {code, msg}, leaving no file: bytes not hashing to their name, not the image they claim, sizes off, over the cap', async () => {
    const who = await user();
    const picture = bigPng(256 * 1024);
    const wrongHash = await put(headersFor(who, picture, { hash: md5(png(9)) }), picture);
    expect(wrongHash.body).toEqual({ code: 40000, msg: '作品图片校验失败，请重新同步' });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await put(headersFor(who, html), html)).body).toEqual({ code: 40000, msg: '作品图片无效，请换一张图片后再同步' });
    const svg = await put(headersFor(who, html, { type: 'image/svg+xml' }), html);
    expect(svg.status).toBe(400);
    const mismatch = await put(headersFor(who, picture, { size: picture.length + 1 }), picture);
    expect(mismatch.body).toEqual({ code: 40000, msg: '请求长度与声明的图片大小不一致' });
    const over = await put(headersFor(who, picture, { size: 21 * MB }), picture);
    expect(over).toMatchObject({ status: 413, body: { code: 41300, msg: '请求内容过大（上限 20 MiB）' } });
    expect((await call('workpictures', who, { hashes: [md5(picture), md5(html)] })).missing).toEqual([md5(picture), md5(html)]);
    expect(await leftovers()).toEqual([]);
  }, 60_000);

  it('the JSON form takes small pictures only, and says its own limit', async () => {
    const who = await user();
    const picture = bigPng(3 * MB);
    const body = signedBody({ account: who.account, usertoken: who.usertoken, hash: md5(picture), data: dataUrl(picture) } as SignablePayload, server.clock.seconds());
    const refused = await postJson(`${server.url}/api/v4/workpictureput`, body);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ code: 41300, msg: '请求内容过大（上限 2 MiB）' });
  }, 30_000);
});
