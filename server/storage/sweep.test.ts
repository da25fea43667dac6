import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import type { Db } from '../db/types.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testServer.ts';
import { createLocalAssetStore } from './local.ts';
import { queueAssetDeletions, queueMultipartAborts, sweepAssetDeletions, sweepMultipartAborts } from './sweep.ts';
import { AssetStoreUnavailable, type AssetStore } from './types.ts';

let database: TestDatabase;
let db: Db;
let dir = '';

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase(database.config);
  dir = await mkdtemp(join(tmpdir(), 'bzsj-sweep-'));
}, 120_000);

afterAll(async () => {
  await db?.close();
  await database?.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** The local store, noting every delete it is asked for; `failing` makes deletes throw as an unreachable S3 would. */
function watchedStore(failing = false): AssetStore & { deleted: string[] } {
  const inner = createLocalAssetStore(dir);
  const deleted: string[] = [];
  return {
    ...inner,
    deleted,
    async delete(key) {
      if (failing) throw new AssetStoreUnavailable('store away');
      deleted.push(key);
      await inner.delete(key);
    },
  };
}

const files = async () => (await readdir(join(dir, 'segmentation/results')).catch(() => [] as string[])).sort();
const queued = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM asset_deletions')).rows[0]?.n;

describe('asset deletion sweep (state in the database)', () => {
  it('a store that fails leaves everything queued and every file in place', async () => {
    const keys = ['segmentation/results/t1.png', 'segmentation/results/t2.png'];
    for (const key of keys) await createLocalAssetStore(dir).put(key, new Uint8Array([1]), 'image/png');
    await db.transaction((tx) => queueAssetDeletions(tx, keys, 100));
    await expect(sweepAssetDeletions(db, watchedStore(true))).rejects.toBeInstanceOf(AssetStoreUnavailable);
    expect(await queued()).toBe(2);
    expect(await files()).toEqual(['t1.png', 't2.png']);
  });

  it('two sweeps at once delete each queued object exactly once, then the queue is empty', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `segmentation/results/u${i}.png`);
    for (const key of keys) await createLocalAssetStore(dir).put(key, new Uint8Array([1]), 'image/png');
    await db.transaction((tx) => queueAssetDeletions(tx, keys, 200));
    const [one, two] = [watchedStore(), watchedStore()];
    const counts = await Promise.all([sweepAssetDeletions(db, one, 7), sweepAssetDeletions(db, two, 7)]);
    const all = [...one.deleted, ...two.deleted];
    expect(all.length).toBe(32);
    expect(new Set(all).size).toBe(32);
    expect(counts[0] + counts[1]).toBe(32);
    expect(await queued()).toBe(0);
    expect(await files()).toEqual([]);
  });
});

describe('multipart abort sweep (abandoned PDF uploads)', () => {
  /** A store whose multipart aborts are noted; `failing` throws as an unreachable S3 would. */
  function abortingStore(failing = false): AssetStore & { aborted: string[] } {
    const aborted: string[] = [];
    const refuse = () => Promise.reject(new Error('not used here'));
    return {
      ...createLocalAssetStore(dir),
      aborted,
      multipart: {
        create: refuse,
        uploadPart: refuse,
        complete: refuse,
        async abort(_key, uploadId) {
          if (failing) throw new AssetStoreUnavailable('store away');
          aborted.push(uploadId);
        },
      },
    };
  }
  const waiting = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM multipart_aborts')).rows[0]?.n;

  it('two sweeps at once abort each queued upload exactly once; a failing store leaves the queue as it was', async () => {
    const uploads = Array.from({ length: 25 }, (_, i) => ({ key: `pdf/p${i}/f0.upload`, uploadId: `up${i}` }));
    await db.transaction((tx) => queueMultipartAborts(tx, uploads, 300));
    await expect(sweepMultipartAborts(db, abortingStore(true))).rejects.toBeInstanceOf(AssetStoreUnavailable);
    expect(await waiting()).toBe(25);
    const [one, two] = [abortingStore(), abortingStore()];
    const counts = await Promise.all([sweepMultipartAborts(db, one, 4), sweepMultipartAborts(db, two, 4)]);
    const all = [...one.aborted, ...two.aborted];
    expect(all.length).toBe(25);
    expect(new Set(all)).toEqual(new Set(uploads.map((u) => u.uploadId)));
    expect(counts[0] + counts[1]).toBe(25);
    expect(await waiting()).toBe(0);
  });
});
