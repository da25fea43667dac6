import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderScene } from '../../workers/image/testing/synthetic.ts';
import { convertToPdf } from '../pdf/convert.ts';
import { CHUNK_BYTES } from '../pdf/service.ts';
import { sanitizeSvg, serializeSvg } from '../pdf/svgSanitize.ts';
import type { NodeProcess, PostgresCluster } from '../testing/postgresCluster.ts';
import { startNodeProcess, startPostgresCluster } from '../testing/postgresCluster.ts';
import { startLocalS3, type LocalS3 } from '../testing/s3Server.ts';
import { paddedSvg } from '../testing/paddedSvg.ts';
import { signedBody } from '../testing/signing.ts';
import { postJson, request } from '../testing/testServer.ts';

/**
 * Two server processes on one PostgreSQL and one S3 object store (s3rver on 127.0.0.1), each
 * with its own empty DATA_DIR: nothing one node keeps on its disk may be needed by the other.
 */
let cluster: PostgresCluster;
let s3: LocalS3;
const nodes: NodeProcess[] = [];
const dataDirs: string[] = [];

beforeAll(async () => {
  [cluster, s3] = await Promise.all([startPostgresCluster(), startLocalS3()]);
  for (let i = 0; i < 2; i += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), `bzsj-node-${i}-`));
    dataDirs.push(dataDir);
    nodes.push(await startNodeProcess({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, TRUST_PROXY: '1', ...s3.env }));
  }
}, 240_000);

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await cluster?.stop();
  await s3?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const [a, b] = [() => nodes[0]!.url, () => nodes[1]!.url];
