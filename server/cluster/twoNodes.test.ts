import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderScene } from '../../workers/image/testing/synthetic.ts';
import { generateSandboxKeys, loadSandboxKeys, signSandboxNotification } from '../providers/payment/sandbox.ts';
import { encodePaypack, packageById } from '../routes/orders/packages.ts';
import type { PostgresCluster, NodeProcess } from '../testing/postgresCluster.ts';
import { startNodeProcess, startPostgresCluster } from '../testing/postgresCluster.ts';
import { signedBody } from '../testing/signing.ts';
import { postJson, request } from '../testing/testServer.ts';

/**
 * Two server processes (server/main.ts, as deployed) on one real PostgreSQL
 * and one shared DATA_DIR, behind nothing but their two ports: whatever one
 * node did, the other must see and respect.
 */
let cluster: PostgresCluster;
const nodes: NodeProcess[] = [];
let dataDir = '';
let admin: pg.Client;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  dataDir = mkdtempSync(join(tmpdir(), 'bzsj-two-nodes-'));
  // MODERATION_REFRESH_MS: each node rereads the operators' moderation table this often (30 s by default).
  const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir, TRUST_PROXY: '1', MODERATION_REFRESH_MS: '500' };
  // The first start migrates; the second then finds the schema in place.
  nodes.push(await startNodeProcess(env));
  nodes.push(await startNodeProcess(env));
  admin = new pg.Client({ connectionString: cluster.url });
  // The restart test terminates this connection too; it is replaced there.
  admin.on('error', () => undefined);
  await admin.connect();
}, 240_000);

