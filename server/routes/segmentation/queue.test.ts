import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderScene } from '../../../workers/image/testing/synthetic.ts';
import { loadMigrations, migrate } from '../../db/migrate.ts';
import { openDatabase } from '../../db/open.ts';
import type { Db } from '../../db/types.ts';
import { signedBody } from '../../testing/signing.ts';
import { postJson, request, startTestServer } from '../../testing/testServer.ts';
import { findOrCreateGuest } from '../account/accounts.ts';
import { claimNextTask, insertTask, insertUpload } from './store.ts';

describe('the segmentation queue is fair across accounts', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db, await loadMigrations());
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it("one account's pile of tasks does not keep another account's task waiting", async () => {
    const flood = await findOrCreateGuest(db, 'queue-flooder-device', 1);
    const other = await findOrCreateGuest(db, 'queue-other-device', 1);
    for (const [uid, id] of [[flood.uid, 'uf'], [other.uid, 'uo']] as const) {
      await insertUpload(db, { id, uid, contentType: 'image/png', width: 10, height: 10, byteSize: 10, now: 1 });
    }
    for (let i = 1; i <= 4; i += 1) await insertTask(db, { taskId: `tf${i}`, uid: flood.uid, uploadId: 'uf', now: 100 + i });
    await insertTask(db, { taskId: 'to1', uid: other.uid, uploadId: 'uo', now: 200 });

    const order: string[] = [];
    for (let i = 0; i < 5; i += 1) order.push((await claimNextTask(db, 'node-a', 300))?.taskId ?? 'none');
    // Oldest first while both are even; then the account served less recently goes ahead of the flood.
    expect(order).toEqual(['tf1', 'to1', 'tf2', 'tf3', 'tf4']);
    expect(await claimNextTask(db, 'node-a', 300)).toBeNull();
  });

  it('two claimers never take the same task', async () => {
    const guest = await findOrCreateGuest(db, 'queue-race-device', 1);
    await insertUpload(db, { id: 'ur', uid: guest.uid, contentType: 'image/png', width: 10, height: 10, byteSize: 10, now: 1 });
    for (let i = 0; i < 6; i += 1) await insertTask(db, { taskId: `tr${i}`, uid: guest.uid, uploadId: 'ur', now: 400 + i });
    const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => claimNextTask(db, `node-${i % 2}`, 500)));
    const taken = claims.filter((claim) => claim !== null).map((claim) => claim?.taskId);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.sort()).toEqual(['tr0', 'tr1', 'tr2', 'tr3', 'tr4', 'tr5']);
  });
});

describe('shutdown', () => {
  it('waits for a running segmentation job to record its result before the database closes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bzsj-shutdown-'));
    const previous = process.env.DATA_DIR;
    process.env.DATA_DIR = dir;
    const database = { pgliteDir: join(dir, 'pglite') };
    try {
      const server = await startTestServer({ database });
      const now = () => Math.floor(Date.now() / 1000);
      const guest = (await postJson(`${server.url}/api/v4/virtualactregister`, signedBody({ andriodid: 'shutdown-device-1' }, now()))).body as {
        userinfo: { username: string; usertoken: string };
      };
      const who = { account: guest.userinfo.username, usertoken: guest.userinfo.usertoken };
      const scene = renderScene(1400, 1100, 'gradient', 'product', 5).pixels;
      const png = new PNG({ width: scene.width, height: scene.height });
      png.data = Buffer.from(scene.data);
      const image = PNG.sync.write(png);
      const fields = signedBody({ ...who, filemd5: createHash('md5').update(image).digest('hex') }, String(now()));
      const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
      const uploaded = await request(`${server.url}/api/v4/sub/async-task/upload-image?${query}`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: Uint8Array.from(image) });
      const imageUrl = (uploaded.body as { image_url: string }).image_url;
      const started = await postJson(`${server.url}/api/v4/sub/async-task/segment-image`, signedBody({ ...who, image_url: imageUrl }, now()));
      const taskId = (started.body as { task_id: string }).task_id;
      const { db } = server.app.services;
      for (let i = 0; i < 600; i += 1) {
        const { rows } = await db.query<{ status: string }>('SELECT status FROM segment_tasks WHERE task_id = $1', [taskId]);
        if (rows[0]?.status === 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await server.close();

      const reopened = await openDatabase(database);
      try {
        const { rows } = await reopened.query<{ status: string }>('SELECT status FROM segment_tasks WHERE task_id = $1', [taskId]);
        expect(rows[0]?.status).toBe('done');
      } finally {
        await reopened.close();
      }
    } finally {
      process.env.DATA_DIR = previous;
      if (previous === undefined) delete process.env.DATA_DIR;
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
