// Contract of the works worker (workers/works/works.worker.ts): autosave off the main
// thread. The worker keeps its own copy of each open work's document, updated by small
// deltas (only the layers whose object changed since the last delta), and does everything
// proportional to the document there: serialising, hashing, search text, the IndexedDB
// compare-and-set with merges and copies, the read-back check and the thumbnail.
// See docs/works.md ("Autosave off the main thread").
import type { WorksDbErrorKind } from '../core/works/errors.ts';
import type { WorkKind, WorkOwner } from '../core/works/types.ts';

export const WORKS_CALL_TIMEOUT_MS = 60_000;

/** An object with an id: a layer, or any item of a document's `layers` list. */
export interface DocumentItem {
  id: string;
  [key: string]: unknown;
}

/**
 * What changed in a document since the last delta the worker took for this session.
 * Documents with a `layers` list of items with ids travel by item; any other document
 * (or the first delta after a reset) travels whole in `whole`.
 */
export type DocumentDelta =
  | { kind: 'whole'; document: unknown }
  | {
      kind: 'items';
      /** The document without its `layers` (size, version…), small; absent when unchanged. */
      header?: Record<string, unknown>;
      /** Ids of `layers` in order, every one either in `items` or unchanged; absent when the list kept its order. */
      order?: string[];
      /** Items whose object changed (or are new) since the last delta. */
      items: DocumentItem[];
      /** True when more deltas follow before this one is a whole document (a large first send is cut in parts). */
      partial?: boolean;
    };

export interface WorkBase {
  revision: number;
  hash: string | null;
}

export interface SessionStart {
  /** One per editor session (a work's id can change when it is kept as a copy). */
  session: string;
  kind: WorkKind;
  /** The stored work the editor opened, or null for a new work. The worker reads its content itself. */
  storedId: string | null;
  /** The revision the editor's document was edited from (a reopen after a worker restart checks it still is). */
  baseRevision?: number;
}

export interface SaveRequest {
  session: string;
  id: string;
  owner: WorkOwner;
  kind: WorkKind;
  name: string;
  /**
   * Rename the stored work to `name` when its name is still this one: an automatic name
   * (from the work's text) follows the text until the person renames the work (issue 27).
   */
  renameFrom?: string;
  schemaVersion: number;
  /** Draw a thumbnail from the worker's copy (no time for it on hide). */
  thumb: boolean;
  now: number;
}

export type SaveOutcome =
  /** The document equals what is stored at base: nothing written. */
  | { kind: 'same'; revision: number }
  | { kind: 'unchanged'; id: string; revision: number; thumbStale: boolean }
  | { kind: 'written'; id: string; revision: number; thumbStale: boolean }
  /** Another tab stored a newer revision; both were merged. `document` is the merged document for the editor. */
  | { kind: 'merged'; id: string; revision: number; thumbStale: boolean; document: unknown }
  | { kind: 'copied'; id: string; revision: number; thumbStale: boolean; copyName: string; reason: 'newer-schema' | 'unmergeable' }
  | { kind: 'error'; error: WorksDbErrorKind; message: string };

export type AbsorbOutcome =
  /** Nothing to do (already ours, not newer, or unreadable). */
  | { kind: 'none' }
  /** The stored revision equals our base or our current document: adopt it as base. `caughtUp`: our edits are in it. */
  | { kind: 'adopted'; revision: number; caughtUp: boolean }
  /** Show the stored revision (we had no edits of our own) or the merge of it with ours. */
  | { kind: 'replace'; revision: number; document: unknown; merged: boolean }
  /** Stored by a newer app version: keep editing, save as a copy later. */
  | { kind: 'newer' };

export interface WorksApi {
  /** Starts (or restarts) a session's copy; its first delta must be whole or complete the item list. */
  open(start: SessionStart): Promise<void>;
  /** Brings the session's copy up to date; cheap, call before save or at idle. */
  update(session: string, delta: DocumentDelta): Promise<void>;
  /**
   * The hash of the session's copy as the next save will store it. The page journals it on
   * hide while that save is in flight: if the save lands before the page goes, the journal
   * (which holds everything the save had, and later edits) is written over it at the next start.
   */
  prepare(session: string): Promise<{ hash: string }>;
  /** Stores the session's copy (compare-and-set on the revision), read back. */
  save(request: SaveRequest): Promise<SaveOutcome>;
  /** Another tab stored `id` at `revision`: decide what this session's editor should show. */
  absorb(session: string, id: string, schemaVersion: number): Promise<AbsorbOutcome>;
  /** A thumbnail of what is stored, when saves skipped it (on close). */
  refreshThumb(session: string, id: string): Promise<void>;
  close(session: string): Promise<void>;
}
