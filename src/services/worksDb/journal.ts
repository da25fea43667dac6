import { z } from 'zod/mini';
import { lazily } from '../../shared/lazily.ts';
import { browserBackend, type KeyValueBackend } from '../storage/backend.ts';
import { workKinds } from '../../../workers/core/works/types.ts';

/**
 * A synchronous write-ahead copy of the open work, written only when the tab
 * is hidden or unloaded. IndexedDB writes are asynchronous and a reload can
 * tear the page down before one commits; localStorage writes finish before
 * the call returns. The next start folds the entry into IndexedDB (see
 * features/works/session/recovery.ts) and removes it.
 *
 * One key (`worksJournal`) holding entries by work id. A full localStorage
 * only loses this safety net, never the regular IndexedDB save.
 */

export const JOURNAL_KEY = 'worksJournal';

/** Built on first use (shared/lazily.ts): the startup chunk imports this module. */
const entrySchema = lazily(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    owner: z.string().check(z.minLength(1)),
    kind: z.enum(workKinds),
    name: z.string(),
    /** The stored revision this content was edited from. */
    baseRevision: z.int().check(z.nonnegative()),
    content: z.string(),
    /** md5 of content; '' when written on hide (computed when the entry is folded in). */
    hash: z.string(),
    schemaVersion: z.int().check(z.positive()),
    text: z.string(),
    savedAt: z.number(),
    /**
     * The hash of a save of this work that was in flight when the entry was written. If that
     * save landed, the stored revision is older than this entry but is no other editor's work.
     */
    inFlightHash: z.optional(z.string()),
  }),
);

export type JournalEntry = z.output<ReturnType<typeof entrySchema>>;

const journalSchema = lazily(() => z.record(z.string(), entrySchema()));

export interface WorksJournal {
  /** False when the browser refused (full, blocked): the caller still has the IndexedDB save. */
  write(entry: JournalEntry): boolean;
  entries(): JournalEntry[];
  /** Removes the entry only if it is still the one written with `hash` at `savedAt` (a newer hide may have replaced it). */
  remove(id: string, written?: { hash: string; savedAt: number }): void;
}

export function createWorksJournal(backend: KeyValueBackend = browserBackend().backend): WorksJournal {
  function read(): Record<string, JournalEntry> {
    try {
      const raw = backend.getItem(JOURNAL_KEY);
      if (raw === null) return {};
      const parsed = journalSchema().safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : {};
    } catch {
      return {};
    }
  }

  function store(entries: Record<string, JournalEntry>): boolean {
    try {
      if (Object.keys(entries).length === 0) backend.removeItem(JOURNAL_KEY);
      else backend.setItem(JOURNAL_KEY, JSON.stringify(entries));
      return true;
    } catch {
      return false;
    }
  }

  return {
    write(entry) {
      return store({ ...read(), [entry.id]: entry });
    },
    entries: () => Object.values(read()),
    remove(id, written) {
      const entries = read();
      const entry = entries[id];
      if (!entry || (written !== undefined && (entry.hash !== written.hash || entry.savedAt !== written.savedAt))) return;
      delete entries[id];
      store(entries);
    },
  };
}
