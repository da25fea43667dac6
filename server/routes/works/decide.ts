/**
 * What the server does with one pushed work (pure; the route runs it inside a
 * transaction on the locked row). "Newest" is the later edit time on the
 * device that made it; a tie goes to the larger hash so every server agrees.
 * The loser of a real conflict is kept as a copy, never dropped:
 *   - no row yet                       → write (insert)
 *   - same hash, name and deleted flag → same (a retry: idempotent by id + hash)
 *   - the client's base is the current revision → write
 *   - otherwise the row moved on since the client last saw it:
 *       a delete meets an edit → the edit stays (no copy: the user asked to delete)
 *       an edit meets a delete → the edit comes back
 *       same content, other name → the newer name
 *       two contents → the newer is written, the older kept as a copy
 */

export interface WorkState {
  revision: number;
  hash: string;
  name: string;
  deleted: boolean;
  editedAt: number;
}

export interface PushState {
  baseRevision: number;
  hash: string;
  name: string;
  deleted: boolean;
  editedAt: number;
}

export type PutDecision =
  | { action: 'same' }
  | { action: 'write' }
  /** The pushed version lost; `copyIncoming` keeps it as a new work. */
  | { action: 'keepServer'; copyIncoming: boolean }
  /** The pushed version won; `copyServer` keeps the stored one as a new work. */
  | { action: 'takeIncoming'; copyServer: boolean };

export function decidePut(row: WorkState | null, push: PushState): PutDecision {
  if (!row) return { action: 'write' };
  if (row.hash === push.hash && row.deleted === push.deleted && row.name === push.name) return { action: 'same' };
  if (row.revision === push.baseRevision) return { action: 'write' };
  if (push.deleted) return { action: 'keepServer', copyIncoming: false };
  if (row.deleted) return { action: 'takeIncoming', copyServer: false };
  const incomingNewer = push.editedAt > row.editedAt || (push.editedAt === row.editedAt && push.hash > row.hash);
  if (row.hash === push.hash) return incomingNewer ? { action: 'takeIncoming', copyServer: false } : { action: 'keepServer', copyIncoming: false };
  return incomingNewer ? { action: 'takeIncoming', copyServer: true } : { action: 'keepServer', copyIncoming: true };
}

/** The id of the copy that keeps one side of a conflict: derived from the work and the copied content, so a retried push never makes a second copy. */
export function conflictCopyId(id: string, hash: string): string {
  return `${id.slice(0, 160)}~${hash.slice(0, 10)}`;
}

/** Copy names follow the client's rule (no punctuation or whitespace). */
export function conflictCopyName(name: string): string {
  return `${Array.from(name).slice(0, 28).join('')}副本`;
}
