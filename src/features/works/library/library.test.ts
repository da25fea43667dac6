import { describe, expect, it } from 'vitest';
import { createDocument, createLayer } from '../../../../workers/core/model/index.ts';
import { createAppStorage, createMemoryBackend } from '../../../services/storage/index.ts';
import { createMemoryWorksRepo, GUEST_OWNER, type WorkRecord } from '../../../services/worksDb/index.ts';
import { serializeWork } from '../../../../workers/core/works/rules/workContent.ts';
import { identityFrom } from '../runtime.ts';
import { createChannelHub } from '../session/channel.ts';
import { addWorks, deleteWorks, duplicateWork, loadFolder, renameWork, undoDelete, UNDO_WINDOW_MS } from './library.ts';

function record(id: string, text: string, extra: Partial<WorkRecord> = {}): WorkRecord {
  const doc = createDocument({ backgroundId: 'bg' });
  doc.layers.push(createLayer('text', { id: 't', text, complete: true }));
  return { id, owner: GUEST_OWNER, kind: 'logo', name: `作品${id}`, revision: 1, schemaVersion: 2, ...serializeWork(doc), thumb: null, createdAt: 1, updatedAt: 1, deletedAt: null, sync: null, ...extra };
}

function setup(records: WorkRecord[]) {
  let now = 1_000_000;
  let ids = 0;
  const repo = createMemoryWorksRepo(records);
  const storage = createAppStorage({ backend: createMemoryBackend() });
  const runtime = {
    repo,
    storage,
    channel: createChannelHub().channel('t'),
    clock: { now: () => now },
    newId: () => `new${(ids += 1)}`,
    identity: () => identityFrom(storage),
  };
  return { runtime, repo, storage, advance: (ms: number) => (now += ms) };
}

describe('works tab operations', () => {
  it('renames with punctuation and spaces removed, as a new revision; an empty name is refused', async () => {
    const { runtime, repo, storage } = setup([record('a', '甲')]);
    expect(await renameWork(runtime, 'a', ' 星光，咖啡！ ')).toEqual({ ok: true, name: '星光咖啡' });
    expect(repo.records.get('a')).toMatchObject({ name: '星光咖啡', revision: 2 });
    expect(await renameWork(runtime, 'a', '。。')).toEqual({ ok: false, reason: 'empty' });
    expect(storage.getWorks('worksList', null)).toMatchObject([{ id: 'a', name: '星光咖啡' }]);
  });

  it('duplicates under a new id and name, leaving the original as it was', async () => {
    const { runtime, repo } = setup([record('a', '甲')]);
    const copy = await duplicateWork(runtime, 'a');
    expect(copy).toMatchObject({ id: 'new1', name: '作品a副本', revision: 1, sync: null });
    expect(repo.records.get('new1')?.content).toBe(repo.records.get('a')?.content);
    expect(repo.records.get('a')?.revision).toBe(1);
  });

  it('deletes several at once, brings them back on undo, and forgets a guest’s deleted works after the undo window', async () => {
    const { runtime, repo, advance } = setup([record('a', '甲'), record('b', '乙'), record('c', '丙')]);
    await deleteWorks(runtime, ['a', 'b']);
    expect((await loadFolder(runtime, GUEST_OWNER)).map((r) => r.id)).toEqual(['c']);
    await undoDelete(runtime, ['a']);
    expect((await loadFolder(runtime, GUEST_OWNER)).map((r) => r.id).sort()).toEqual(['a', 'c']);
    advance(UNDO_WINDOW_MS - 1);
    await loadFolder(runtime, GUEST_OWNER);
    expect(repo.records.has('b')).toBe(true);
    advance(2);
    await loadFolder(runtime, GUEST_OWNER);
    expect(repo.records.has('b')).toBe(false);
  });

  it('keeps a signed-in user’s deleted work until the server has been told', async () => {
    const synced = record('s', '云端', { owner: 'user:7', sync: { serverRevision: 1, syncedRevision: 1 } });
    const { runtime, repo, advance } = setup([synced]);
    runtime.storage.set('user', { uid: '7', username: 'u', usertoken: 'tok', accounttype: 2, bindmobile: '13900000000', vip: [] });
    await deleteWorks(runtime, ['s']);
    advance(UNDO_WINDOW_MS * 10);
    expect(await loadFolder(runtime, 'user:7')).toEqual([]);
    expect(repo.records.get('s')?.deletedAt).not.toBeNull();
  });

  it('adds imported works under fresh ids in the current folder, never replacing one', async () => {
    const { runtime, repo } = setup([record('a', '甲')]);
    const imported = serializeWork(JSON.parse(repo.records.get('a')?.content ?? '{}'));
    const added = await addWorks(runtime, [{ kind: 'logo', name: '导入 的！', schemaVersion: 2, createdAt: 5, ...imported }]);
    expect(added.map((r) => [r.id, r.name, r.owner])).toEqual([['new1', '导入的', GUEST_OWNER]]);
    expect(repo.records.size).toBe(2);
  });
});
