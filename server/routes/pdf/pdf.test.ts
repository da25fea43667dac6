import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasVectorPaths, mediaBoxes, readPdfStructure } from '../../pdf/pdfStructure.ts';
import { CHUNK_BYTES } from '../../pdf/service.ts';
import { signedBody } from '../../testing/signing.ts';
import { createTestDatabase, request, startTestServer, type JsonResponse, type RunningServer, type TestDatabase } from '../../testing/testServer.ts';
import { uploadChunks } from '../../../workers/image/upload/chunkedUpload.ts';
import type { TaskControl } from '../../../workers/core/image/task.ts';
import { createCaller, createTestClock, type Caller } from '../account/accountTestKit.ts';

const clock = createTestClock();
let database: TestDatabase;
let server: RunningServer;
let api: Caller;
let dataDir = '';
const previousDataDir = process.env.DATA_DIR;

interface Guest {
  account: string;
  usertoken: string;
}
type Task = { tasktag: string; tasktoken: string };

let devices = 0;
async function newGuest(): Promise<Guest> {
  devices += 1;
  const reply = await api.call('virtualactregister', { devicetype: 'web', andriodid: `pdf-device-${devices}-${Date.now()}`, showvip: 1 });
  const info = (reply.body as { userinfo: { username: string; usertoken: string } }).userinfo;
  return { account: info.username, usertoken: info.usertoken };
}

async function start(): Promise<void> {
  server = await startTestServer({ database: database.config, now: clock.now });
  api = createCaller(server, clock);
}

const options = { tasktype: 'svg2pdf', limitsize: 2048, isshare: 0, machineid: 'test-machine', pagerange: 'all', outputfileextension: 'pdf', softname: 'bzsj-web', softversion: '1.0.0', productid: '352' };

async function create(guest: Guest, filecount: number, filename = '我的标志.svg', pagerange = 'all'): Promise<Task> {
  const reply = await api.call('pdf/createtask', { ...guest, ...options, filename, filecount, pagerange });
  expect(reply.body, reply.text).toMatchObject({ code: 10000, chunksize: CHUNK_BYTES });
  return reply.body as Task;
}

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

