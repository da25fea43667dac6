import { ownerUid, workKinds, type WorkKind, type WorkOwner } from '../../../services/worksDb/index.ts';
import type { WorksListName } from '../../../services/storage/index.ts';
import type { WorksRuntime } from '../runtime.ts';

/**
 * The spec's local stored lists (worksList, cardList, qrList per uid) as an
 * index of what IndexedDB holds: id, name, kind, revision and edit time of each
 * live work. IndexedDB stays the source of truth; the lists are rewritten
 * after a folder changes (create, rename, delete, move, sync).
 */
const LIST_OF: Record<WorkKind, WorksListName> = { logo: 'worksList', card: 'cardList', qr: 'qrList' };

export async function mirrorFolders(runtime: Pick<WorksRuntime, 'repo' | 'storage'>, owners: readonly WorkOwner[]): Promise<void> {
  for (const owner of new Set(owners)) {
    const records = (await runtime.repo.list(owner).catch(() => [])).filter((record) => record.deletedAt === null);
    for (const kind of workKinds) {
      const entries = records
        .filter((record) => record.kind === kind)
        .sort((a, b) => b.updatedAt - a.updatedAt)
        .map((record) => ({ id: record.id, name: record.name, kind, revision: record.revision, updatedAt: record.updatedAt }));
      const uid = ownerUid(owner);
      // An index only: when localStorage is full the works themselves are still safe in IndexedDB.
      if (entries.length === 0) runtime.storage.removeWorks(LIST_OF[kind], uid);
      else runtime.storage.setWorks(LIST_OF[kind], uid, entries);
    }
  }
}
