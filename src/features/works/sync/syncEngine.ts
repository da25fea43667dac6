import type { Clock } from '../../../services/clock.ts';
import {
  contentHashOf,
  GUEST_OWNER,
  isDirtyForSync,
  verifiedUpdate,
  type RecordChange,
  type WorkOwner,
  type WorkRecord,
  type WorksRepo,
} from '../../../services/worksDb/index.ts';
import { assetHashesInJson } from '../../../../workers/core/model/pictures.ts';
import { ApiError } from '../../../services/api/errors.ts';
import { extractSearchText } from '../../../../workers/core/works/rules/searchText.ts';
import type { WorksChannel } from '../session/channel.ts';
import { dataUrlToBlob, type PutReply, type ServerWork, type WorksApi } from './syncApi.ts';

/** workput's code for a name the moderation lists refuse (server/routes/works/errorCodes.ts). */
const WORK_NAME_REFUSED = 40013;

/**
 * One two-way sync of a signed-in user's folder (docs/works.md):
 *   1. guest works move into the user's folder: each is uploaded, and only when
 *      the server confirmed it (same id and hash) does the local copy change
 *      folder — a drop half way leaves the rest for the next run, and a retried
 *      upload is recognised by id + hash, so nothing is duplicated or lost;
 *   2. local changes go up (revision compare-and-set on the server; a conflict
 *      keeps the loser as a copy, which comes down in step 3);
 *   3. server changes come down into works this device has not changed since.
 * Local writes are compare-and-set on the local revision too: a work edited
 * while its upload was in flight stays dirty and goes up next time.
 */

/** Deleted works wait this long before the server hears of it, so an undo costs no round trip. */
export const DELETE_SETTLE_MS = 8_000;

/** This device's pictures (the asset store), as data URLs: what the server takes and gives. */
export interface SyncPictures {
  /** null when the picture is not on this device. */
  dataUrlOf(hash: string): Promise<string | null>;
  has(hash: string): Promise<boolean>;
  /** Keeps a downloaded picture; rejects when its bytes do not hash to `hash`. */
  store(hash: string, picture: Blob): Promise<void>;
}

export interface SyncDeps {
  /** Pictures beside the documents. Without it, works that refer to pictures are not uploaded (the server would refuse them). */
  pictures?: SyncPictures;
  repo: WorksRepo;
  channel: WorksChannel;
  clock: Clock;
  api: WorksApi;
  /** The signed-in user's folder. */
  owner: WorkOwner;
}

export interface SyncReport {
  moved: number;
  pushed: number;
  pulled: number;
  /** Names of copies that keep the losing side of a conflict. */
  copies: string[];
}

/** A downloaded work; the server's thumbnail may be older than its content, so it counts as stale (thumbHash unset) until redrawn here. */
function serverContent(meta: ServerWork, content: string, thumb: string) {
  if (contentHashOf(content) !== meta.hash) throw new Error(`work ${meta.id}: content does not match its hash`);
  return { content, hash: meta.hash, text: extractSearchText(JSON.parse(content)), schemaVersion: meta.schemaVersion, thumb: dataUrlToBlob(thumb), thumbHash: undefined };
}

