/**
 * A saved work as it lives in IndexedDB. The document travels as JSON text
 * (`content`) so its hash is the hash of exactly the bytes stored and sent to
 * the server; `text` is the searchable text inside it, kept beside it so a
 * search never parses every document.
 */

export const workKinds = ['logo', 'card', 'qr'] as const;
export type WorkKind = (typeof workKinds)[number];

/** `guest` for the local (not logged-in) folder, `user:<uid>` for a user's folder. */
export type WorkOwner = string;

export const GUEST_OWNER: WorkOwner = 'guest';

export function userOwner(uid: string | number): WorkOwner {
  return `user:${String(uid)}`;
}

/** The uid behind an owner, or null for the guest folder. */
export function ownerUid(owner: WorkOwner): string | null {
  return owner.startsWith('user:') ? owner.slice(5) : null;
}

/** What this device last agreed with the server about a work. */
export interface WorkSyncState {
  /** The server's revision of the work when it last matched a local revision. */
  serverRevision: number;
  /** The local revision the server confirmed; the work is dirty while `revision` differs. */
  syncedRevision: number;
}

export interface WorkRecord {
  id: string;
  owner: WorkOwner;
  kind: WorkKind;
  /** Already cleaned (no punctuation or whitespace, spec 5). */
  name: string;
  /** Local revision: +1 on every write (content, name, deletion). Never goes down. */
  revision: number;
  /** Document schema version of `content`; a newer one than this build knows is never overwritten. */
  schemaVersion: number;
  /** The document as JSON text. */
  content: string;
  /** contentHash(content): lowercase hex. */
  hash: string;
  /** Searchable text inside the work (text layers), lowercase-insensitive matching happens at search time. */
  text: string;
  /** PNG/JPEG thumbnail from the render worker; null until one was rendered. */
  thumb: Blob | null;
  /**
   * The `hash` of the content `thumb` was drawn from (issue 27). A thumbnail is stale when this
   * differs from `hash` (a save on hide draws none; a sync brings the server's; older records
   * have none): the works tab then draws it again from the stored content.
   */
  thumbHash?: string;
  createdAt: number;
  /** Last edit, ms since epoch. */
  updatedAt: number;
  /** Set while deleted (undo window, and until the server has been told). */
  deletedAt: number | null;
  sync: WorkSyncState | null;
}

export function isDirtyForSync(record: WorkRecord): boolean {
  return record.sync === null || record.sync.syncedRevision !== record.revision;
}
