import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iou } from '../../../workers/core/image/maskMetrics.ts';
import { renderScene, seeded } from '../../../workers/image/testing/synthetic.ts';
import { signedBody } from '../../testing/signing.ts';
import type { JsonResponse, RunningServer } from '../../testing/testServer.ts';
import { request, startTestServer } from '../../testing/testServer.ts';
import { createCaller, createTestClock, type Caller } from '../account/accountTestKit.ts';

const clock = createTestClock();
let server: RunningServer;
let api: Caller;
let dataDir = '';
const previousDataDir = process.env.DATA_DIR;

interface Guest {
  account: string;
  usertoken: string;
}

let deviceCounter = 0;
async function newGuest(): Promise<Guest> {
  deviceCounter += 1;
  const reply = await api.call('virtualactregister', { devicetype: 'web', andriodid: `segment-device-${deviceCounter}-${Date.now()}`, showvip: 1 });
  const info = (reply.body as { userinfo: { username: string; usertoken: string } }).userinfo;
  return { account: info.username, usertoken: info.usertoken };
}

function encode(pixels: { width: number; height: number; data: Uint8ClampedArray }): Buffer {
  const png = new PNG({ width: pixels.width, height: pixels.height });
  png.data = Buffer.from(pixels.data);
  return PNG.sync.write(png);
}

/** A PNG whose header claims width × height, followed by junk instead of image data. */
function fakePng(width: number, height: number): Buffer {
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const size = Buffer.alloc(8);
  size.writeUInt32BE(width, 0);
  size.writeUInt32BE(height, 4);
  return Buffer.concat([header, size, Buffer.from([8, 6, 0, 0, 0, 1, 2, 3, 4]), Buffer.alloc(200, 7)]);
}

async function upload(guest: Guest, body: Buffer, type = 'image/png'): Promise<JsonResponse> {
  const fields = signedBody({ account: guest.account, usertoken: guest.usertoken, filemd5: createHash('md5').update(body).digest('hex') }, String(clock.seconds()));
  const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  return request(`${server.url}/api/v4/sub/async-task/upload-image?${query}`, { method: 'POST', headers: { 'content-type': type }, body: Uint8Array.from(body) });
}

async function uploaded(guest: Guest, body: Buffer): Promise<string> {
  const reply = await upload(guest, body);
  expect(reply.body, reply.text).toMatchObject({ code: 10000 });
  return (reply.body as { image_url: string }).image_url;
}

const codeOf = (reply: JsonResponse) => (reply.body as { code: number }).code;
const segment = (guest: Guest, imageUrl: string) => api.call('sub/async-task/segment-image', { ...guest, image_url: imageUrl });
const query = (guest: Guest, taskId: string) => api.call('sub/async-task/query-result', { ...guest, task_id: taskId });

