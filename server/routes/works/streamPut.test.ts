import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountServer, type AccountServer } from '../../testing/accountServer.ts';
import { healthDuring as healthWhile, sendInPieces, streamedHeaders } from '../../testing/streamedUpload.ts';
import { STREAM_CONTENT_TYPE } from './streamBody.ts';
import { loadScaled } from '../../testing/loadScaled.ts';

// Issue 14 (2): a 23 MB workput used to be read, parsed and hashed before anyone knew who sent
// it. The streamed form is checked from its header first and streamed to disk (real HTTP, real
// PGlite, real files).

let server: AccountServer;
let dataDir = '';
const MB = 1024 * 1024;

beforeAll(async () => {
  server = await startAccountServer();
  dataDir = server.dataDir;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A document of about `bytes` UTF-8 bytes, with Chinese text and escapes, so "byte-exact" means something. */
function documentOf(bytes: number): Buffer {
  const head = '{"schemaVersion":2,"layers":[{"id":"t","type":"text","text":"';
  const tail = '"}]}';
  const unit = '标志设计 \\"引号\\" abc ';
  const repeat = Math.floor((bytes - head.length - tail.length) / Buffer.byteLength(unit));
  return Buffer.from(head + unit.repeat(repeat) + tail, 'utf8');
}

const send = (path: string, headers: Record<string, string>, body: Buffer) => sendInPieces(`${server.url}${path}`, headers, body);
const streamHeaders = (fields: Record<string, unknown>, options: { datasign?: string } = {}) => streamedHeaders(server.clock, fields, options);
const healthDuring = (work: Promise<unknown>) => healthWhile(server.url, work);

function fieldsFor(who: { account: string; usertoken: string }, id: string, content: Buffer, thumb?: Buffer) {
  return {
    ...who,
    id,
    kind: 'logo',
    name: '大作品',
    baseRevision: 0,
    hash: md5(content),
    schemaVersion: 2,
    editedAt: server.clock.now(),
    contentsize: content.length,
    ...(thumb ? { thumbtype: 'image/png', thumbsize: thumb.length, thumbhash: md5(thumb) } : {}),
  };
}

const signIn = () => server.signIn();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really the rest of a png')]);

describe('streamed /workput', () => {
  it('a 23 MB document round-trips byte-exact, with its thumbnail, and leaves no temporary file', async () => {
    const who = await signIn();
    const content = documentOf(23 * MB);
    const body = Buffer.concat([content, PNG]);
    const put = await send('/api/v4/workput', streamHeaders(fieldsFor(who, 'big-1', content, PNG)), body);
    expect(put.body).toMatchObject({ code: 10000, result: 'saved', work: { id: 'big-1', revision: 1, size: content.length } });
    server.clock.advance(1);
    const got = await server.api.call('workget', { ...who, id: 'big-1' });
    const work = got.body as { content: string; thumb: string };
    expect(md5(Buffer.from(work.content, 'utf8'))).toBe(md5(content));
    expect(work.content.length).toBe(content.toString('utf8').length);
    expect(work.thumb).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(await readdir(join(dataDir, 'tmp', 'uploads'))).toEqual([]);
  }, 120_000);

  it('a 23 MB body with a bogus signature is refused before its body is read, and /health stays quick', async () => {
    const who = await signIn();
    const content = documentOf(23 * MB);
    const refused = send('/api/v4/workput', streamHeaders(fieldsFor(who, 'bogus', content), { datasign: '0'.repeat(32) }), content);
    const worstHealth = await healthDuring(refused);
    const answer = await refused;
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(40001);
    // Answered while most of the body was still on the client's side.
    expect(answer.sentAtResponse).toBeLessThan(content.length / 2);
    expect(worstHealth).toBeLessThan(loadScaled(1000));
  }, 60_000);

  it('eight parallel 23 MB bodies without a valid login: refused at once, RSS does not grow by the bodies, /health stays quick', async () => {
    const content = documentOf(23 * MB);
    const stranger = { account: '13900000000', usertoken: 'not-a-token' };
    global.gc?.();
    const before = process.memoryUsage().rss;
    const all = Promise.all(
      Array.from({ length: 8 }, (_, index) => send('/api/v4/workput', streamHeaders(fieldsFor(stranger, `x-${index}`, content), { datasign: 'f'.repeat(32) }), content)),
    );
    const worstHealth = await healthDuring(all);
    const answers = await all;
    const grown = process.memoryUsage().rss - before;
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.sentAtResponse).toBeLessThan(content.length / 2);
    }
    // Loose on a shared machine: the old route blocked the loop for seconds per request.
    expect(worstHealth).toBeLessThan(loadScaled(1000));
    // Buffering them would take 8 × 23 MB (and more for the parse); streaming takes none of it.
    expect(grown).toBeLessThan(60 * MB);
  }, 60_000);

  it('a wrong hash, a short body, a length over the cap and a non-object document are refused with {code, msg}, leaving no file', async () => {
    const who = await signIn();
    const content = documentOf(64 * 1024);
    const wrong = await send('/api/v4/workput', streamHeaders({ ...fieldsFor(who, 'w1', content), hash: 'a'.repeat(32) }), content);
    expect(wrong.body).toEqual({ code: 40000, msg: '作品数据校验失败，请重新同步' });

    const mismatch = await send('/api/v4/workput', streamHeaders({ ...fieldsFor(who, 'w2', content), contentsize: content.length + 1 }), content);
    expect(mismatch.body).toEqual({ code: 40000, msg: '请求长度与声明的作品大小不一致' });

    const over = await send('/api/v4/workput', streamHeaders({ ...fieldsFor(who, 'w3', content), contentsize: 30 * MB }), content);
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ code: 41300, msg: '请求内容过大（上限 24 MiB）' });

    const array = Buffer.from('[1,2,3]');
    const notObject = await send('/api/v4/workput', streamHeaders(fieldsFor(who, 'w4', array)), array);
    expect(notObject.body).toEqual({ code: 40000, msg: '作品内容不是有效的作品数据' });

    const noHeader = await send('/api/v4/workput', { 'content-type': STREAM_CONTENT_TYPE }, content);
    expect(noHeader.body).toEqual({ code: 40000, msg: '缺少签名字段（X-Signed-Fields）' });

    const nul = Buffer.from('{"a":"\u0000"}');
    expect((await send('/api/v4/workput', streamHeaders(fieldsFor(who, 'w5', nul)), nul)).body.msg).toBe('作品内容包含不允许的字符（U+0000）');
    const latin = Buffer.from([0x7b, 0xff, 0x7d]);
    expect((await send('/api/v4/workput', streamHeaders(fieldsFor(who, 'w6', latin)), latin)).body.msg).toBe('作品内容不是有效的 UTF-8 文本');

    expect(await readdir(join(dataDir, 'tmp', 'uploads'))).toEqual([]);
  }, 60_000);

  it('a document referring to pictures not uploaded yet is refused (references found while streaming)', async () => {
    const who = await signIn();
    const text = `{"layers":[${'{"pad":"' + 'p'.repeat(70_000) + '"},'}{"url":"asset:${'c'.repeat(32)}"}]}`;
    const content = Buffer.from(text);
    const answer = await send('/api/v4/workput', streamHeaders(fieldsFor(who, 'pics', content)), content);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe(40910);
  });
});