export async function syncWorks(deps: SyncDeps): Promise<SyncReport> {
  const { repo, channel, api, owner } = deps;
  const report: SyncReport = { moved: 0, pushed: 0, pulled: 0, copies: [] };

  async function commit(id: string, change: (current: WorkRecord | undefined) => RecordChange): Promise<void> {
    const answer = await verifiedUpdate(repo, id, change);
    if (answer === null) return;
    const written = 'delete' in answer ? [] : 'put' in answer ? [answer.put] : answer.putMany;
    for (const record of written) channel.post({ type: 'saved', id: record.id, revision: record.revision, from: channel.tabId });
    channel.post({ type: 'listChanged', from: channel.tabId });
  }

  /**
   * Uploads the pictures the work refers to that the server lacks. False when one is not on
   * this device: the work stays dirty (the server would refuse it) and the others go on.
   */
  async function uploadPictures(record: WorkRecord): Promise<boolean> {
    if (record.deletedAt !== null) return true;
    const hashes = assetHashesInJson(record.content);
    if (hashes.length === 0) return true;
    if (!deps.pictures) return false;
    for (const hash of await api.missingPictures(hashes)) {
      const dataUrl = await deps.pictures.dataUrlOf(hash);
      if (dataUrl === null) return false;
      try {
        await api.putPicture(hash, dataUrl);
      } catch (error) {
        // The server refused this picture (not an image it takes): only this work waits; a network failure ends the run.
        if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500) return false;
        throw error;
      }
    }
    return true;
  }

  /** Fetches the pictures a downloaded work refers to before the work is stored, so it draws here. */
  async function downloadPictures(content: string): Promise<void> {
    for (const hash of assetHashesInJson(content)) {
      if (!deps.pictures) throw new Error('pictures cannot be stored on this device');
      if (await deps.pictures.has(hash)) continue;
      await deps.pictures.store(hash, await api.getPicture(hash));
    }
  }

  async function push(record: WorkRecord, move: boolean): Promise<boolean> {
    if (!(await uploadPictures(record))) return false;
    let reply: PutReply;
    try {
      reply = await api.put(record, record.sync?.serverRevision ?? 0);
    } catch (error) {
      // The server refused the work's name (moderation, 40013): it stays here, unsynced, until renamed; the others go on.
      if (error instanceof ApiError && error.code === WORK_NAME_REFUSED) return false;
      throw error;
    }
    await applyPush(record, reply, move);
    return true;
  }

  async function applyPush(pushed: WorkRecord, reply: PutReply, move: boolean): Promise<void> {
    const targetOwner = move ? owner : pushed.owner;
    if (reply.copy) report.copies.push(reply.copy.name);
    if (reply.result === 'saved') {
      const sync = { serverRevision: reply.work.revision, syncedRevision: pushed.revision };
      await commit(pushed.id, (current) => {
        if (!current) return null;
        if (current.revision !== pushed.revision) return { put: { ...current, sync } };
        if (pushed.deletedAt !== null) return { delete: true };
        return { put: { ...current, owner: targetOwner, sync } };
      });
      return;
    }
    // The server kept its version; ours became reply.copy on the server. Mirror both here.
    if (reply.copy && pushed.deletedAt === null) {
      const copy = reply.copy;
      await commit(copy.id, (current) =>
        current
          ? null
          : { put: { ...pushed, id: copy.id, name: copy.name, owner, revision: 1, createdAt: deps.clock.now(), sync: { serverRevision: copy.revision, syncedRevision: 1 } } },
      );
    }
    const fetched = reply.work.deleted ? null : await api.get(reply.work.id);
    const fields = fetched ? serverContent(reply.work, fetched.content, fetched.thumb) : null;
    if (fields) await downloadPictures(fields.content);
    await commit(pushed.id, (current) => {
      if (!current || current.revision !== pushed.revision || !fields) return null;
      const revision = current.revision + 1;
      return {
        put: { ...current, ...fields, owner: targetOwner, name: reply.work.name, revision, updatedAt: reply.work.editedAt, deletedAt: null, sync: { serverRevision: reply.work.revision, syncedRevision: revision } },
      };
    });
  }

  // 1. Guest works into the user's folder.
  for (const record of await repo.list(GUEST_OWNER)) {
    if (record.deletedAt !== null) continue;
    if (await push(record, true)) report.moved += 1;
  }

  // 2. Local changes up.
  for (const record of await repo.list(owner)) {
    if (!isDirtyForSync(record)) continue;
    if (record.deletedAt !== null && (record.sync === null || deps.clock.now() - record.deletedAt < DELETE_SETTLE_MS)) continue;
    if (await push(record, false)) report.pushed += 1;
  }

  // 3. Server changes down.
  const server = await api.list();
  const onServer = new Set(server.map((meta) => meta.id));
  for (const meta of server) {
    const local = await repo.get(meta.id);
    if (local && (local.owner !== owner || isDirtyForSync(local) || local.sync?.serverRevision === meta.revision)) continue;
    if (!local && meta.deleted) continue;
    if (meta.deleted) {
      await commit(meta.id, (current) => (current && current.revision === local?.revision ? { delete: true } : null));
      report.pulled += 1;
      continue;
    }
    const fetched = await api.get(meta.id);
    const fields = serverContent(fetched.work, fetched.content, fetched.thumb);
    await downloadPictures(fields.content);
    await commit(meta.id, (current) => {
      if (current && (current.revision !== local?.revision || current.owner !== owner)) return null;
      const revision = (current?.revision ?? 0) + 1;
      const base: WorkRecord = current ?? { ...fields, id: meta.id, owner, kind: meta.kind, name: meta.name, revision, createdAt: deps.clock.now(), updatedAt: meta.editedAt, deletedAt: null, sync: null };
      return {
        put: { ...base, ...fields, kind: meta.kind, name: fetched.work.name, revision, updatedAt: fetched.work.editedAt, deletedAt: null, sync: { serverRevision: fetched.work.revision, syncedRevision: revision } },
      };
    });
    report.pulled += 1;
  }
  // Synced before but gone from the server (the folder was reset): upload them again next time.
  for (const record of await repo.list(owner)) {
    if (record.sync !== null && record.deletedAt === null && !onServer.has(record.id)) {
      await commit(record.id, (current) => (current && current.revision === record.revision ? { put: { ...current, sync: null } } : null));
    }
  }
  return report;
}
