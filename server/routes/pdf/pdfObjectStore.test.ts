import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasVectorPaths, readPdfStructure } from '../../pdf/pdfStructure.ts';
import { CHUNK_BYTES } from '../../pdf/service.ts';
import { startAccountServer, type AccountServer } from '../../testing/accountServer.ts';
import { freePort } from '../../testing/postgresCluster.ts';
import { paddedSvg } from '../../testing/paddedSvg.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3Server.ts';
import { signedBody } from '../../testing/signing.ts';
import { createTestDatabase, request, type JsonResponse, type TestDatabase } from '../../testing/testServer.ts';
import { createTestClock } from '../account/accountTestKit.ts';

/**
 * PDF tasks with ASSET_STORE=s3 against a real S3 server (s3rver on 127.0.0.1): chunks become
 * multipart upload parts, the PDF is fetched from the store by a presigned URL, and abandoned or
 * cancelled tasks leave no parts and no objects. The server's DATA_DIR keeps nothing.
 */
const clock = createTestClock();
let s3: LocalS3;
let database: TestDatabase;
let server: AccountServer;

const start = (env: Record<string, string> = {}) => startAccountServer({ clock, env: { ...s3.env, ...env }, server: { database: database.config } });

beforeAll(async () => {
  s3 = await startLocalS3();
  database = await createTestDatabase({ persistent: true });
  server = await start();
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.dispose();
  await s3?.stop();
});

type Task = { tasktag: string; tasktoken: string };
const options = { tasktype: 'svg2pdf', limitsize: 2048, isshare: 0, machineid: 'test-machine', pagerange: 'all', outputfileextension: 'pdf', softname: 'bzsj-web', softversion: '1.0.0', productid: '352' };
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const codeOf = (reply: JsonResponse) => (reply.body as { code: number }).code;

async function create(filecount: number): Promise<Task> {
  const guest = await server.api.call('virtualactregister', { devicetype: 'web', andriodid: `pdf-s3-${Math.random()}`, showvip: 1 });
  const info = (guest.body as { userinfo: { username: string; usertoken: string } }).userinfo;
  const reply = await server.api.call('pdf/createtask', { account: info.username, usertoken: info.usertoken, ...options, filename: '对象存储.svg', filecount });
  expect(reply.body, reply.text).toMatchObject({ code: 10000, chunksize: CHUNK_BYTES });
  return reply.body as Task;
}

