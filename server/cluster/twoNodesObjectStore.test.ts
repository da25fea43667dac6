import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderScene } from '../../workers/image/testing/synthetic.ts';
import type { NodeProcess, PostgresCluster } from '../testing/postgresCluster.ts';
import { startNodeProcess, startPostgresCluster } from '../testing/postgresCluster.ts';
import { startLocalS3, type LocalS3 } from '../testing/s3Server.ts';
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

  it('neither node keeps a file on its own disk that the other needs (everything went to the store)', () => {
    // PGlite is not used (DATABASE_URL), works and segmentation files are in S3.
    for (const dir of dataDirs) expect(filesOn(dir)).toEqual([]);
  });
});
