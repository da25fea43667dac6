import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller, createTestClock, type Caller } from '../routes/account/accountTestKit.ts';
import { signedBody } from '../testing/signing.ts';
import { healthDuring } from '../testing/streamedUpload.ts';
import { createTestDatabase, request, startTestServer, type RunningServer, type TestDatabase } from '../testing/testServer.ts';
import { loadScaled } from '../testing/loadScaled.ts';

/**
 * Hostile and broken clients over real HTTP on 127.0.0.1 (issue 31, docs/server.md "Stalled
 * connections"): a body that stops arriving is cut within the idle timeout and logged once at
 * info; oversized signed bodies are refused from Content-Length; one address cannot hold more
 * than its share of connections.
 */
const clock = createTestClock(Date.now());
const idleMs = 1_000;
const logLines: Array<{ level: number; msg: string; reason?: string }> = [];
let database: TestDatabase;
let server: RunningServer;
let api: Caller;
let dataDir = '';
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bzsj-faults-'));
  process.env.DATA_DIR = dataDir;
  database = await createTestDatabase();
  const stream = new Writable({
    write(line: Buffer, _encoding, next) {
      logLines.push(JSON.parse(line.toString()) as (typeof logLines)[number]);
      next();
    },
  });
  server = await startTestServer({
    database: database.config,
    now: clock.now,
    logger: { level: 'info', stream },
    bodyTimeouts: { idleMs, deadlineMs: () => 4_000 },
    connectionsPerAddress: 20,
  });
  api = createCaller(server, clock);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.dispose();
  process.env.DATA_DIR = previousDataDir;
  await rm(dataDir, { recursive: true, force: true });
});

/** Opens a raw TCP connection, writes `head`, and resolves with what came back and how long until the server closed it. */
function rawUntilClosed(head: string | Buffer, options: { trickle?: boolean } = {}): Promise<{ reply: string; ms: number; socket: Socket }> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
    let reply = '';
    let trickle: NodeJS.Timeout | undefined;
    // A byte every 400 ms: never idle for a second, but far too slow for the deadline.
    if (options.trickle) trickle = setInterval(() => socket.writable && socket.write('x'), 400);
    socket.on('data', (piece) => (reply += piece.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(trickle);
      resolve({ reply, ms: performance.now() - started, socket });
    });
  });
}

describe('stalled and slow bodies', () => {
  it('cuts a PDF chunk declared as 40 MB whose body stops after 100 bytes, drops its .part file, and logs it once at info', async () => {
    const guest = (await api.call('virtualactregister', { devicetype: 'web', andriodid: `faults-${Date.now()}`, showvip: 1 })).body as {
      userinfo: { username: string; usertoken: string };
    };
    const task = await api.call('pdf/createtask', {
      account: guest.userinfo.username,
      usertoken: guest.userinfo.usertoken,
      tasktype: 'svg2pdf',
      limitsize: 2048,
      filename: '标志.svg',
      filecount: 1,
      pagerange: 'all',
      outputfileextension: 'pdf',
    });
    const { tasktag, tasktoken } = task.body as { tasktag: string; tasktoken: string };
    expect(tasktag, task.text).toMatch(/^p/);
    const fields = signedBody({ tasktag, tasktoken, fileindex: 0, chunk: 0, chunks: 2, chunkmd5: 'a'.repeat(32) }, String(clock.seconds()));
    const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
    const head = `POST /api/v4/pdf/uploadchunk?${query} HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${40 * 1024 * 1024}\r\n\r\n`;
    const before = logLines.length;
    const { ms } = await rawUntilClosed(Buffer.concat([Buffer.from(head), Buffer.alloc(100, 7)]));
    // Closed after about a second of silence, not after minutes (generous bound for a loaded machine).
    expect(ms).toBeGreaterThanOrEqual(idleMs * 0.9);
    expect(ms).toBeLessThan(30_000);
    // The temporary chunk file is gone once the cut request has unwound.
    const taskDir = join(dataDir, 'pdf', tasktag);
    await expect.poll(async () => (await readdir(taskDir)).filter((name) => name.endsWith('.part')), { timeout: 10_000 }).toEqual([]);
    const lines = logLines.slice(before);
    expect(lines.filter((line) => line.reason === 'idle')).toHaveLength(1);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('cuts a JSON body that trickles a byte at a time past its deadline', async () => {
    const head = 'POST /api/analytics/batch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"a":"';
    const { ms, reply } = await rawUntilClosed(head, { trickle: true });
    expect(reply).toBe('');
    expect(ms).toBeGreaterThanOrEqual(3_500);
    expect(ms).toBeLessThan(30_000);
    expect(logLines.some((line) => line.reason === 'deadline')).toBe(true);
  });

  it('still takes a slow but steady body that arrives within the deadline', async () => {
    const body = JSON.stringify({ project: 'bzsj', data_list: [{ event: 'open', properties: {}, time: Date.now() }] });
    const head = `POST /api/analytics/batch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
    const { port } = new URL(server.url);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', async () => {
        socket.write(head + body.slice(0, 10));
        // Pauses shorter than the idle timeout are not a stall.
        await new Promise((done) => setTimeout(done, idleMs / 2));
        socket.write(body.slice(10));
      });
      let text = '';
      socket.on('data', (piece) => (text += piece.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('big fields', () => {
  it('refuses a signed body declared over 128 KiB before reading it, and /health stays quick beside 16 of them', async () => {
    const field = 'x'.repeat(1024 * 1024 - 1000);
    const body = JSON.stringify(signedBody({ account: field, usertoken: field.slice(0, 10) }, clock.seconds()));
    const one = await request(`${server.url}/api/v4/memprofile`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(one.status).toBe(413);
    expect(one.body).toEqual({ code: 41300, msg: '请求内容过大（上限 128 KiB）' });
    const flood = Promise.all(
      Array.from({ length: 16 }, () => request(`${server.url}/api/v4/getutctime`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })),
    );
    const worst = await healthDuring(server.url, flood);
    // Before: each 1 MB body was parsed and hashed on the event loop (0.56–0.91 s stalls measured).
    expect(worst).toBeLessThan(loadScaled(500));
    expect((await flood).every((reply) => reply.status === 413)).toBe(true);
  });
});

describe('connections per address', () => {
  it('closes connections over the cap at once and serves again when they are gone', async () => {
    const { port } = new URL(server.url);
    const held: Socket[] = [];
    for (let i = 0; i < 20; i += 1) {
      held.push(await new Promise<Socket>((resolve) => { const socket = connect(Number(port), '127.0.0.1', () => resolve(socket)); }));
    }
    const refused = await rawUntilClosed('GET /health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(refused.reply).toBe('');
    for (const socket of held) socket.destroy();
    await expect.poll(async () => (await request(`${server.url}/health`).catch(() => ({ status: 0 }))).status, { timeout: 10_000 }).toBe(200);
    expect(logLines.some((line) => line.msg === 'too many connections from one address: refused')).toBe(true);
  });
});