/** Polls like the app (every second there; faster here) until the code is not 100702. */
async function settle(guest: Guest, taskId: string): Promise<{ codes: number[]; last: JsonResponse }> {
  const codes: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const reply = await query(guest, taskId);
    codes.push(codeOf(reply));
    if (codeOf(reply) !== 100702) return { codes, last: reply };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`task ${taskId} still processing`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bzsj-segment-'));
  process.env.DATA_DIR = dataDir;
  server = await startTestServer({ now: clock.now });
  api = createCaller(server, clock);
});
afterAll(async () => {
  await server?.close();
  process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

describe('server segmentation task (spec 7)', () => {
  it('upload → segment-image → 100702 while processing → 10000 with the URL of a PNG whose alpha is the logo', async () => {
    const guest = await newGuest();
    const scene = renderScene(900, 700, 'plain', 'logo', 3);
    const bytes = encode(scene.pixels);
    const imageUrl = await uploaded(guest, bytes);
    expect(imageUrl).toMatch(/^\/api\/segment\/uploads\/u[0-9a-f]{32}\.png$/);
    const served = await fetch(`${server.url}${imageUrl}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const started = await segment(guest, imageUrl);
    expect(started.status).toBe(200);
    const taskId = (started.body as { code: number; task_id: string }).task_id;
    expect(started.body).toMatchObject({ code: 10000 });
    expect(taskId).toMatch(/^t[0-9a-f]{32}$/);

    const { codes, last } = await settle(guest, taskId);
    expect(codes[0]).toBe(100702);
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ code: 10000 });
    const result = (last.body as { result: string }).result;
    expect(result).toBe(`/api/segment/results/${taskId}.png`);

    const file = await fetch(`${server.url}${result}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(await file.arrayBuffer()));
    expect([png.width, png.height]).toEqual([900, 700]);
    const alpha = { width: png.width, height: png.height, data: new Uint8Array(png.width * png.height) };
    for (let i = 0; i < alpha.data.length; i += 1) alpha.data[i] = png.data[i * 4 + 3] ?? 0;
    expect(iou(alpha, scene.alpha)).toBeGreaterThan(0.95);
    expect(alpha.data[5 * 900 + 5]).toBe(0);
    // The finished task keeps answering the same.
    expect((await query(guest, taskId)).body).toMatchObject({ code: 10000, result });
  });

  it('a broken image fails with a clear message; what the server cannot take is refused at upload', async () => {
    const guest = await newGuest();
    const broken = await uploaded(guest, fakePng(300, 200));
    const task = (await segment(guest, broken)).body as { task_id: string };
    const { last } = await settle(guest, task.task_id);
    expect(last.body).toEqual({ code: 100703, msg: '图片已损坏或无法读取，请换一张图片' });

    // Pure noise: no backdrop colour to remove.
    const noise = renderScene(120, 120, 'plain', 'logo', 1);
    const random = seeded(9);
    for (let i = 0; i < noise.pixels.data.length; i += 1) if (i % 4 !== 3) noise.pixels.data[i] = Math.floor(random() * 256);
    const noisy = (await segment(guest, await uploaded(guest, encode(noise.pixels)))).body as { task_id: string };
    expect((await settle(guest, noisy.task_id)).last.body).toMatchObject({ code: 100703, msg: expect.stringContaining('没有找到可去除的纯色背景') });

    const text = await upload(guest, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ code: 40000, msg: '只支持 PNG 或 JPEG 图片，请换一张图片' });
    const huge = await upload(guest, fakePng(5000, 5000));
    expect(huge.body).toMatchObject({ code: 40000, msg: expect.stringContaining('图片太大') });
    const mislabelled = await upload(guest, encode(noise.pixels), 'image/jpeg');
    expect(mislabelled.body).toMatchObject({ code: 40004 });
    const tooBig = await upload(guest, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: 41300, msg: expect.stringContaining('10MB') });
  });

  it('refuses every image_url that is not this account’s upload on this server, without fetching anything', async () => {
    const owner = await newGuest();
    const stranger = await newGuest();
    const ownUrl = await uploaded(owner, encode(renderScene(80, 80, 'plain', 'logo', 2).pixels));
    const host = new URL(server.url).host;
    const foreign = [
      'http://169.254.169.254/latest/meta-data/',
      'https://example.com/a.png',
      'file:///etc/passwd',
      `//evil.example${ownUrl}`,
      `http://evil.example${ownUrl}`,
      `/\\evil.example${ownUrl}`,
      `${ownUrl}?x=1`,
      ownUrl.replace('/uploads/', '/results/'),
      '/api/segment/uploads/u00000000000000000000000000000000.png',
      'gopher://127.0.0.1:6379/_INFO',
      '',
    ];
    for (const imageUrl of foreign) {
      const reply = await segment(owner, imageUrl);
      expect(reply.status, imageUrl).toBeLessThan(500);
      expect(codeOf(reply), imageUrl).toBe(100705);
    }
    // Someone else's upload, even by its exact URL.
    expect(codeOf(await segment(stranger, ownUrl))).toBe(100705);
    // The same upload as an absolute URL of this very server is fine.
    const absolute = await segment(owner, `http://${host}${ownUrl}`);
    expect(absolute.body).toMatchObject({ code: 10000 });
    await settle(owner, (absolute.body as { task_id: string }).task_id);
  });

  it('tasks are private, unknown ones are 100704, and a task this process no longer runs is reported interrupted', async () => {
    const owner = await newGuest();
    const stranger = await newGuest();
    const started = await segment(owner, await uploaded(owner, encode(renderScene(100, 100, 'plain', 'product', 2).pixels)));
    const taskId = (started.body as { task_id: string }).task_id;
    expect(codeOf(await query(stranger, taskId))).toBe(100704);
    expect(codeOf(await query(owner, 't0123456789abcdef0123456789abcdef'))).toBe(100704);
    expect((await settle(owner, taskId)).last.body).toMatchObject({ code: 10000 });

    const uid = (await server.app.services.db.query<{ uid: number }>('SELECT uid FROM segment_tasks WHERE task_id = $1', [taskId])).rows[0]?.uid ?? 0;
    const upload = (await server.app.services.db.query<{ upload_id: string }>('SELECT upload_id FROM segment_tasks WHERE task_id = $1', [taskId])).rows[0]?.upload_id ?? '';
    await server.app.services.db.query("INSERT INTO segment_tasks (task_id, uid, upload_id, status, created_at, updated_at) VALUES ('tffffffffffffffffffffffffffffffff', $1, $2, 'running', 1, 1)", [uid, upload]);
    expect((await query(owner, 'tffffffffffffffffffffffffffffffff')).body).toEqual({ code: 100703, msg: '抠图任务被中断，请重新提交' });
  });

  it('one account cannot pile up tasks: the third unfinished one is refused with 42900', async () => {
    const guest = await newGuest();
    const imageUrl = await uploaded(guest, encode(renderScene(1400, 1100, 'gradient', 'product', 5).pixels));
    const replies = [];
    for (let i = 0; i < 3; i += 1) replies.push(await segment(guest, imageUrl));
    expect(replies.map(codeOf)).toEqual([10000, 10000, 42900]);
    expect(replies[2]?.status).toBe(429);
    for (const reply of replies.slice(0, 2)) await settle(guest, (reply.body as { task_id: string }).task_id);
  });

  it('never answers 5xx to random bodies, fields or uploads', async () => {
    const guest = await newGuest();
    const value = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('segment-image', 'query-result'),
        fc.dictionary(fc.constantFrom('image_url', 'task_id', 'account', 'usertoken', 'x'), value, { maxKeys: 5 }),
        fc.boolean(),
        async (name, fields, asGuest) => {
          const payload = asGuest ? { ...fields, account: guest.account, usertoken: guest.usertoken } : fields;
          const body = signedBody(payload as Parameters<typeof signedBody>[0], clock.seconds());
          const reply = await request(`${server.url}/api/v4/sub/async-task/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          expect(reply.status, reply.text).toBeLessThan(500);
          expect(reply.body).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
        },
      ),
      { numRuns: 120 },
    );
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 600 }), fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/plain'), async (bytes, type) => {
        const prefix = type === 'image/png' ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : type === 'image/jpeg' ? [0xff, 0xd8, 0xff] : [];
        const reply = await upload(guest, Buffer.concat([Buffer.from(prefix), Buffer.from(bytes)]), type);
        expect(reply.status, reply.text).toBeLessThan(500);
        expect(reply.body).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
      }),
      { numRuns: 80 },
    );
  });
});
