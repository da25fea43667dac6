import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignablePayload } from '../../../src/services/api/sign';
import type { RunningServer } from '../../testing/testServer';
import { startTestServer } from '../../testing/testServer';
import { createCaller, createTestClock, freshPhone, loginByPhone, type Caller } from '../account/accountTestKit';

/** Pictures beside the documents, against the real server over HTTP (PGlite, local asset store). */

const clock = createTestClock();
let server: RunningServer;
let api: Caller;
let dataDir = '';
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bzsj-pictures-'));
  process.env.DATA_DIR = dataDir;
  server = await startTestServer({ now: clock.now, trustProxy: true });
  api = createCaller(server, clock);
});
afterAll(async () => {
  await server?.close();
  process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
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

async function user() {
  const info = await loginByPhone(api, freshPhone());
  return { account: String(info.bindmobile), usertoken: String(info.usertoken) };
}
type Who = Awaited<ReturnType<typeof user>>;

async function call(name: string, who: Who, payload: SignablePayload = {}): Promise<Reply> {
  const response = await api.call(name, { ...who, ...payload });
  return { ...(response.body as Reply), status: response.status };
}

const putWork = (who: Who, id: string, content: string) =>
  call('workput', who, { id, kind: 'logo', name: '带图', baseRevision: 0, hash: md5(content), content, thumb: '', schemaVersion: 3, editedAt: clock.now(), deleted: false });

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