async function sendChunk(task: Task, fileindex: number, chunk: number, chunks: number, bytes: Uint8Array, chunkmd5 = md5(bytes)): Promise<JsonResponse> {
  const fields = signedBody({ ...task, fileindex, chunk, chunks, chunkmd5 }, String(clock.seconds()));
  const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  return request(`${server.url}/api/v4/pdf/uploadchunk?${query}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: Uint8Array.from(bytes) });
}

const state = (task: Task) => api.call('pdf/taskstate', { ...task, ifshowtxt: 1 });
const codeOf = (reply: JsonResponse) => (reply.body as { code: number }).code;

async function settle(task: Task): Promise<JsonResponse> {
  for (let i = 0; i < 600; i += 1) {
    const reply = await state(task);
    if (codeOf(reply) !== 12000) return reply;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('pdf task still processing');
}

async function download(task: Task): Promise<Buffer> {
  const down = await api.call('pdf/taskdown', { ...task, downtype: 2 });
  expect(down.body, down.text).toMatchObject({ code: 10000, filename: '我的标志.pdf' });
  const response = await fetch((down.body as { downurl: string }).downurl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await response.arrayBuffer());
}

const LOGO = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect x="10" y="10" width="120" height="80" fill="#c00"/>` +
  `<path d="M200 20 C260 20 300 60 300 120 L200 200 Z" fill="none" stroke="#036" stroke-width="6"/>` +
  `<text x="20" y="260" font-size="40" font-family="Noto Sans SC">${label}</text></svg>`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bzsj-pdf-'));
  process.env.DATA_DIR = dataDir;
  database = await createTestDatabase({ persistent: true });
  await start();
});
afterAll(async () => {
  await server?.close();
  await database?.dispose();
  process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

describe('vector → PDF task (docs/pdf.md)', () => {
  it('converts two SVGs into one PDF, a page each, vectors as path operators and CJK text in an embedded font', async () => {
    const guest = await newGuest();
    const task = await create(guest, 2);
    const first = await sendChunk(task, 0, 0, 1, Buffer.from(LOGO('标志设计')));
    expect(first.body, first.text).toMatchObject({ code: 11000 });
    const second = await sendChunk(task, 1, 0, 1, Buffer.from(LOGO('矢量转换 PDF')));
    expect(second.body, second.text).toMatchObject({ code: 10000 });
    const done = await settle(task);
    expect(done.body, done.text).toMatchObject({ code: 10000, state: 'done', progress: 100, pages: 2, txt: '转换完成', uploaded: [[0], [0]] });
    const pdf = readPdfStructure(await download(task));
    expect(pdf.pages).toBe(2);
    expect(pdf.images).toBe(0);
    expect(pdf.contents.filter(hasVectorPaths).length).toBeGreaterThanOrEqual(2);
    expect(pdf.fonts.some((name) => /NotoSansSC/.test(name))).toBe(true);
    // Text is shown with a CJK font (a Tj/TJ after a Tf), not dropped.
    expect(pdf.contents.some((c) => /Tf[\s\S]*T[jJ]/.test(c))).toBe(true);
    // No character became a box: every glyph shown (2-byte ids of the embedded subsets) is a real glyph, never .notdef (0).
    const glyphs = pdf.contents.flatMap((c) => [...c.matchAll(/<([0-9a-f]+)>\s*Tj/gi)].flatMap((m) => (m[1] ?? '').match(/.{4}/g) ?? []));
    expect(glyphs.length).toBeGreaterThanOrEqual('标志设计矢量转换PDF'.length);
    expect(glyphs).not.toContain('0000');

    const qr = await api.call('pdf/qrcode', task);
    expect(qr.body).toMatchObject({ code: 10000 });
    expect((qr.body as { qrcode: string }).qrcode).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('pagerange onepage: two SVGs on one page, one under the other, still vectors with CJK text; all gives a page each', async () => {
    const guest = await newGuest();
    const task = await create(guest, 2, '我的标志.svg', 'onepage');
    expect(codeOf(await sendChunk(task, 0, 0, 1, Buffer.from(LOGO('标志设计'))))).toBe(11000);
    // A wider second file: the sheet is as wide as the widest, the narrower one centred.
    const wide = LOGO('矢量').replace('width="400" height="300" viewBox="0 0 400 300"', 'width="800" height="300" viewBox="0 0 800 300"');
    expect(codeOf(await sendChunk(task, 1, 0, 1, Buffer.from(wide)))).toBe(10000);
    const done = await settle(task);
    expect(done.body, done.text).toMatchObject({ code: 10000, state: 'done', pages: 1 });
    const bytes = await download(task);
    const pdf = readPdfStructure(bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.images).toBe(0);
    // 800 px = 600 pt wide; 300 px = 225 pt tall twice, with the 24 pt gap between.
    expect(mediaBoxes(bytes)).toEqual([[0, 0, 600, 474]]);
    expect(pdf.contents.filter(hasVectorPaths).length).toBeGreaterThanOrEqual(1);
    const glyphs = pdf.contents.flatMap((c) => [...c.matchAll(/<([0-9a-f]+)>\s*Tj/gi)].flatMap((m) => (m[1] ?? '').match(/.{4}/g) ?? []));
    expect(glyphs.length).toBeGreaterThanOrEqual('标志设计矢量'.length);
    expect(glyphs).not.toContain('0000');

    const other = await api.call('pdf/createtask', { ...guest, ...options, pagerange: '1-2', filename: 'a.svg', filecount: 2 });
    expect(other.status).toBe(400);
    expect((other.body as { msg: string }).msg).toMatch(/pagerange/);
  });

  it('takes a 120 MB file in three chunks: a repeated chunk once, a wrong hash refused, resumed after a server restart', async () => {
    const guest = await newGuest();
    const task = await create(guest, 1);
    const size = 120 * 1024 * 1024;
    // A valid SVG padded to 120 MB with one long comment (the sanitiser skips it with one indexOf).
    const head = Buffer.from(`${LOGO('大文件').replace('</svg>', '')}<!--`);
    const tail = Buffer.from('--></svg>\n');
    const file = Buffer.alloc(size, 0x20);
    head.copy(file, 0);
    tail.copy(file, size - tail.length);
    const chunks = [file.subarray(0, CHUNK_BYTES), file.subarray(CHUNK_BYTES, 2 * CHUNK_BYTES), file.subarray(2 * CHUNK_BYTES)];
    expect(chunks.map((c) => c.length)).toEqual([CHUNK_BYTES, CHUNK_BYTES, size - 2 * CHUNK_BYTES]);

    expect((await sendChunk(task, 0, 0, 3, chunks[0] as Buffer)).body).toMatchObject({ code: 11000, duplicate: false });
    // The same chunk again (a retry after a lost answer): accepted once, answered the same.
    expect((await sendChunk(task, 0, 0, 3, chunks[0] as Buffer)).body).toMatchObject({ code: 11000, duplicate: true });
    // Bytes that do not match their hash are refused and not stored.
    const wrong = await sendChunk(task, 0, 1, 3, chunks[1] as Buffer, md5(chunks[2] as Buffer));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 19401, msg: expect.stringContaining('MD5') });

    // The server stops between chunks and comes back; the client resumes from what taskstate says is stored.
    await server.close();
    await start();
    const resumed = await state(task);
    expect(resumed.body).toMatchObject({ code: 12000, state: 'uploading', uploaded: [[0]] });
    expect((await sendChunk(task, 0, 1, 3, chunks[1] as Buffer)).body).toMatchObject({ code: 11000 });
    const last = await sendChunk(task, 0, 2, 3, chunks[2] as Buffer);
    expect(last.body, last.text).toMatchObject({ code: 10000 });
    const done = await settle(task);
    expect(done.body, done.text).toMatchObject({ code: 10000, pages: 1 });
    const bytes = await download(task);
    const pdf = readPdfStructure(bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.contents.some(hasVectorPaths)).toBe(true);
    // The padding is gone: the PDF is small.
    expect(bytes.length).toBeLessThan(500_000);
  }, 120_000);

  it('streams a chunk to disk: an oversized body is refused with 413 while it arrives, and no refused or repeated chunk leaves a file behind', async () => {
    const guest = await newGuest();
    const task = await create(guest, 1);
    const tooBig = await sendChunk(task, 0, 0, 2, Buffer.alloc(CHUNK_BYTES + 1, 0x20));
    expect(tooBig.status).toBe(413);
    expect((tooBig.body as { msg: string }).msg).toMatch(/分片过大/);
    const logo = Buffer.from(LOGO('流式'));
    expect((await sendChunk(task, 0, 0, 1, logo, md5(Buffer.from('other')))).status).toBe(400);
    expect(codeOf(await sendChunk(task, 0, 0, 1, logo))).toBe(10000);
    expect((await sendChunk(task, 0, 0, 1, logo)).body).toMatchObject({ code: 10000, duplicate: true });
    const names = await readdir(join(dataDir, 'pdf', task.tasktag));
    expect(names.filter((name) => name.startsWith('incoming.'))).toEqual([]);
    expect(names.filter((name) => /^f0\.c0\./.test(name))).toHaveLength(1);
  });

  it('cancels: the task answers 18000, later chunks are refused with 18000, and its files are deleted', async () => {
    const guest = await newGuest();
    const task = await create(guest, 2);
    expect((await sendChunk(task, 0, 0, 1, Buffer.from(LOGO('取消')))).body).toMatchObject({ code: 11000 });
    const stop = await api.call('pdf/stoptask', task);
    expect(stop.body).toMatchObject({ code: 10000, state: 'cancelled' });
    expect((await state(task)).body).toMatchObject({ code: 18000, state: 'cancelled' });
    expect((await sendChunk(task, 1, 0, 1, Buffer.from(LOGO('取消')))).body).toMatchObject({ code: 18000 });
    expect(await readdir(join(dataDir, 'pdf')).then((names) => names.includes(task.tasktag))).toBe(false);
    const down = await api.call('pdf/taskdown', { ...task, downtype: 2 });
    expect(down.status).toBe(409);
  });

  it('refuses a wrong tasktoken, bad create options and chunks of the wrong size with 4xx {code, msg}', async () => {
    const guest = await newGuest();
    const task = await create(guest, 1);
    const stranger = await sendChunk({ ...task, tasktoken: 'x'.repeat(48) }, 0, 0, 1, Buffer.from(LOGO('x')));
    expect(stranger.status).toBe(404);
    const badType = await api.call('pdf/createtask', { ...guest, ...options, tasktype: 'pdf2word', filename: 'a.svg', filecount: 1 });
    expect(badType.status).toBe(400);
    expect((badType.body as { msg: string }).msg).toMatch(/tasktype/);
    const tooBig = await api.call('pdf/createtask', { ...guest, ...options, limitsize: 4096, filename: 'a.svg', filecount: 1 });
    expect(tooBig.status).toBe(400);
    const short = await sendChunk(task, 0, 0, 2, Buffer.from(LOGO('x')));
    expect(short.status).toBe(400);
    expect((short.body as { msg: string }).msg).toMatch(/52428800/);
  });

  it('cleans up: a task idle for more than two hours is deleted with its files when a server starts (and every 10 min)', async () => {
    const guest = await newGuest();
    const task = await create(guest, 2);
    expect((await sendChunk(task, 0, 0, 1, Buffer.from(LOGO('旧')))).body).toMatchObject({ code: 11000 });
    expect(await readdir(join(dataDir, 'pdf'))).toContain(task.tasktag);
    clock.advance(3 * 3600);
    await server.close();
    await start();
    expect((await state(task)).status).toBe(404);
    expect(await readdir(join(dataDir, 'pdf'))).not.toContain(task.tasktag);
  });

  describe('the image worker\'s uploader (workers/image/upload) against the server', () => {
    const signQuery = async (fields: Record<string, string>) => new URLSearchParams(Object.entries(signedBody(fields, String(clock.seconds()))).map(([k, v]) => [k, String(v)])).toString();
    const control = (cancelAfter = Infinity): TaskControl & { progressed: number[] } => {
      const progressed: number[] = [];
      return {
        progressed,
        progress: (fraction) => progressed.push(fraction),
        checkpoint: () => Promise.resolve(),
        get cancelled() {
          return progressed.length >= cancelAfter;
        },
      };
    };
    const blobs = () => [new Blob([LOGO('一')]), new Blob([LOGO('二')])];

    it('sends every file (11000 then 10000), skips chunks the server has (resume), and the task converts', async () => {
      const guest = await newGuest();
      const task = await create(guest, 2);
      const endpoint = `${server.url}/api/v4/pdf/uploadchunk`;
      const files = blobs();
      // As after a reload: file 0 is already stored, taskstate says so.
      await sendChunk(task, 0, 0, 1, new Uint8Array(await (files[0] as Blob).arrayBuffer()));
      const uploaded = ((await state(task)).body as { uploaded: number[][] }).uploaded;
      expect(uploaded).toEqual([[0], []]);
      const progress = control();
      const result = await uploadChunks({ requestId: 'r1', endpoint, ...task, files, chunkBytes: CHUNK_BYTES, uploaded }, signQuery, progress);
      expect(result).toMatchObject({ outcome: 'done', chunksSent: 1, chunksSkipped: 1 });
      expect(progress.progressed.at(-1)).toBe(1);
      expect((await settle(task)).body).toMatchObject({ code: 10000, pages: 2 });
    });

    it('stops between chunks when cancelled (11000 → cancel), and rejects with the server\'s message for a hostile file', async () => {
      const guest = await newGuest();
      const task = await create(guest, 2);
      const endpoint = `${server.url}/api/v4/pdf/uploadchunk`;
      const stopped = await uploadChunks({ requestId: 'r2', endpoint, ...task, files: blobs(), chunkBytes: CHUNK_BYTES }, signQuery, control(1));
      expect(stopped).toMatchObject({ outcome: 'cancelled', chunksSent: 1 });
      const other = await create(guest, 1);
      const hostile = uploadChunks({ requestId: 'r3', endpoint, ...other, files: [new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'])], chunkBytes: CHUNK_BYTES }, signQuery, control());
      await expect(hostile).rejects.toMatchObject({ name: 'WorkerError', code: 'UPLOAD_FAILED', message: expect.stringContaining('脚本') });
    });
  });

  describe('hostile SVGs get 4xx {code, msg} in Chinese, never a 5xx, never a request to another host', () => {
    let probe: Server;
    let hits = 0;
    let probeUrl = '';
    beforeAll(async () => {
      probe = createServer((_req, res) => {
        hits += 1;
        res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
      });
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const address = probe.address();
      probeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(() => new Promise<void>((resolve) => probe.close(() => resolve())));

    const cases: [string, () => string, RegExp][] = [
      ['script element', () => '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', /脚本/],
      ['event handler', () => '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>', /脚本/],
      ['script hidden in metadata', () => '<svg xmlns="http://www.w3.org/2000/svg"><metadata><script>x</script></metadata></svg>', /脚本/],
      ['foreignObject', () => '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>', /foreignObject/],
      ['billion laughs', () => `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>`, /DOCTYPE/],
      ['external entity', () => '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>', /DOCTYPE/],
      ['undeclared entity', () => '<svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>', /DOCTYPE|实体/],
      ['image from a file', () => '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd" width="10" height="10"/></svg>', /外部/],
      ['image path without scheme', () => '<svg xmlns="http://www.w3.org/2000/svg"><image xlink:href="/etc/hostname" width="10" height="10"/></svg>', /外部/],
      ['image from a host', () => `<svg xmlns="http://www.w3.org/2000/svg"><image href="${probeUrl}/a.png" width="10" height="10"/></svg>`, /外部/],
      ['use of another document', () => `<svg xmlns="http://www.w3.org/2000/svg"><use href="${probeUrl}/b.svg#x"/></svg>`, /外部/],
      ['url() to a host in style', () => `<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9" style="fill:url(${probeUrl}/c.svg#g)"/></svg>`, /外部/],
      ['xinclude', () => `<svg xmlns="http://www.w3.org/2000/svg"><xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="${probeUrl}/d.xml"/></svg>`, /外部/],
      ['javascript link', () => '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect width="9" height="9" style="fill:red;behavior:javascript:x"/></a></svg>', /外部/],
      ['nesting too deep', () => `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(200)}${'</g>'.repeat(200)}</svg>`, /嵌套/],
      ['too many elements', () => `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(25_000)}</svg>`, /元素过多/],
      ['path too long', () => `<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0${' L1 1'.repeat(500_000)}"/></svg>`, /过长/],
      ['not an SVG', () => '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000', /不是有效的 SVG/],
      ['HTML instead of SVG', () => '<html><body>x</body></html>', /不是有效的 SVG/],
      ['unclosed tags', () => '<svg xmlns="http://www.w3.org/2000/svg"><g><rect/>', /格式有误/],
    ];

    it.each(cases)('%s', async (_name, svg, message) => {
      const guest = await newGuest();
      const task = await create(guest, 1);
      const reply = await sendChunk(task, 0, 0, 1, Buffer.from(svg()));
      expect(reply.status, reply.text).toBe(422);
      expect(reply.body).toMatchObject({ code: 19415 });
      expect((reply.body as { msg: string }).msg).toMatch(message);
      const after = await state(task);
      expect(after.body).toMatchObject({ code: 19026, state: 'failed' });
      expect(hits).toBe(0);
    });
  });
});