async function sendChunk(task: Task, fileindex: number, chunk: number, chunks: number, bytes: Uint8Array, chunkmd5 = md5(bytes)): Promise<JsonResponse> {
  const fields = signedBody({ ...task, fileindex, chunk, chunks, chunkmd5 }, String(clock.seconds()));
  const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  return request(`${server.url}/api/v4/pdf/uploadchunk?${query}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: Uint8Array.from(bytes) });
}

async function settle(task: Task): Promise<JsonResponse> {
  for (let i = 0; i < 600; i += 1) {
    const reply = await server.api.call('pdf/taskstate', { ...task, ifshowtxt: 1 });
    if (codeOf(reply) !== 12000) return reply;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('pdf task still processing');
}

const keysOf = async (task: Task) => (await s3.objectKeys()).filter((key) => key.startsWith(`pdf/${task.tasktag}/`));
/** Files the node left in its own DATA_DIR (scratch copies are removed once used). */
async function filesOnNode(): Promise<string[]> {
  const entries = await readdir(server.dataDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('PDF tasks in the object store (ASSET_STORE=s3, s3rver)', () => {
  it('chunks stream into one multipart upload (a repeat stored once, wrong bytes refused), the last completes it, and the PDF comes by a presigned URL', async () => {
    const task = await create(1);
    const file = paddedSvg(CHUNK_BYTES + 5000);
    const [first, last] = [file.subarray(0, CHUNK_BYTES), file.subarray(CHUNK_BYTES)];
    const before = await s3.openUploads();
    expect((await sendChunk(task, 0, 0, 2, first)).body).toMatchObject({ code: 11000, duplicate: false });
    const opened = (await s3.openUploads()).filter((id) => !before.includes(id));
    expect(opened).toHaveLength(1);
    // A retry of a stored chunk is answered from its row; the part is not sent again.
    expect((await sendChunk(task, 0, 0, 2, first)).body).toMatchObject({ code: 11000, duplicate: true });
    const wrong = await sendChunk(task, 0, 1, 2, last, md5(first));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 19401 });
    expect((await server.api.call('pdf/taskstate', task)).body).toMatchObject({ uploaded: [[0]] });
    const done = await sendChunk(task, 0, 1, 2, last);
    expect(done.body, done.text).toMatchObject({ code: 10000 });
    expect(await s3.openUploads()).not.toContain(opened[0]);
    expect((await settle(task)).body).toMatchObject({ code: 10000, state: 'done', pages: 1 });

    const down = await server.api.call('pdf/taskdown', { ...task, downtype: 2 });
    const downurl = (down.body as { downurl: string }).downurl;
    // The capability URL (also the QR code's) answers with a short-lived URL of the store itself.
    const redirect = await fetch(downurl, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(location.startsWith(`${s3.endpoint}/`)).toBe(true);
    expect(location).toMatch(/X-Amz-Expires=300&/);
    const pdf = await fetch(location);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('对象存储.pdf')}`);
    const structure = readPdfStructure(Buffer.from(await pdf.arrayBuffer()));
    expect(structure.pages).toBe(1);
    expect(structure.contents.some(hasVectorPaths)).toBe(true);
    // The upload itself went once it was sanitised; the clean SVG and the PDF stay with the task.
    expect(await keysOf(task)).toEqual([`pdf/${task.tasktag}/f0.svg`, `pdf/${task.tasktag}/result.pdf`]);
    expect(await filesOnNode()).toEqual([]);
  }, 120_000);

  it('a cancelled task: its upload is aborted (parts freed) and its objects deleted at once', async () => {
    const task = await create(2);
    const before = await s3.openUploads();
    expect(codeOf(await sendChunk(task, 0, 0, 2, paddedSvg(CHUNK_BYTES)))).toBe(11000);
    expect(codeOf(await sendChunk(task, 1, 0, 1, paddedSvg(2000)))).toBe(11000);
    expect((await s3.openUploads()).filter((id) => !before.includes(id))).toHaveLength(1);
    expect(await keysOf(task)).toEqual([`pdf/${task.tasktag}/f1.svg`]);
    expect((await server.api.call('pdf/stoptask', task)).body).toMatchObject({ state: 'cancelled' });
    expect(await s3.openUploads()).toEqual(before);
    expect(await keysOf(task)).toEqual([]);
  }, 120_000);

  it('an abandoned task: the sweep (any node, at start and every 10 min) aborts its upload and deletes its objects', async () => {
    const task = await create(2);
    const before = await s3.openUploads();
    expect(codeOf(await sendChunk(task, 0, 0, 2, paddedSvg(CHUNK_BYTES)))).toBe(11000);
    expect(codeOf(await sendChunk(task, 1, 0, 1, paddedSvg(2000)))).toBe(11000);
    expect((await s3.openUploads()).length).toBe(before.length + 1);
    clock.advance(3 * 3600);
    await server.close();
    server = await start();
    expect((await server.api.call('pdf/taskstate', task)).status).toBe(404);
    expect(await s3.openUploads()).toEqual(before);
    expect(await keysOf(task)).toEqual([]);
  }, 120_000);

  it('an unreachable store: a chunk is answered 503 / 50303 in Chinese, and once the store is back the same chunk is taken and converts', async () => {
    const task = await create(1);
    await server.close();
    server = await start({ S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    const refused = await sendChunk(task, 0, 0, 1, paddedSvg(3000));
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 50303, msg: expect.stringContaining('文件存储暂时无法访问') });
    expect((await server.api.call('pdf/taskstate', task)).body).toMatchObject({ state: 'uploading', uploaded: [[]] });
    await server.close();
    server = await start();
    expect(codeOf(await sendChunk(task, 0, 0, 1, paddedSvg(3000)))).toBe(10000);
    expect((await settle(task)).body).toMatchObject({ code: 10000, state: 'done' });
  }, 120_000);

  it('with S3_PRESIGN=0 the PDF streams through the node from the store', async () => {
    await server.close();
    server = await start({ S3_PRESIGN: '0' });
    const task = await create(1);
    expect(codeOf(await sendChunk(task, 0, 0, 1, paddedSvg(3000)))).toBe(10000);
    expect((await settle(task)).body).toMatchObject({ code: 10000, state: 'done' });
    const down = await server.api.call('pdf/taskdown', { ...task, downtype: 2 });
    const response = await fetch((down.body as { downurl: string }).downurl, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(readPdfStructure(bytes).pages).toBe(1);
  }, 120_000);
});