afterAll(async () => {
  await admin?.end().catch(() => undefined);
  await Promise.all(nodes.map((node) => node.stop()));
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const [a, b] = [() => nodes[0]!.url, () => nodes[1]!.url];
const now = () => Math.floor(Date.now() / 1000);
const ip = () => `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const call = (base: string, name: string, fields: Record<string, string | number | boolean> = {}, from = ip()) =>
  postJson(`${base}/api/v4/${name}`, signedBody(fields, now()), { 'x-forwarded-for': from });
const codeOf = (response: { body: unknown }) => (response.body as { code: number }).code;
const phone = () => `139${String(10_000_000 + Math.floor(Math.random() * 89_999_999)).slice(-8)}`;

async function smsCode(base: string, account: string): Promise<string> {
  const outbox = await request(`${base}/dev/sms-outbox?account=${account}`);
  const code = (outbox.body as { messages: Array<{ code: string }> }).messages[0]?.code;
  if (!code) throw new Error(`no SMS for ${account} on ${base}`);
  return code;
}

async function login(): Promise<{ account: string; usertoken: string; uid: number }> {
  const account = phone();
  const from = ip();
  expect(codeOf(await call(a(), 'safsmsverify', { account, verifytype: 'quicklogin' }, from))).toBe(10000);
  // The code was stored by node A; node B checks it.
  const reply = await call(b(), 'loginquick', { account, smscode: await smsCode(a(), account), showvip: 1 }, from);
  const info = (reply.body as { userinfo: { usertoken: string; uid: string } }).userinfo;
  return { account, usertoken: info.usertoken, uid: Number(info.uid) };
}

describe('two nodes on one PostgreSQL', () => {
  it('a login started on one node finishes on the other, and its token works on both', async () => {
    const user = await login();
    for (const base of [a(), b()]) expect(codeOf(await call(base, 'checktoken', { account: user.account, usertoken: user.usertoken }))).toBe(10000);
  });

  it('SMS limits hold across nodes: a second send within 60 s is refused by the other node', async () => {
    const account = phone();
    expect(codeOf(await call(a(), 'safsmsverify', { account, verifytype: 'quicklogin' }))).toBe(10000);
    expect(codeOf(await call(b(), 'safsmsverify', { account, verifytype: 'quicklogin' }))).toBe(10061);
  });

  it('a WeChat login tag made on one node is approved and collected through the other', async () => {
    const { logintag } = (await call(a(), 'wechatguid')).body as { logintag: string };
    expect(codeOf(await call(b(), 'wechatstate', { logintag }))).toBe(19100);
    const approved = await request(`${b()}/api/wechat/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tag: logintag }).toString(),
    });
    expect(approved.status).toBe(200);
    const state = await call(a(), 'wechatstate', { logintag });
    expect(state.body).toMatchObject({ code: 10000, userinfo: { accounttype: 1 } });
    expect(codeOf(await call(b(), 'wechatstate', { logintag }))).toBe(19101);
  });

  it('20 concurrent payment notifications split across both nodes grant the membership once', async () => {
    const user = await login();
    const pack = packageById(2) ?? packageById(3);
    if (!pack) throw new Error('no month/year package');
    const order = await call(a(), 'payh5order', { account: user.account, usertoken: user.usertoken, orderpackinfo: encodePaypack(pack), paygateway: 'weixinpay' });
    const { orderno } = order.body as { orderno: string };
    expect(orderno).toMatch(/^BZ/);
    // The sandbox key pair is made at first use; made here, both nodes load this one (ON CONFLICT keeps whichever came first).
    const fresh = generateSandboxKeys();
    await admin.query(
      "INSERT INTO payment_keys (name, private_pem, public_pem, created_at) VALUES ('sandbox', $1, $2, $3) ON CONFLICT (name) DO NOTHING",
      [fresh.privatePem, fresh.publicPem, now()],
    );
    const { rows } = await admin.query<{ private_pem: string; public_pem: string; amount_fen: number }>(
      "SELECT k.private_pem, k.public_pem, o.amount_fen FROM payment_keys k, orders o WHERE k.name = 'sandbox' AND o.orderno = $1",
      [orderno],
    );
    const key = rows[0];
    if (!key) throw new Error('no sandbox key or order');
    const { privateKey } = loadSandboxKeys(key.private_pem, key.public_pem);
    const notifications = Array.from({ length: 20 }, (_, index) => {
      const signed = signSandboxNotification(
        privateKey,
        { notify_id: randomBytes(8).toString('hex'), orderno, trade_no: `SBX${orderno.slice(2)}`, amount_fen: key.amount_fen, status: 'paid' },
        now(),
      );
      return fetch(`${index % 2 === 0 ? a() : b()}/api/pay/notify/sandbox`, { method: 'POST', headers: signed.headers, body: signed.body });
    });
    const statuses = (await Promise.all(notifications)).map((response) => response.status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const grants = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM order_grants WHERE orderno = $1', [orderno]);
    expect(grants.rows[0]?.n).toBe(1);
    const paid = await call(b(), 'payorderstate', { account: user.account, usertoken: user.usertoken, order: orderno });
    expect(paid.body).toMatchObject({ code: 10000, paid: true });
  });

  it('a work pushed to one node is listed and read back from the other', async () => {
    const user = await login();
    const content = JSON.stringify({ schemaVersion: 2, layers: [{ id: 't', type: 'text', text: '两个节点' }] });
    const put = await call(a(), 'workput', {
      account: user.account,
      usertoken: user.usertoken,
      id: 'two-node-work',
      kind: 'logo',
      name: '标志',
      baseRevision: 0,
      hash: createHash('md5').update(content, 'utf8').digest('hex'),
      content,
      thumb: '',
      schemaVersion: 2,
      editedAt: Date.now(),
      deleted: false,
    });
    expect(put.body).toMatchObject({ code: 10000, result: 'saved' });
    const list = await call(b(), 'worklist', { account: user.account, usertoken: user.usertoken });
    expect((list.body as { works: Array<{ id: string }> }).works.map((work) => work.id)).toContain('two-node-work');
    const got = await call(b(), 'workget', { account: user.account, usertoken: user.usertoken, id: 'two-node-work' });
    expect(got.body).toMatchObject({ code: 10000, content });
  });

  it('a segmentation task uploaded to one node and started on the other finishes, and both serve its result', async () => {
    const user = await login();
    const who = { account: user.account, usertoken: user.usertoken };
    const scene = renderScene(160, 120, 'plain', 'product', 2).pixels;
    const png = new PNG({ width: scene.width, height: scene.height });
    png.data = Buffer.from(scene.data);
    const image = PNG.sync.write(png);
    const fields = signedBody({ ...who, filemd5: createHash('md5').update(image).digest('hex') }, String(now()));
    const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    const uploaded = await request(`${a()}/api/v4/sub/async-task/upload-image?${query}`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: Uint8Array.from(image) });
    const imageUrl = (uploaded.body as { image_url: string }).image_url;
    const started = await call(b(), 'sub/async-task/segment-image', { ...who, image_url: imageUrl });
    const taskId = (started.body as { task_id: string }).task_id;
    expect(taskId).toMatch(/^t/);
    let result: { code: number; result?: string } = { code: 0 };
    for (let i = 0; i < 600; i += 1) {
      result = (await call(i % 2 === 0 ? a() : b(), 'sub/async-task/query-result', { ...who, task_id: taskId })).body as typeof result;
      if (result.code !== 100702) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(result.code).toBe(10000);
    for (const base of [a(), b()]) {
      const file = await fetch(`${base}${new URL(result.result ?? '', base).pathname}`);
      expect(file.headers.get('content-type')).toBe('image/png');
    }
  });

  it('a word an operator adds or exempts on one node is honoured by the other within its refresh interval', async () => {
    const scan = async (base: string, texts: string) => (await call(base, 'sub/green/scan-text', { texts })).body as { pass: boolean; hits: Array<{ word: string; category: string }> };
    const ops = (base: string, body: Record<string, string>) => postJson(`${base}/ops/moderation/words`, body);
    /** Polls node `base` (the interval is 0.5 s here) until `check` holds; a few seconds at most on a busy machine. */
    const eventually = async (base: string, texts: string, check: (r: Awaited<ReturnType<typeof scan>>) => boolean) => {
      for (let i = 0; i < 100; i += 1) {
        const result = await scan(base, texts);
        if (check(result)) return result;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`node ${base} never honoured the change for ${texts}`);
    };
    expect((await scan(b(), '双节点专用词')).pass).toBe(true);
    expect((await ops(a(), { word: '双节点专用词', action: 'add', category: '广告', by: 'two-node test' })).body).toMatchObject({ code: 10000 });
    expect((await scan(a(), '双节点专用词')).hits).toEqual([{ word: '双节点专用词', category: '广告' }]);
    await eventually(b(), '双节点专用词', (r) => !r.pass && r.hits[0]?.category === '广告');

    expect((await scan(a(), '傻逼')).pass).toBe(false);
    await ops(b(), { word: '傻逼', action: 'exempt', by: 'two-node test' });
    await eventually(a(), '傻逼', (r) => r.pass);
    const history = await admin.query<{ word: string; action: string; changed_by: string }>('SELECT word, action, changed_by FROM moderation_words ORDER BY id');
    expect(history.rows).toEqual([
      { word: '双节点专用词', action: 'add', changed_by: 'two-node test' },
      { word: '傻逼', action: 'exempt', changed_by: 'two-node test' },
    ]);
  });
});

