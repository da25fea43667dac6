import type { WorkKind, WorkOwner, WorkRecord } from '../types.ts';
import { copyName } from './fileName.ts';

/**
 * The revision rules, run inside the IndexedDB transaction that writes the
 * work (compare-and-set on `revision`):
 *   - nothing stored yet → create it;
 *   - stored revision ≤ the one this tab edited from → write revision + 1;
 *   - stored revision is newer (another tab or a sync wrote meanwhile) →
 *     three-way merge of base, stored and mine, written as stored + 1;
 *     an impossible merge keeps the stored work and saves mine as a copy;
 *   - stored by a newer document schema than this build knows → never
 *     overwritten: mine is saved as a copy (the newer tab's work stays whole);
 *   - same bytes as stored → no write.
 * A work deleted elsewhere while it is open comes back: an edit beats a delete.
 */

export interface SaveAttempt {
  id: string;
  /** Only used when the work is created; an existing work keeps its folder (a login may have moved it). */
  owner: WorkOwner;
  kind: WorkKind;
  /** Only used when the work is created or renamed by this attempt; otherwise the stored name stays. */
  name: string;
  rename: boolean;
  /** Also rename when the stored name is still this (an automatic name the person has not changed). */
  renameFrom?: string;
  /** The stored revision this content was edited from; 0 = never stored. */
  baseRevision: number;
  /** The content at baseRevision (needed to merge); null when unknown. */
  baseContent: string | null;
  content: string;
  hash: string;
  text: string;
  schemaVersion: number;
  /** undefined keeps the stored thumbnail. */
  thumb: Blob | null | undefined;
  now: number;
}

export type MergeContent = (base: string, theirs: string, mine: string) => { content: string; hash: string; text: string } | null;

export type SavePlan =
  | { kind: 'unchanged'; record: WorkRecord }
  | { kind: 'written'; record: WorkRecord }
  | { kind: 'merged'; record: WorkRecord }
  /** `record` is the stored work, untouched; `copy` holds mine under a new id. */
  | { kind: 'copied'; record: WorkRecord; copy: WorkRecord; reason: 'newer-schema' | 'unmergeable' };

function created(attempt: SaveAttempt, revision: number): WorkRecord {
  return {
    id: attempt.id,
    owner: attempt.owner,
    kind: attempt.kind,
    name: attempt.name,
    revision,
    schemaVersion: attempt.schemaVersion,
    content: attempt.content,
    hash: attempt.hash,
    text: attempt.text,
    thumb: attempt.thumb ?? null,
    ...(attempt.thumb ? { thumbHash: attempt.hash } : {}),
    createdAt: attempt.now,
    updatedAt: attempt.now,
    deletedAt: null,
    sync: null,
  };
}

export function planSave(current: WorkRecord | undefined, attempt: SaveAttempt, merge: MergeContent, newId: () => string): SavePlan {
  if (!current) return { kind: 'written', record: created(attempt, Math.max(1, attempt.baseRevision + 1)) };

  const asCopy = (reason: 'newer-schema' | 'unmergeable'): SavePlan => ({
    kind: 'copied',
    record: current,
    reason,
    copy: { ...created({ ...attempt, id: newId(), owner: current.owner, name: copyName(current.name, '副本') }, 1) },
  });
  if (current.schemaVersion > attempt.schemaVersion) return asCopy('newer-schema');

  const renamed = attempt.rename || (attempt.renameFrom !== undefined && current.name === attempt.renameFrom);
  const name = renamed ? attempt.name : current.name;
  const update = (fields: Pick<WorkRecord, 'content' | 'hash' | 'text'>): WorkRecord => ({
    ...current,
    ...fields,
    name,
    revision: Math.max(current.revision, attempt.baseRevision) + 1,
    schemaVersion: attempt.schemaVersion,
    thumb: attempt.thumb === undefined ? current.thumb : attempt.thumb,
    // The thumbnail shows the attempt's content: after a merge that is not what is stored, so it stays stale.
    ...(attempt.thumb === undefined ? {} : { thumbHash: attempt.thumb === null ? undefined : attempt.hash }),
    updatedAt: attempt.now,
    deletedAt: null,
  });

  if (current.hash === attempt.hash && current.name === name && current.deletedAt === null) {
    return { kind: 'unchanged', record: current };
  }
  if (current.revision <= attempt.baseRevision || current.hash === attempt.hash) {
    return { kind: 'written', record: update(attempt) };
  }
  if (attempt.baseContent === null) return asCopy('unmergeable');
  const merged = merge(attempt.baseContent, current.content, attempt.content);
  if (merged === null) return asCopy('unmergeable');
  return { kind: 'merged', record: update(merged) };
}
