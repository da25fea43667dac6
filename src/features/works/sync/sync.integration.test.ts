import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../server/routes/account/accountTestKit.ts';
import { startAccountServer, type AccountServer } from '../../../../server/testing/accountServer.ts';
import { userInfoSchema, type UserInfo } from '../../../services/account/userInfo.ts';
import { ApiError, createApiClient, type ApiClient } from '../../../services/api/index.ts';
import { createDocument, createLayer } from '../../../../workers/core/model/index.ts';
import { createMemoryWorksRepo, GUEST_OWNER, userOwner, type MemoryWorksRepo, type WorkRecord } from '../../../services/worksDb/index.ts';
import { serializeWork } from '../../../../workers/core/works/rules/workContent.ts';
import { createChannelHub } from '../session/channel.ts';
import { createWorksApi, type WorksApi } from './syncApi.ts';
import { syncWorks, DELETE_SETTLE_MS } from './syncEngine.ts';

/** The client sync against the real server over HTTP (PGlite), one memory works store per "device". */

const clock = createTestClock(Date.now());
let server: AccountServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startAccountServer({ clock });
  api = createApiClient({ baseUrl: server.url, deviceId: () => 'sync-test-device' });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function signIn(): Promise<UserInfo> {
  return userInfoSchema().parse(await server.signInUserInfo());
}

function work(id: string, owner: string, text: string, updatedAt = Date.now()): WorkRecord {
  const doc = createDocument({ backgroundId: 'bg' });
  doc.layers.push(createLayer('text', { id: 't', text, complete: true }));
  return { id, owner, kind: 'logo', name: `作品${id}`, revision: 1, schemaVersion: 2, ...serializeWork(doc), thumb: null, createdAt: updatedAt, updatedAt, deletedAt: null, sync: null };
}

function edit(repo: MemoryWorksRepo, id: string, text: string, at: number) {
  const current = repo.records.get(id);
  if (!current) throw new Error(`no ${id}`);
  const next = work(id, current.owner, text, at);
  repo.records.set(id, { ...current, ...serializeWork(JSON.parse(next.content)), revision: current.revision + 1, updatedAt: at });
}

const device = (user: UserInfo, repo: MemoryWorksRepo, worksApi: WorksApi = createWorksApi(api, user)) => ({
  sync: () => syncWorks({ repo, channel: createChannelHub().channel('t'), clock: { now: () => Date.now() }, api: worksApi, owner: userOwner(user.uid) }),
  texts: () => [...repo.records.values()].filter((r) => r.deletedAt === null).map((r) => r.text).sort(),
});

describe('sync of a signed-in user’s works', () => {
  it('moves guest works into the user’s folder exactly once, even when the network drops half way', async () => {
    const user = await signIn();
    const repo = createMemoryWorksRepo(['g1', 'g2', 'g3'].map((id) => work(id, GUEST_OWNER, `游客${id}`)));
    const real = createWorksApi(api, user);
    let puts = 0;
    // The second upload reaches the server, but the answer never comes back.
    const flaky: WorksApi = {
      ...real,
      async put(record, base) {
        const reply = await real.put(record, base);
        puts += 1;
        if (puts === 2) throw new ApiError({ code: -1, msg: '网络连接不可用，请稍后重试', kind: 'network' });
        return reply;
      },
    };
    await expect(device(user, repo, flaky).sync()).rejects.toThrow();
    expect([...repo.records.values()].map((r) => [r.id, r.owner])).toEqual([
      ['g1', userOwner(user.uid)],
      ['g2', GUEST_OWNER],
      ['g3', GUEST_OWNER],
    ]);
    const report = await device(user, repo).sync();
    expect(report.copies).toEqual([]);
    expect(await repo.list(GUEST_OWNER)).toEqual([]);
    expect((await repo.list(userOwner(user.uid))).map((r) => r.id).sort()).toEqual(['g1', 'g2', 'g3']);
    expect((await real.list()).map((w) => w.id).sort()).toEqual(['g1', 'g2', 'g3']);
  });

  it('a work whose name the server refuses (moderation) stays on the device unsynced; the others sync, and it goes up once renamed', async () => {
    const user = await signIn();
    const owner = userOwner(user.uid);
    const refusedName = { ...work('m1', owner, '甲'), name: '法轮功茶舍' };
    const repo = createMemoryWorksRepo([refusedName, work('m2', owner, '乙')]);
    const real = createWorksApi(api, user);
    await device(user, repo).sync();
    expect((await real.list()).map((w) => w.id)).toEqual(['m2']);
    expect(repo.records.get('m1')).toMatchObject({ name: '法轮功茶舍', sync: null });
    repo.records.set('m1', { ...repo.records.get('m1')!, name: '清风茶舍', revision: 2 });
    await device(user, repo).sync();
    expect((await real.list()).map((w) => w.id).sort()).toEqual(['m1', 'm2']);
  });

  it('offline edits go up when the network returns', async () => {
    const user = await signIn();
    const repo = createMemoryWorksRepo([work('o1', userOwner(user.uid), '离线前')]);
    await device(user, repo).sync();
    edit(repo, 'o1', '离线时改的', Date.now());
    const offline: WorksApi = {
      ...createWorksApi(api, user),
      list: () => Promise.reject(new ApiError({ code: -1, msg: 'offline', kind: 'network' })),
      get: () => Promise.reject(new ApiError({ code: -1, msg: 'offline', kind: 'network' })),
      put: () => Promise.reject(new ApiError({ code: -1, msg: 'offline', kind: 'network' })),
    };
    await expect(device(user, repo, offline).sync()).rejects.toThrow('offline');
    await device(user, repo).sync();
    const other = createMemoryWorksRepo();
    await device(user, other).sync();
    expect(device(user, other).texts()).toEqual(['离线时改的']);
  });

  it('two devices edit the same work: both end with the newer version and the older one as a copy', async () => {
    const user = await signIn();
    const phone = createMemoryWorksRepo([work('c1', userOwner(user.uid), '起点')]);
    const laptop = createMemoryWorksRepo();
    await device(user, phone).sync();
    await device(user, laptop).sync();
    expect(device(user, laptop).texts()).toEqual(['起点']);
    edit(laptop, 'c1', '电脑先改', Date.now() - 5_000);
    edit(phone, 'c1', '手机后改', Date.now());
    await device(user, phone).sync();
    const report = await device(user, laptop).sync();
    expect(report.copies).toHaveLength(1);
    await device(user, phone).sync();
    expect(device(user, phone).texts()).toEqual(['手机后改', '电脑先改'].sort());
    expect(device(user, laptop).texts()).toEqual(['手机后改', '电脑先改'].sort());
    expect(laptop.records.get('c1')?.text).toBe('手机后改');
  });

  it('a delete reaches the other device; an edit the deleting device never saw survives it', async () => {
    const user = await signIn();
    const a = createMemoryWorksRepo([work('d1', userOwner(user.uid), '删掉我'), work('d2', userOwner(user.uid), '别删')]);
    const b = createMemoryWorksRepo();
    await device(user, a).sync();
    await device(user, b).sync();
    const deletedAt = Date.now() - DELETE_SETTLE_MS - 1;
    for (const id of ['d1', 'd2']) {
      const current = a.records.get(id);
      if (current) a.records.set(id, { ...current, revision: current.revision + 1, deletedAt });
    }
    edit(b, 'd2', '别删（改过）', Date.now());
    await device(user, b).sync();
    await device(user, a).sync();
    await device(user, b).sync();
    expect(device(user, a).texts()).toEqual(['别删（改过）']);
    expect(device(user, b).texts()).toEqual(['别删（改过）']);
  });
});
