// Object store (README "N nodes", docs/object-store.md): a 100 MiB SVG uploaded in two 50 MiB
// chunks and converted to PDF by one real server/main.ts process on PostgreSQL, first with the
// local store (DATA_DIR/pdf), then with ASSET_STORE=s3 (chunks streamed into multipart parts of
// s3rver, which runs in this bench's own process on 127.0.0.1): MB/s of the upload, time to the
// finished PDF, and the node's RSS before and at its peak (sampled every 100 ms). Then one cold
// works-picture GET (a picture never fetched before, 4 MB): 302 to a presigned URL and the bytes
// from the store, vs the same GET streamed through a node with S3_PRESIGN=0. No browser: the
// client is this process, as the server tests are.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

export const name = 'object store (PDF 100 MiB, works picture GET)';

const MIB = 1024 * 1024;
const UPLOAD_MIB = Number(process.env.BENCH_PDF_MIB || 100);
const PICTURE_BYTES = 4 * MIB;
const PICTURE_RUNS = 5;

function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The node's RSS sampled while `work` runs: [before, peak]. */
async function rssDuring(pid, work) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      /* the process is gone */
    }
  }, 100);
  try {
    const result = await work();
    return { result, before, peak: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

function paddedSvg(mib) {
  const head = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="100" height="100" fill="#c00"/><text x="10" y="180">标志</text><!--';
  const tail = '--></svg>';
  const bytes = Buffer.alloc(mib * MIB, 0x20);
  bytes.write(head, 0);
  bytes.write(tail, bytes.length - tail.length);
  return bytes;
}

const md5 = (bytes) => createHash('md5').update(bytes).digest('hex');
const now = () => Math.floor(Date.now() / 1000);
const query = (fields) => new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));

