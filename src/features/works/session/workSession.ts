import type { Clock, Timers } from '../../../services/clock.ts';
import {
  contentHashOf,
  toWorksDbError,
  verifiedUpdate,
  type RecordChange,
  type WorkKind,
  type WorkOwner,
  type WorkRecord,
  type WorksDbErrorKind,
  type WorksJournal,
  type WorksRepo,
} from '../../../services/worksDb/index.ts';
import { planSave, type SavePlan } from '../../../services/worksDb/rules/savePlan.ts';
import { currentSchemaVersion, openWorkContent, serializeWork, workMerger, type SerializedWork } from '../../../services/worksDb/rules/workContent.ts';
import type { WorksChannel } from './channel.ts';

/**
 * Autosave of the work open in the editor. Saves SAVE_DEBOUNCE_MS after the
 * last change and never later than SAVE_MAX_WAIT_MS after the first unsaved
 * one, so a crash loses under a second; on hide it also writes the journal
 * synchronously (a reload loses nothing). Every save is a compare-and-set on
 * the stored revision (model/savePlan.ts) and is read back. Saves run one at a
 * time; a failed one is retried and reported, and the editor keeps the work.
 */

export const SAVE_DEBOUNCE_MS = 400;
export const SAVE_MAX_WAIT_MS = 800;
export const RETRY_AFTER_ERROR_MS = 5_000;
export const THUMB_TIMEOUT_MS = 3_000;
/** Thumbnails are redrawn at most this often while editing (and always on close). */
export const THUMB_INTERVAL_MS = 10_000;

export type SaveState =
  | { state: 'clean' }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'saved'; at: number; revision: number }
  | { state: 'error'; kind: WorksDbErrorKind; at: number };

export type SessionNotice =
  /** Another tab's (or device's) changes were merged into this editor. */
  | { type: 'merged' }
  /** This editor's work was saved under a new id: the stored one is newer-schema or could not be merged. */
  | { type: 'copied'; copyId: string; copyName: string; reason: 'newer-schema' | 'unmergeable' }
  /** A newer version of the app stored this work; this tab will save its edits as a copy. */
  | { type: 'newerElsewhere' };

export interface EditorPort {
  getDocument(): unknown;
  /** Show this document in the editor (another tab's revision, or a merge). */
  replaceDocument(document: unknown): void;
}

export interface WorkSessionDeps {
  repo: WorksRepo;
  journal: WorksJournal;
  channel: WorksChannel;
  clock: Clock;
  timers: Timers;
  newId: () => string;
  /** Thumbnail for the works list; absent until the render worker offers one. */
  renderThumb?: (document: unknown) => Promise<Blob | null>;
  onStatus?: (state: SaveState) => void;
  onNotice?: (notice: SessionNotice) => void;
}

export interface WorkSessionInit {
  id: string;
  owner: WorkOwner;
  kind: WorkKind;
  name: string;
  /** The stored record the editor opened; null for a new work not stored yet. */
  stored: WorkRecord | null;
}

export interface WorkSession {
  /** Changes when this editor's edits had to be saved as a copy. */
  readonly id: string;
  changed(): void;
  /** 'hide': journal synchronously, then save at once. 'now': save at once. */
  flush(reason: 'hide' | 'now'): Promise<void>;
  status(): SaveState;
  /** Saves what is left and stops listening. */
  close(): Promise<void>;
  /** Stops without saving: the editor no longer shows this work (another document was loaded over it). */
  abandon(): void;
}

