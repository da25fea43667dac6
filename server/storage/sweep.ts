import type { Db, Queryable } from '../db/types.ts';
import type { AssetStore } from './types.ts';

/** Queues objects for deletion; call inside the transaction that drops the rows pointing at them. */
export async function queueAssetDeletions(db: Queryable, keys: readonly string[], now: number): Promise<void> {
  if (keys.length === 0) return;
  await db.query('INSERT INTO asset_deletions (key, queued_at) SELECT jsonb_array_elements_text($1::jsonb), $2 ON CONFLICT (key) DO NOTHING', [JSON.stringify(keys), now]);
}

/**
 * Deletes queued objects, a batch at a time, on whichever node runs it: rows are claimed with
 * FOR UPDATE SKIP LOCKED and removed in the same transaction as the store deletes succeed, so
 * two nodes sweeping at once never take the same object, and a store that fails mid-batch
 * leaves its rows for the next sweep (deleting a missing object is not an error). Returns how
 * many objects were deleted.
 */
export async function sweepAssetDeletions(db: Db, assets: AssetStore, batch = 200): Promise<number> {
  let deleted = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ key: string }>('SELECT key FROM asset_deletions ORDER BY queued_at LIMIT $1 FOR UPDATE SKIP LOCKED', [batch]);
      for (const { key } of rows) await assets.delete(key);
      if (rows.length > 0) await tx.query('DELETE FROM asset_deletions WHERE key IN (SELECT jsonb_array_elements_text($1::jsonb))', [JSON.stringify(rows.map((row) => row.key))]);
      return rows.length;
    });
    deleted += done;
    if (done < batch) return deleted;
  }
}

/** Queues multipart uploads to abort; call inside the transaction that drops the rows naming them. */
export async function queueMultipartAborts(db: Queryable, uploads: ReadonlyArray<{ key: string; uploadId: string }>, now: number): Promise<void> {
  if (uploads.length === 0) return;
  await db.query(
    `INSERT INTO multipart_aborts (upload_id, key, queued_at)
     SELECT u->>'uploadId', u->>'key', $2 FROM jsonb_array_elements($1::jsonb) AS u ON CONFLICT (upload_id) DO NOTHING`,
    [JSON.stringify(uploads), now],
  );
}

/**
 * Aborts queued multipart uploads (their parts are freed), as sweepAssetDeletions deletes objects:
 * rows claimed FOR UPDATE SKIP LOCKED, removed with the batch, so two nodes never abort the same
 * upload and a store that fails leaves the rows for the next sweep. Returns how many were aborted.
 */
export async function sweepMultipartAborts(db: Db, assets: AssetStore, batch = 100): Promise<number> {
  const multipart = assets.multipart;
  if (!multipart) return 0;
  let aborted = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ upload_id: string; key: string }>('SELECT upload_id, key FROM multipart_aborts ORDER BY queued_at LIMIT $1 FOR UPDATE SKIP LOCKED', [batch]);
      for (const row of rows) await multipart.abort(row.key, row.upload_id);
      if (rows.length > 0) await tx.query('DELETE FROM multipart_aborts WHERE upload_id IN (SELECT jsonb_array_elements_text($1::jsonb))', [JSON.stringify(rows.map((row) => row.upload_id))]);
      return rows.length;
    });
    aborted += done;
    if (done < batch) return aborted;
  }
}