function client(base, signedBody) {
  const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const call = async (route, fields) => {
    const response = await fetch(`${base}/api/v4/${route}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(signedBody(fields, now())) });
    return response.json();
  };
  return { ip, call };
}

async function member(base, signedBody) {
  const { call } = client(base, signedBody);
  const account = `139${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(-8)}`;
  await call('safsmsverify', { account, verifytype: 'quicklogin' });
  const outbox = await (await fetch(`${base}/dev/sms-outbox?account=${account}`)).json();
  const reply = await call('loginquick', { account, smscode: outbox.messages[0].code, showvip: 1 });
  return { account, usertoken: reply.userinfo.usertoken };
}

async function pdfRun(node, signedBody, file) {
  const { ip, call } = client(node.url, signedBody);
  const guest = (await call('virtualactregister', { devicetype: 'web', andriodid: `bench-${Math.random()}`, showvip: 1 })).userinfo;
  const task = await call('pdf/createtask', { account: guest.username, usertoken: guest.usertoken, filename: 'bench.svg', tasktype: 'svg2pdf', limitsize: 2048, filecount: 1, isshare: 0, machineid: 'bench', pagerange: 'all', outputfileextension: 'pdf', softname: 'bench', softversion: '1', productid: '352' });
  const chunkBytes = task.chunksize;
  const chunks = Array.from({ length: Math.ceil(file.length / chunkBytes) }, (_, c) => file.subarray(c * chunkBytes, (c + 1) * chunkBytes));
  const start = performance.now();
  for (const [chunk, bytes] of chunks.entries()) {
    const fields = signedBody({ tasktag: task.tasktag, tasktoken: task.tasktoken, fileindex: 0, chunk, chunks: chunks.length, chunkmd5: md5(bytes) }, String(now()));
    const reply = await (await fetch(`${node.url}/api/v4/pdf/uploadchunk?${query(fields)}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-forwarded-for': ip }, body: bytes })).json();
    if (reply.code !== 11000 && reply.code !== 10000) throw new Error(`chunk ${chunk}: ${JSON.stringify(reply)}`);
  }
  const uploaded = performance.now() - start;
  for (;;) {
    const state = await call('pdf/taskstate', { tasktag: task.tasktag, tasktoken: task.tasktoken });
    if (state.code === 10000) break;
    if (state.code !== 12000) throw new Error(`conversion: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { uploaded, total: performance.now() - start };
}

/** Cold GETs (each a new picture, fetched once): milliseconds until the last byte, following a redirect if one comes. */
async function pictureGets(node, signedBody, who) {
  const times = [];
  let redirected = 0;
  for (let i = 0; i < PICTURE_RUNS; i += 1) {
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(PICTURE_BYTES - 8)]);
    // The streamed form (what the app sends): the bytes as the body, signed fields in a header.
    const fields = signedBody({ ...who, hash: md5(bytes), type: 'image/png', size: bytes.length }, now());
    const stored = await (await fetch(`${node.url}/api/v4/workpictureput`, { method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-signed-fields': encodeURIComponent(JSON.stringify(fields)) }, body: bytes })).json();
    if (stored.code !== 10000) throw new Error(`picture put: ${JSON.stringify(stored)}`);
    const url = `${node.url}/api/v4/workpicture?${query(signedBody({ ...who, hash: md5(bytes) }, now()))}`;
    const start = performance.now();
    const first = await fetch(url, { redirect: 'manual' });
    const response = first.status === 302 ? await fetch(first.headers.get('location')) : first;
    if (first.status === 302) redirected += 1;
    const got = Buffer.from(await response.arrayBuffer());
    times.push(performance.now() - start);
    if (!got.equals(bytes)) throw new Error('picture bytes differ');
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], redirected };
}

export async function run() {
  register();
  const { startPostgresCluster, startNodeProcess } = await import('../../server/testing/postgresCluster.ts');
  const { startLocalS3 } = await import('../../server/testing/s3Server.ts');
  const { signedBody } = await import('../../server/testing/signing.ts');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const [cluster, s3] = await Promise.all([startPostgresCluster(), startLocalS3()]);
  const dirs = [];
  const nodes = [];
  const start = async (env) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bzsj-store-bench-'));
    dirs.push(dataDir);
    const node = await startNodeProcess({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, TRUST_PROXY: '1', LOG_LEVEL: 'error', ...env });
    nodes.push(node);
    return node;
  };
  const rows = [];
  const file = paddedSvg(UPLOAD_MIB);
  const ms = (value) => `${(value / 1000).toFixed(1)} s`;
  try {
    for (const [label, env] of [['local store', {}], ['S3 store (s3rver)', s3.env]]) {
      const node = await start(env);
      const { result, before, peak } = await rssDuring(node.child.pid, () => pdfRun(node, signedBody, file));
      rows.push(
        { what: `PDF ${UPLOAD_MIB} MiB, ${label}: upload (2 chunks) / upload + conversion`, value: `${ms(result.uploaded)} (${(UPLOAD_MIB / (result.uploaded / 1000)).toFixed(1)} MiB/s) / ${ms(result.total)}` },
        { what: `PDF ${UPLOAD_MIB} MiB, ${label}: node RSS before → peak`, value: `${before} → ${peak} MB` },
      );
      await node.stop();
    }
    const presigning = await start(s3.env);
    const streaming = await start({ ...s3.env, S3_PRESIGN: '0' });
    const who = await member(presigning.url, signedBody);
    const viaUrl = await pictureGets(presigning, signedBody, who);
    const viaNode = await pictureGets(streaming, signedBody, who);
    rows.push(
      { what: `cold works picture GET (4 MB), presigned URL (302 → store): median of ${PICTURE_RUNS}`, value: `${viaUrl.median.toFixed(0)} ms (${viaUrl.redirected}/${PICTURE_RUNS} redirected)` },
      { what: `cold works picture GET (4 MB), streamed through the node (S3_PRESIGN=0): median of ${PICTURE_RUNS}`, value: `${viaNode.median.toFixed(0)} ms (${viaNode.redirected}/${PICTURE_RUNS} redirected)` },
    );
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
    await cluster.stop();
    await s3.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