export function createWorkSession(deps: WorkSessionDeps, init: WorkSessionInit, port: EditorPort): WorkSession {
  const { repo, journal, channel, clock, timers } = deps;
  let id = init.id;
  const { kind } = init;
  const schemaVersion = currentSchemaVersion(kind);
  const merge = workMerger(kind);
  let base = { revision: init.stored?.revision ?? 0, content: init.stored?.content ?? null, hash: init.stored?.hash ?? null };
  let changeSeq = 0;
  let savedSeq = 0;
  let firstDirtyAt: number | null = null;
  let timer: unknown = null;
  let queue: Promise<void> = Promise.resolve();
  let journaled = false;
  let closed = false;
  let warnedNewer = false;
  let state: SaveState = { state: 'clean' };
  let lastThumbAt = -Infinity;
  /** The stored thumbnail shows an older state than the stored content. */
  let thumbStale = false;

  const setState = (next: SaveState) => {
    state = next;
    deps.onStatus?.(next);
  };
  const run = (task: () => Promise<void>): Promise<void> => {
    queue = queue.then(task, task);
    return queue;
  };
  const clearTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const dirty = () => changeSeq !== savedSeq;

  function schedule(delay?: number) {
    if (closed) return;
    clearTimer();
    const now = clock.now();
    firstDirtyAt ??= now;
    const wait = delay ?? Math.max(0, Math.min(SAVE_DEBOUNCE_MS, firstDirtyAt + SAVE_MAX_WAIT_MS - now));
    timer = timers.setTimeout(() => {
      timer = null;
      void run(() => save('timer'));
    }, wait);
    if (state.state !== 'error') setState({ state: 'pending' });
  }

  function adoptBase(record: WorkRecord) {
    base = { revision: record.revision, content: record.content, hash: record.hash };
  }

  /**
   * Brings a stored revision newer than our base into the editor. `snapshot` is
   * the content that revision already includes from this editor (our base, or
   * what we just saved); edits made after it are merged on top.
   */
  function absorb(record: WorkRecord, snapshot: string) {
    if (record.schemaVersion > schemaVersion) {
      if (!warnedNewer) deps.onNotice?.({ type: 'newerElsewhere' });
      warnedNewer = true;
      return;
    }
    const mine = serializeWork(port.getDocument());
    const snapshotHash = contentHashOf(snapshot);
    if (record.hash === snapshotHash || record.hash === mine.hash) {
      adoptBase(record);
      if (record.hash === mine.hash) savedSeq = changeSeq;
      return;
    }
    if (mine.hash === snapshotHash) {
      const opened = openWorkContent(kind, record.content);
      if (!opened.ok) return;
      port.replaceDocument(opened.document);
      adoptBase(record);
      savedSeq = changeSeq;
      return;
    }
    const merged = merge(snapshot, record.content, mine.content);
    const opened = merged ? openWorkContent(kind, merged.content) : null;
    // Unmergeable: keep our base, so the next save meets the newer revision and keeps ours as a copy.
    if (!opened?.ok) return;
    port.replaceDocument(opened.document);
    adoptBase(record);
    deps.onNotice?.({ type: 'merged' });
    changeSeq += 1;
    schedule();
  }

  function toChange(plan: SavePlan): RecordChange {
    switch (plan.kind) {
      case 'unchanged':
        return null;
      case 'written':
      case 'merged':
        return { put: plan.record };
      case 'copied':
        return { put: plan.copy };
    }
  }

  async function thumbnail(document: unknown, reason: string): Promise<Blob | null | undefined> {
    // No time to render while the page is going away; the next save brings the thumbnail up to date.
    if (!deps.renderThumb || reason === 'hide') return undefined;
    const now = clock.now();
    if (reason !== 'close' && base.revision > 0 && now - lastThumbAt < THUMB_INTERVAL_MS) return undefined;
    lastThumbAt = now;
    let handle: unknown = null;
    const timeout = new Promise<undefined>((resolve) => {
      handle = timers.setTimeout(() => resolve(undefined), THUMB_TIMEOUT_MS);
    });
    try {
      return await Promise.race([deps.renderThumb(document).catch(() => undefined), timeout]);
    } finally {
      timers.clearTimeout(handle);
    }
  }

  async function save(reason: string): Promise<void> {
    if (!dirty()) return;
    clearTimer();
    firstDirtyAt = null;
    const seq = changeSeq;
    const document = port.getDocument();
    const snapshot: SerializedWork = serializeWork(document);
    if (base.revision > 0 && snapshot.hash === base.hash) {
      savedSeq = seq;
      setState({ state: 'saved', at: clock.now(), revision: base.revision });
      return;
    }
    setState({ state: 'saving' });
    const thumb = await thumbnail(document, reason);
    thumbStale = thumb === undefined && deps.renderThumb !== undefined;
    const outcome: { plan: SavePlan | null } = { plan: null };
    const attempt = {
      id,
      owner: init.owner,
      kind,
      name: init.name,
      rename: false,
      baseRevision: base.revision,
      baseContent: base.content,
      ...snapshot,
      schemaVersion,
      thumb,
      now: clock.now(),
    };
    try {
      await verifiedUpdate(repo, id, (current) => {
        outcome.plan = planSave(current, attempt, merge, deps.newId);
        return toChange(outcome.plan);
      });
    } catch (error) {
      setState({ state: 'error', kind: toWorksDbError(error).kind, at: clock.now() });
      schedule(RETRY_AFTER_ERROR_MS);
      return;
    }
    const done = outcome.plan;
    if (done === null) return;
    savedSeq = seq;
    if (journaled) {
      journal.remove(id);
      journaled = false;
    }
    if (done.kind === 'copied') {
      id = done.copy.id;
      adoptBase(done.copy);
      deps.onNotice?.({ type: 'copied', copyId: done.copy.id, copyName: done.copy.name, reason: done.reason });
      channel.post({ type: 'listChanged', from: channel.tabId });
    } else if (done.kind === 'merged') {
      channel.post({ type: 'saved', id, revision: done.record.revision, from: channel.tabId });
      absorb(done.record, snapshot.content);
      deps.onNotice?.({ type: 'merged' });
    } else if (done.kind === 'written') {
      adoptBase(done.record);
      channel.post({ type: 'saved', id, revision: done.record.revision, from: channel.tabId });
      if (done.record.revision === 1) channel.post({ type: 'listChanged', from: channel.tabId });
    } else {
      adoptBase(done.record);
    }
    setState({ state: 'saved', at: clock.now(), revision: base.revision });
    if (dirty()) schedule();
  }

  /** On close: a thumbnail of what is stored, if saves since the last one skipped it. No new revision (the content is the same). */
  async function refreshThumb(): Promise<void> {
    thumbStale = false;
    const stored = base.hash;
    const thumb = await thumbnail(port.getDocument(), 'close');
    if (!thumb) return;
    await repo
      .update(id, (current) => (current && current.hash === stored && current.revision === base.revision ? { put: { ...current, thumb } } : null))
      .catch(() => undefined);
  }

  const unsubscribe = channel.subscribe((message) => {
    if (message.type !== 'saved' || message.id !== id || message.revision <= base.revision || closed) return;
    void run(async () => {
      const record = await repo.get(id).catch(() => undefined);
      if (!record || record.revision <= base.revision) return;
      absorb(record, base.content ?? record.content);
    });
  });

  return {
    get id() {
      return id;
    },
    changed() {
      if (closed) return;
      changeSeq += 1;
      schedule();
    },
    flush(reason) {
      if (reason === 'hide' && dirty()) {
        const snapshot = serializeWork(port.getDocument());
        journaled =
          journal.write({
            id,
            owner: init.owner,
            kind,
            name: init.name,
            baseRevision: base.revision,
            ...snapshot,
            schemaVersion,
            savedAt: clock.now(),
          }) || journaled;
      }
      return run(() => save(reason));
    },
    status: () => state,
    async close() {
      await run(() => save('close'));
      if (thumbStale && !closed) await run(refreshThumb);
      closed = true;
      clearTimer();
      unsubscribe();
    },
    abandon() {
      closed = true;
      changeSeq = savedSeq;
      clearTimer();
      unsubscribe();
    },
  };
}