const now = () => Math.floor(Date.now() / 1000);
const ip = () => `198.19.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const call = (base: string, name: string, fields: Record<string, unknown> = {}) =>
  postJson(`${base}/api/v4/${name}`, signedBody(fields as never, now()), { 'x-forwarded-for': ip() });
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

async function guest(): Promise<{ account: string; usertoken: string }> {
  const reply = await call(a(), 'virtualactregister', { devicetype: 'web', andriodid: `s3-nodes-${Math.random()}`, showvip: 1 });
  const info = (reply.body as { userinfo: { username: string; usertoken: string } }).userinfo;
  return { account: info.username, usertoken: info.usertoken };
}

/** A phone login (works need one): code sent through A, login finished on B. */
async function member(): Promise<{ account: string; usertoken: string }> {
  const account = `139${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(-8)}`;
  const from = ip();
  await postJson(`${a()}/api/v4/safsmsverify`, signedBody({ account, verifytype: 'quicklogin' }, now()), { 'x-forwarded-for': from });
  const outbox = await request(`${a()}/dev/sms-outbox?account=${account}`);
  const code = (outbox.body as { messages: Array<{ code: string }> }).messages[0]?.code ?? '';
  const reply = await postJson(`${b()}/api/v4/loginquick`, signedBody({ account, smscode: code, showvip: 1 }, now()), { 'x-forwarded-for': from });
  const info = (reply.body as { userinfo: { usertoken: string } }).userinfo;
  return { account, usertoken: info.usertoken };
}

function png(seed: number): Buffer {
  const scene = renderScene(160, 120, 'plain', 'product', seed).pixels;
  const image = new PNG({ width: scene.width, height: scene.height });
  image.data = Buffer.from(scene.data);
  return PNG.sync.write(image);
}

/** Files a node left on its own disk outside its scratch and temp folders (none may be needed by the other). */
function filesOn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .filter((path) => !path.startsWith('tmp') && !path.startsWith('segmentation/scratch'));
}

describe('two nodes, one PostgreSQL, one object store, no shared disk', () => {
  it('a works picture put through node A is read through node B byte-identical', async () => {
    const who = await member();
    const bytes = png(4);
    const put = await call(a(), 'workpictureput', { ...who, hash: md5(bytes), data: `data:image/png;base64,${bytes.toString('base64')}` });
    expect(put.body, put.text).toMatchObject({ code: 10000, hash: md5(bytes) });
    const got = await call(b(), 'workpictureget', { ...who, hash: md5(bytes) });
    expect((got.body as { data: string }).data).toBe(`data:image/png;base64,${bytes.toString('base64')}`);
  });

  it('a segmentation upload on A is worked by whichever node claims it and served by both, from the store', async () => {
    const who = await guest();
    const image = png(2);
    const fields = signedBody({ ...who, filemd5: md5(image) }, String(now()));
    const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
    const uploaded = await request(`${a()}/api/v4/sub/async-task/upload-image?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'x-forwarded-for': ip() },
      body: Uint8Array.from(image),
    });
    const imageUrl = (uploaded.body as { image_url: string }).image_url;
    expect(imageUrl, uploaded.text).toMatch(/^\/api\/segment\/uploads\//);
    // The upload is readable through B, which never saw it.
    expect(Buffer.from(await (await fetch(`${b()}${imageUrl}`)).arrayBuffer()).equals(image)).toBe(true);
    const started = await call(b(), 'sub/async-task/segment-image', { ...who, image_url: imageUrl });
    const taskId = (started.body as { task_id: string }).task_id;
    expect(taskId, started.text).toMatch(/^t/);
    let result: { code: number; result?: string } = { code: 0 };
    for (let i = 0; i < 600; i += 1) {
      result = (await call(i % 2 === 0 ? a() : b(), 'sub/async-task/query-result', { ...who, task_id: taskId })).body as typeof result;
      if (result.code !== 100702) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(result.code).toBe(10000);
    const served = await Promise.all([a(), b()].map(async (base) => Buffer.from(await (await fetch(`${base}${result.result ?? ''}`)).arrayBuffer())));
    expect(PNG.sync.read(served[0]!).width).toBe(160);
    expect(served[0]!.equals(served[1]!)).toBe(true);
  });

  it('a works picture GET through either node is a redirect to the store, whose bytes are the picture', async () => {
    const who = await member();
    const bytes = png(6);
    await call(a(), 'workpictureput', { ...who, hash: md5(bytes), data: `data:image/png;base64,${bytes.toString('base64')}` });
    const fields = signedBody({ ...who, hash: md5(bytes) } as never, now());
    const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
    const redirect = await fetch(`${b()}/api/v4/workpicture?${query}`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(location.startsWith(`${s3.endpoint}/`)).toBe(true);
    const picture = await fetch(location);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('neither node keeps a file on its own disk that the other needs (everything went to the store)', () => {
    // PGlite is not used (DATABASE_URL), works and segmentation files are in S3.
    for (const dir of dataDirs) expect(filesOn(dir)).toEqual([]);
  });
});

describe('a PDF task across two nodes with no shared disk (runs last: it kills node A)', () => {
  const SIZE = Number(process.env.TWO_NODE_PDF_MIB || 120) * 1024 * 1024;
  type Task = { tasktag: string; tasktoken: string };
  const chunkUrl = (base: string, task: Task, chunk: number, chunks: number, bytes: Uint8Array) => {
    const fields = signedBody({ ...task, fileindex: 0, chunk, chunks, chunkmd5: md5(bytes) } as never, String(now()));
    return `${base}/api/v4/pdf/uploadchunk?${new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]))}`;
  };
  const sendChunk = (base: string, task: Task, chunk: number, chunks: number, bytes: Uint8Array) =>
    request(chunkUrl(base, task, chunk, chunks, bytes), { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-forwarded-for': ip() }, body: Uint8Array.from(bytes) });

  /** Sends the start of a chunk to a node, kills the node while the body is arriving, and reports how the request ended. */
  function killMidChunk(node: NodeProcess, url: string, bytes: Buffer): Promise<string> {
    return new Promise((resolve) => {
      const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'content-length': String(bytes.length), 'x-forwarded-for': ip() } });
      req.on('response', (response) => resolve(`answered ${response.statusCode}`));
      req.on('error', (error) => resolve(`cut: ${error.message}`));
      req.write(bytes.subarray(0, 8 * 1024 * 1024), () => {
        node.child.kill('SIGKILL');
        node.child.once('exit', () => req.write(bytes.subarray(8 * 1024 * 1024)));
      });
    });
  }

  it('chunks alternate between A and B; A is killed mid-chunk and the upload resumes on B; B converts and serves a PDF byte-identical to a one-process conversion', async () => {
    // Three chunks (50 + 50 + 20 MiB at 120 MiB).
    const file = paddedSvg(SIZE);
    const chunks = Array.from({ length: Math.ceil(SIZE / CHUNK_BYTES) }, (_, c) => file.subarray(c * CHUNK_BYTES, (c + 1) * CHUNK_BYTES));
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const who = await guest();
    const created = await call(a(), 'pdf/createtask', { ...who, filename: '双节点.svg', tasktype: 'svg2pdf', limitsize: 2048, filecount: 1, isshare: 0, machineid: 'two-nodes', pagerange: 'all', outputfileextension: 'pdf', softname: 'bzsj-web', softversion: '1.0.0', productid: '352' });
    const task = created.body as Task;
    expect(task.tasktag, created.text).toMatch(/^p/);
    const last = chunks.length - 1;
    // Every chunk but the last alternates A, B, A, …: each part of the one multipart upload from whichever node got it.
    for (let c = 0; c < last; c += 1) {
      const reply = await sendChunk(c % 2 === 0 ? a() : b(), task, c, chunks.length, chunks[c]!);
      expect(reply.body, reply.text).toMatchObject({ code: 11000, duplicate: false });
    }
    // The last chunk goes to A, which is killed while its body arrives: the client sees the connection cut.
    expect(await killMidChunk(nodes[0]!, chunkUrl(a(), task, last, chunks.length, chunks[last]!), chunks[last]!)).toMatch(/^cut/);
    // Nothing stored before is lost: B reports every earlier chunk, takes the last one and the task converts there.
    const state = await call(b(), 'pdf/taskstate', task);
    expect(state.body).toMatchObject({ state: 'uploading', uploaded: [Array.from({ length: last }, (_, c) => c)] });
    const resumed = await sendChunk(b(), task, last, chunks.length, chunks[last]!);
    expect(resumed.body, resumed.text).toMatchObject({ code: 10000 });
    let done: { code: number; state?: string } = { code: 0 };
    for (let i = 0; i < 1200 && done.code !== 10000 && done.code !== 19026; i += 1) {
      done = (await call(b(), 'pdf/taskstate', task)).body as typeof done;
      if (done.code === 12000) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(done).toMatchObject({ code: 10000, state: 'done' });
    const down = await call(b(), 'pdf/taskdown', { ...task, downtype: 2 });
    const served = Buffer.from(await (await fetch((down.body as { downurl: string }).downurl)).arrayBuffer());

    // The same converter in one process, on the whole file, with the task's creation time (the PDF's CreationDate).
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    const createdAt = Number((await db.query<{ t: number }>('SELECT created_at::float8 AS t FROM pdf_tasks WHERE tasktag = $1', [task.tasktag])).rows[0]?.t);
    await db.end();
    const clean = serializeSvg(sanitizeSvg(file.toString('utf8')));
    const dir = mkdtempSync(join(tmpdir(), 'bzsj-one-node-pdf-'));
    try {
      await convertToPdf([sanitizeSvg(clean)], join(dir, 'one.pdf'), 'all', undefined, createdAt);
      const reference = readFileSync(join(dir, 'one.pdf'));
      expect(served.subarray(0, 5).toString()).toBe('%PDF-');
      expect(md5(served)).toBe(md5(reference));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // B kept nothing on its disk: the parts, the clean SVG and the PDF are in the store.
    expect(filesOn(dataDirs[1]!)).toEqual([]);
  }, 180_000);
});