describe('a PostgreSQL restart under load', () => {
  it('answers 503 with Retry-After and a Chinese message (never 500), the app client rides it out, and no acknowledged write is lost', async () => {
    const { createApiClient } = await import('../../src/services/api/client.ts');
    const raw: Array<{ status: number; code: number; retryAfter: string | null }> = [];
    const acknowledged: string[] = [];
    const failures: unknown[] = [];
    let running = true;
    // The app's own API client, with a fetch that notes every raw answer; each request from a new address (30 new guests/hour each).
    const client = (base: string) =>
      createApiClient({
        baseUrl: base,
        deviceId: () => 'restart-test',
        fetch: async (input, init) => {
          const response = await fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': ip() } });
          const text = await response.clone().text();
          let code = 0;
          try {
            code = (JSON.parse(text) as { code?: number }).code ?? 0;
          } catch {
            code = -1;
          }
          raw.push({ status: response.status, code, retryAfter: response.headers.get('retry-after') });
          return response;
        },
      });
    const worker = async (index: number) => {
      const api = client(index % 2 === 0 ? a() : b());
      for (let n = 0; running; n += 1) {
        const device = `restart-${index}-${n}-${randomBytes(4).toString('hex')}`;
        try {
          await api.post('virtualactregister', { devicetype: 'web', andriodid: device, showvip: 1 });
          acknowledged.push(device);
        } catch (error) {
          failures.push(error);
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = raw.length;
    await cluster.restart();
    // Keep the load on until both nodes answer again from the restarted server.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    running = false;
    await Promise.all(workers);
    await admin.end().catch(() => undefined);
    admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();

    expect(raw.length).toBeGreaterThan(before);
    const statuses = new Set(raw.map((answer) => answer.status));
    expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const busy = raw.filter((answer) => answer.status === 503);
    // The restart was felt (the nodes said so), and said the right way.
    expect(busy.length).toBeGreaterThan(0);
    console.info(`restart under load: ${raw.length} answers, ${busy.length} × 503, ${acknowledged.length} guests acknowledged`);
    expect(busy.every((answer) => answer.code === 50302 && answer.retryAfter === '3')).toBe(true);
    // virtualactregister is idempotent (a returning device is not new): the client repeated it unseen.
    expect(failures).toEqual([]);
    const stored = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts WHERE device_id = ANY($1::text[])', [acknowledged]);
    expect(stored.rows[0]?.n).toBe(acknowledged.length);
    for (const node of nodes) expect(node.log()).not.toContain('unhandled error');
    for (const base of [a(), b()]) expect((await fetch(`${base}/health`)).status).toBe(200);
  }, 120_000);
});
