import { verifiedUpdate, type WorkRecord } from '../../../services/worksDb/index.ts';
import { contentHashOf } from '../../../../workers/core/works/hash.ts';
import type { WorksRuntime } from '../runtime.ts';
import { mirrorFolders } from './mirror.ts';

/**
 * Saving a work of a studio's own kind (a card, a QR code) with its thumbnail: the first save
 * creates it under the kind's name, later ones write a new revision, each read back like every
 * works write; other tabs are told and the folder lists (cardList, qrList) written again.
 */

type Runtime = Pick<WorksRuntime, 'repo' | 'channel' | 'clock' | 'newId' | 'storage' | 'identity'>;

export interface KindWorkWrite {
  kind: WorkRecord['kind'];
  /** Version of the kind's own content format. */
  schemaVersion: number;
  /** The work's content, already serialised. */
  content: string;
  /** The text search finds the work by. */
  searchText: string;
  /** The name a new work gets (a saved work keeps the one the user may have given it). */
  name(now: number): string;
}

/** Creates the work (id null) or writes a new revision of it; returns the stored record. */
export async function saveKindWork(runtime: Runtime, id: string | null, write: KindWorkWrite, thumb: Blob | null): Promise<WorkRecord> {
  const owner = runtime.identity().owner;
  const now = runtime.clock.now();
  const { content, searchText } = write;
  const workId = id ?? runtime.newId();
  const answer = await verifiedUpdate(runtime.repo, workId, (current) => {
    if (current && current.deletedAt === null) {
      return { put: { ...current, content, hash: contentHashOf(content), text: searchText, thumb: thumb ?? current.thumb, schemaVersion: write.schemaVersion, revision: current.revision + 1, updatedAt: now } };
    }
    return { put: { id: workId, owner, kind: write.kind, name: write.name(now), revision: 1, schemaVersion: write.schemaVersion, content, hash: contentHashOf(content), text: searchText, thumb, createdAt: now, updatedAt: now, deletedAt: null, sync: null } };
  });
  if (!answer || !('put' in answer)) throw new Error('not saved');
  runtime.channel.post({ type: 'saved', id: answer.put.id, revision: answer.put.revision, from: runtime.channel.tabId });
  runtime.channel.post({ type: 'listChanged', from: runtime.channel.tabId });
  await mirrorFolders(runtime, [owner]);
  return answer.put;
}

/** The stored work of that id and kind, read by the kind's reader; null when missing, deleted, another kind or unreadable. */
export async function loadKindWork<T>(runtime: Pick<WorksRuntime, 'repo' | 'recovered'>, workId: string, kind: WorkRecord['kind'], read: (content: string) => T | null): Promise<T | null> {
  await runtime.recovered;
  const record = await runtime.repo.get(workId).catch(() => undefined);
  return record && record.kind === kind && record.deletedAt === null ? read(record.content) : null;
}
