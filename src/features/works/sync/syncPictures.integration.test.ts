import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Bytes } from '../../../../workers/core/hash/md5Bytes.ts';
import { createTestClock } from '../../../../server/routes/account/accountTestKit.ts';
import { startAccountServer, type AccountServer } from '../../../../server/testing/accountServer.ts';
import { userInfoSchema, type UserInfo } from '../../../services/account/userInfo.ts';
import { createApiClient, type ApiClient } from '../../../services/api/index.ts';
import { assetUrl, createDocument, createLayer } from '../../../../workers/core/model/index.ts';
import { createMemoryWorksRepo, userOwner, type MemoryWorksRepo, type WorkRecord } from '../../../services/worksDb/index.ts';
import { serializeWork } from '../../../../workers/core/works/rules/workContent.ts';
import { createChannelHub } from '../session/channel.ts';
import { createWorksApi } from './syncApi.ts';
import { syncWorks, type SyncPictures } from './syncEngine.ts';

/**
 * Pictures travel beside the documents: the client sync against the real server over HTTP
 * (PGlite, local asset store). Each "device" has a works store and a picture store in memory
 * (in the app: IndexedDB `bzsj-works` and `bzsj-assets`).
 */

const clock = createTestClock(Date.now());
let server: AccountServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startAccountServer({ clock });
  api = createApiClient({ baseUrl: server.url, deviceId: () => 'sync-pictures-device' });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function signIn(): Promise<UserInfo> {
  return userInfoSchema().parse(await server.signInUserInfo());
}

const png = (seed: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, seed)]);
const hashOf = (bytes: Buffer) => md5Bytes(new Uint8Array(bytes));
const dataUrlOf = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** A device's asset store: content-addressed, refuses bytes that do not match their name. */
function memoryPictures(initial: Buffer[] = []): SyncPictures & { stored: Map<string, string> } {
  const stored = new Map(initial.map((bytes) => [hashOf(bytes), dataUrlOf(bytes)]));
  return {
    stored,
    dataUrlOf: async (hash) => stored.get(hash) ?? null,
    has: async (hash) => stored.has(hash),
    async store(hash, picture) {
      const bytes = Buffer.from(await picture.arrayBuffer());
      if (hashOf(bytes) !== hash) throw new Error('bytes do not match');
      stored.set(hash, `data:${picture.type};base64,${bytes.toString('base64')}`);
    },
  };
}

function pictureWork(id: string, owner: string, hashes: string[]): WorkRecord {
  const doc = createDocument({ backgroundId: 'bg' });
  hashes.forEach((hash, i) => doc.layers.push(createLayer('image', { id: `p${i}`, url: assetUrl(hash), width: 100, height: 100 })));
  const now = Date.now();
  return { id, owner, kind: 'logo', name: `带图${id}`, revision: 1, schemaVersion: 3, ...serializeWork(doc), thumb: null, createdAt: now, updatedAt: now, deletedAt: null, sync: null };
}

function device(user: UserInfo, repo: MemoryWorksRepo, pictures: SyncPictures) {
  return () => syncWorks({ repo, channel: createChannelHub().channel('t'), clock: { now: () => Date.now() }, api: createWorksApi(api, user), owner: userOwner(user.uid), pictures });
}

describe('sync of works with pictures', () => {
  it('uploads the pictures beside their works; another device gets the work and the exact bytes', async () => {
    const user = await signIn();
    const [a, b] = [png(1), png(2)];
    const phonePictures = memoryPictures([a, b]);
    const phone = createMemoryWorksRepo([pictureWork('pa', userOwner(user.uid), [hashOf(a), hashOf(b)]), pictureWork('pb', userOwner(user.uid), [hashOf(a)])]);
    expect(await device(user, phone, phonePictures)()).toMatchObject({ pushed: 2 });
    expect(await createWorksApi(api, user).missingPictures([hashOf(a), hashOf(b)])).toEqual([]);

    const tabletPictures = memoryPictures();
    const tablet = createMemoryWorksRepo();
    expect(await device(user, tablet, tabletPictures)()).toMatchObject({ pulled: 2 });
    expect(tablet.records.get('pa')?.content).toBe(phone.records.get('pa')?.content);
    expect(new Map(tabletPictures.stored)).toEqual(new Map(phonePictures.stored));
  });

  it('a 6 MB photo goes up too (the client streams pictures; the JSON form stops at 2 MiB)', async () => {
    const user = await signIn();
    const photo = Buffer.concat([png(6).subarray(0, 8), randomBytes(6 * 1024 * 1024)]);
    const repo = createMemoryWorksRepo([pictureWork('photo', userOwner(user.uid), [hashOf(photo)])]);
    expect(await device(user, repo, memoryPictures([photo]))()).toMatchObject({ pushed: 1 });
    const downloaded = await createWorksApi(api, user).getPicture(hashOf(photo));
    expect(downloaded.type).toBe('image/png');
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(photo)).toBe(true);
  }, 60_000);

  it('a work whose picture is not on this device waits (stays dirty); the other works still sync', async () => {
    const user = await signIn();
    const a = png(3);
    const repo = createMemoryWorksRepo([pictureWork('lost', userOwner(user.uid), [hashOf(png(4))]), pictureWork('fine', userOwner(user.uid), [hashOf(a)])]);
    const report = await device(user, repo, memoryPictures([a]))();
    expect(report.pushed).toBe(1);
    expect((await createWorksApi(api, user).list()).map((work) => work.id)).toEqual(['fine']);
    expect(repo.records.get('lost')?.sync).toBeNull();
  });

  it('a downloaded picture that does not match its name stops the run before the work is stored', async () => {
    const user = await signIn();
    const a = png(5);
    await device(user, createMemoryWorksRepo([pictureWork('w', userOwner(user.uid), [hashOf(a)])]), memoryPictures([a]))();
    const tablet = createMemoryWorksRepo();
    const broken: SyncPictures = { ...memoryPictures(), store: () => Promise.reject(new Error('bytes do not match')) };
    await expect(device(user, tablet, broken)()).rejects.toThrow('bytes do not match');
    expect(tablet.records.size).toBe(0);
  });
});
