import {
  GUEST_OWNER,
  verifiedUpdate,
  type RecordChange,
  type WorkOwner,
  type WorkRecord,
} from '../../../services/worksDb/index.ts';
import { cleanWorkName, copyName } from '../../../../workers/core/works/rules/fileName.ts';
import type { WorksRuntime } from '../runtime.ts';
import { mirrorFolders } from './mirror.ts';

/**
 * What the works tab does to stored works: list, rename, duplicate, delete
 * (with undo) and add imported works. Every write is a read-back-checked
 * transaction that bumps the revision, so an editor open on the same work in
 * another tab picks the change up (or merges it) instead of overwriting it.
 */

/** How long a deleted work can be brought back from the undo bar. */
export const UNDO_WINDOW_MS = 6_000;

type Runtime = Pick<WorksRuntime, 'repo' | 'channel' | 'clock' | 'newId' | 'storage' | 'identity'>;

async function write(runtime: Runtime, id: string, change: (current: WorkRecord | undefined) => RecordChange, owner: WorkOwner): Promise<RecordChange> {
  const answer = await verifiedUpdate(runtime.repo, id, change);
  if (answer !== null) {
    const written = 'delete' in answer ? [] : 'put' in answer ? [answer.put] : answer.putMany;
    for (const record of written) runtime.channel.post({ type: 'saved', id: record.id, revision: record.revision, from: runtime.channel.tabId });
    runtime.channel.post({ type: 'listChanged', from: runtime.channel.tabId });
    await mirrorFolders(runtime, [owner]);
  }
  return answer;
}

/**
 * The live works of a folder, newest edit first. Old tombstones are purged on
 * the way: a guest's at once, a signed-in user's once the server has them.
 */
export async function loadFolder(runtime: Runtime, owner: WorkOwner): Promise<WorkRecord[]> {
  const records = await runtime.repo.list(owner);
  const now = runtime.clock.now();
  for (const record of records) {
    const settled = record.deletedAt !== null && now - record.deletedAt >= UNDO_WINDOW_MS;
    if (settled && (owner === GUEST_OWNER || record.sync === null)) {
      await runtime.repo.update(record.id, (current) => (current && current.deletedAt !== null && current.revision === record.revision ? { delete: true } : null)).catch(() => null);
    }
  }
  return records.filter((record) => record.deletedAt === null).sort((a, b) => b.updatedAt - a.updatedAt);
}

export type RenameResult = { ok: true; name: string } | { ok: false; reason: 'empty' | 'missing' };

export async function renameWork(runtime: Runtime, id: string, raw: string): Promise<RenameResult> {
  const name = cleanWorkName(raw);
  if (name === null) return { ok: false, reason: 'empty' };
  const now = runtime.clock.now();
  const answer = await write(
    runtime,
    id,
    (current) => (current && current.deletedAt === null && current.name !== name ? { put: { ...current, name, revision: current.revision + 1, updatedAt: now } } : null),
    runtime.identity().owner,
  );
  if (answer === null && !(await runtime.repo.get(id))) return { ok: false, reason: 'missing' };
  return { ok: true, name };
}

export async function duplicateWork(runtime: Runtime, id: string): Promise<WorkRecord | null> {
  const source = await runtime.repo.get(id);
  if (!source || source.deletedAt !== null) return null;
  const now = runtime.clock.now();
  const copy: WorkRecord = { ...source, id: runtime.newId(), name: copyName(source.name, '副本'), revision: 1, createdAt: now, updatedAt: now, sync: null };
  await write(runtime, copy.id, (current) => (current ? null : { put: copy }), source.owner);
  return copy;
}

/** Marks works deleted (tombstones, so an undo and the server both still know them). */
export async function deleteWorks(runtime: Runtime, ids: readonly string[]): Promise<void> {
  const now = runtime.clock.now();
  for (const id of ids) {
    await write(runtime, id, (current) => (current && current.deletedAt === null ? { put: { ...current, deletedAt: now, revision: current.revision + 1 } } : null), runtime.identity().owner);
  }
}

export async function undoDelete(runtime: Runtime, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    await write(runtime, id, (current) => (current && current.deletedAt !== null ? { put: { ...current, deletedAt: null, revision: current.revision + 1 } } : null), runtime.identity().owner);
  }
}

export interface NewWork {
  kind: WorkRecord['kind'];
  name: string;
  content: string;
  hash: string;
  text: string;
  schemaVersion: number;
  createdAt: number;
}

/** Adds works (imports) to the current folder under fresh ids, so an import never replaces a stored work. */
export async function addWorks(runtime: Runtime, works: readonly NewWork[]): Promise<WorkRecord[]> {
  const owner = runtime.identity().owner;
  const now = runtime.clock.now();
  const added: WorkRecord[] = [];
  for (const work of works) {
    const record: WorkRecord = { ...work, id: runtime.newId(), owner, name: cleanWorkName(work.name) ?? copyName('', '导入'), revision: 1, thumb: null, updatedAt: now, deletedAt: null, sync: null };
    await write(runtime, record.id, (current) => (current ? null : { put: record }), owner);
    added.push(record);
  }
  return added;
}
