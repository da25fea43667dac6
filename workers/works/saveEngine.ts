// Autosave's data work, run in the works worker (and in-thread in Node tests): each editor
// session's document copy, the stored base it was edited from, and the save itself — the
// compare-and-set with the revision rules (services/worksDb/rules/savePlan.ts), merges with
// other tabs' revisions, copies, the read-back check and thumbnails. The page keeps only the
// timers and the save state (src/features/works/session/workSession.ts).
import { verifiedUpdate } from '../core/works/commit.ts';
import { toWorksDbError } from '../core/works/errors.ts';
import { contentHashOf } from '../core/works/hash.ts';
import type { RecordChange, WorksRepo } from '../core/works/repo.ts';
import type { WorkKind, WorkRecord } from '../core/works/types.ts';
import { planSave, type SavePlan } from '../core/works/rules/savePlan.ts';
import { openWorkContent, workMerger } from '../core/works/rules/workContent.ts';
import { extractSearchText } from '../core/works/rules/searchText.ts';
import type { AbsorbOutcome, DocumentDelta, SaveOutcome, SaveRequest, SessionStart, WorksApi } from '../protocol/works.ts';
import { DocumentReplica } from './replica.ts';

export interface SaveEngineDeps {
  repo: WorksRepo;
  newId(): string;
  /** A thumbnail of a document; absent where nothing can draw (then thumbnails stay as they are). */
  renderThumb?: (document: unknown, kind: WorkKind) => Promise<Blob | null>;
}

interface Base {
  revision: number;
  content: string | null;
  hash: string | null;
}

interface Session {
  kind: WorkKind;
  replica: DocumentReplica;
  base: Base;
  /** The snapshot `prepare` made, until the next update. */
  prepared: Snapshot | null;
}

interface Snapshot {
  content: string;
  hash: string;
  text: string;
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

const baseOf = (record: WorkRecord): Base => ({ revision: record.revision, content: record.content, hash: record.hash });

export function createSaveEngine(deps: SaveEngineDeps): WorksApi {
  const sessions = new Map<string, Session>();

  function session(key: string): Session {
    const found = sessions.get(key);
    if (!found) throw new Error(`works session ${key} is not open`);
    return found;
  }

  function snapshot(s: Session): Snapshot {
    const content = s.replica.json();
    return { content, hash: contentHashOf(content), text: extractSearchText(s.replica.document()) };
  }

  /** The copy's snapshot, made once per change (prepare, save and absorb between two updates share it). */
  function current(s: Session): Snapshot {
    s.prepared ??= snapshot(s);
    return s.prepared;
  }

  async function thumbnail(s: Session, wanted: boolean): Promise<Blob | null | undefined> {
    if (!wanted || !deps.renderThumb) return undefined;
    return deps.renderThumb(s.replica.document(), s.kind).catch(() => undefined);
  }

  /** What the editor should show after a merged save: the merge, or the merge of it with edits made meanwhile. */
  function afterMerge(s: Session, record: WorkRecord, saved: Snapshot): unknown {
    const mine = current(s);
    if (mine.hash === saved.hash) {
      const opened = openWorkContent(s.kind, record.content);
      return opened.ok ? opened.document : null;
    }
    const merged = workMerger(s.kind)(saved.content, record.content, mine.content);
    const opened = merged ? openWorkContent(s.kind, merged.content) : null;
    return opened?.ok ? opened.document : null;
  }

  return {
    async open(start: SessionStart) {
      const stored = start.storedId === null ? undefined : await deps.repo.get(start.storedId);
      // Reopened after a worker restart: the stored revision may have moved on; without the exact base, a conflict becomes a copy.
      const exact = stored && (start.baseRevision === undefined || stored.revision === start.baseRevision);
      const base: Base = stored ? (exact ? baseOf(stored) : { revision: start.baseRevision ?? 0, content: null, hash: null }) : { revision: 0, content: null, hash: null };
      sessions.set(start.session, { kind: start.kind, replica: new DocumentReplica(), base, prepared: null });
    },

    async update(key: string, delta: DocumentDelta) {
      const s = session(key);
      s.prepared = null;
      s.replica.apply(delta);
    },

    async prepare(key: string) {
      const s = session(key);
      return { hash: current(s).hash };
    },

    async save(request: SaveRequest): Promise<SaveOutcome> {
      const s = session(request.session);
      const saved = current(s);
      if (s.base.revision > 0 && saved.hash === s.base.hash) return { kind: 'same', revision: s.base.revision };
      const thumb = await thumbnail(s, request.thumb);
      const thumbStale = thumb === undefined && deps.renderThumb !== undefined;
      const attempt = { ...request, rename: false, baseRevision: s.base.revision, baseContent: s.base.content, ...saved, thumb };
      let plan: SavePlan | null = null;
      try {
        await verifiedUpdate(deps.repo, request.id, (current) => {
          plan = planSave(current, attempt, workMerger(s.kind), deps.newId);
          return toChange(plan);
        });
      } catch (error) {
        const failure = toWorksDbError(error);
        return { kind: 'error', error: failure.kind, message: failure.message };
      }
      const done = plan as SavePlan | null;
      if (done === null) return { kind: 'error', error: 'verify', message: 'the save rule did not run' };
      switch (done.kind) {
        case 'copied':
          s.base = baseOf(done.copy);
          return { kind: 'copied', id: done.copy.id, revision: done.copy.revision, thumbStale, copyName: done.copy.name, reason: done.reason };
        case 'merged':
          s.base = baseOf(done.record);
          return { kind: 'merged', id: done.record.id, revision: done.record.revision, thumbStale, document: afterMerge(s, done.record, saved) };
        default:
          s.base = baseOf(done.record);
          return { kind: done.kind, id: done.record.id, revision: done.record.revision, thumbStale };
      }
    },

    async absorb(key: string, id: string, schemaVersion: number): Promise<AbsorbOutcome> {
      const s = session(key);
      const record = await deps.repo.get(id).catch(() => undefined);
      if (!record || record.revision <= s.base.revision) return { kind: 'none' };
      if (record.schemaVersion > schemaVersion) return { kind: 'newer' };
      if (!s.replica.ready) return { kind: 'none' };
      const mine = current(s);
      const base = s.base.content ?? record.content;
      const baseHash = contentHashOf(base);
      if (record.hash === baseHash || record.hash === mine.hash) {
        s.base = baseOf(record);
        return { kind: 'adopted', revision: record.revision, caughtUp: record.hash === mine.hash };
      }
      if (mine.hash === baseHash) {
        const opened = openWorkContent(s.kind, record.content);
        if (!opened.ok) return { kind: 'none' };
        s.base = baseOf(record);
        return { kind: 'replace', revision: record.revision, document: opened.document, merged: false };
      }
      const merged = workMerger(s.kind)(base, record.content, mine.content);
      const opened = merged ? openWorkContent(s.kind, merged.content) : null;
      // Unmergeable: keep our base, so the next save meets the newer revision and keeps ours as a copy.
      if (!opened?.ok) return { kind: 'none' };
      s.base = baseOf(record);
      return { kind: 'replace', revision: record.revision, document: opened.document, merged: true };
    },

    async refreshThumb(key: string, id: string) {
      const s = session(key);
      if (!s.replica.ready) return;
      const stored = s.base;
      const thumb = await thumbnail(s, true);
      if (!thumb) return;
      await deps.repo
        .update(id, (current) => (current && current.hash === stored.hash && current.revision === stored.revision ? { put: { ...current, thumb, thumbHash: current.hash } } : null))
        .catch(() => undefined);
    },

    async close(key: string) {
      sessions.delete(key);
    },
  };
}
