import type { WorkOwner, WorkRecord } from './types.ts';

/**
 * The works store as the feature sees it. Deliberately thin: the rules
 * (revisions, merges, copies) are pure functions run inside `update`, so they
 * are tested in Node against the memory repo and the IndexedDB repo only has
 * to be a faithful transaction.
 */

/** What `update`'s change function may answer. */
export type RecordChange =
  | { put: WorkRecord }
  /** Several records in one transaction (e.g. a work and the copy that keeps the other side of a conflict). */
  | { putMany: WorkRecord[] }
  | { delete: true }
  | null;

export interface WorksRepo {
  get(id: string): Promise<WorkRecord | undefined>;
  /** Every record of one folder, tombstones included. */
  list(owner: WorkOwner): Promise<WorkRecord[]>;
  /**
   * Read-modify-write of one work in a single transaction: `change` gets the
   * stored record and runs synchronously inside the transaction, so no other
   * tab can write between the read and the write (compare-and-set).
   * Resolves with what `change` answered once the transaction has committed.
   */
  update(id: string, change: (current: WorkRecord | undefined) => RecordChange): Promise<RecordChange>;
  getMeta(key: string): Promise<unknown>;
  setMeta(key: string, value: unknown): Promise<void>;
  close(): void;
}
