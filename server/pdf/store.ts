import type { Db, Queryable } from '../db/types.ts';
import type { PageRange } from './pageRange.ts';

export type PdfStatus = 'uploading' | 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface PdfTask {
  tasktag: string;
  uid: number;
  tokenHash: string;
  downKey: string;
  filename: string;
  filecount: number;
  limitBytes: number;
  status: PdfStatus;
  failure: string | null;
  progress: number;
  pages: number | null;
  resultBytes: number | null;
  createdAt: number;
}

interface TaskRowDb {
  tasktag: string;
  uid: number;
  token_hash: string;
  down_key: string;
  filename: string;
  filecount: number;
  limit_bytes: number;
  status: PdfStatus;
  failure: string | null;
  progress: number;
  pages: number | null;
  result_bytes: number | null;
  created_at: number;
}

const COLUMNS = 'tasktag, uid, token_hash, down_key, filename, filecount, limit_bytes::float8 AS limit_bytes, status, failure, progress, pages, result_bytes::float8 AS result_bytes, created_at::float8 AS created_at';

function toTask(row: TaskRowDb): PdfTask {
  return {
    tasktag: row.tasktag,
    uid: row.uid,
    tokenHash: row.token_hash,
    downKey: row.down_key,
    filename: row.filename,
    filecount: row.filecount,
    limitBytes: row.limit_bytes,
    status: row.status,
    failure: row.failure,
    progress: row.progress,
    pages: row.pages,
    resultBytes: row.result_bytes,
    createdAt: row.created_at,
  };
}

export async function insertTask(db: Queryable, task: { tasktag: string; uid: number; tokenHash: string; downKey: string; filename: string; filecount: number; pagerange: PageRange; limitBytes: number; now: number }): Promise<void> {
  await db.query(
    "INSERT INTO pdf_tasks (tasktag, uid, token_hash, down_key, filename, filecount, pagerange, limit_bytes, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'uploading', $9, $9)",
    [task.tasktag, task.uid, task.tokenHash, task.downKey, task.filename, task.filecount, task.pagerange, task.limitBytes, task.now],
  );
}

export async function findTask(db: Queryable, tasktag: string): Promise<PdfTask | null> {
  const { rows } = await db.query<TaskRowDb>(`SELECT ${COLUMNS} FROM pdf_tasks WHERE tasktag = $1`, [tasktag]);
  return rows[0] ? toTask(rows[0]) : null;
}

export async function countActiveTasks(db: Queryable, uid: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pdf_tasks WHERE uid = $1 AND status IN ('uploading', 'queued', 'running')", [uid]);
  return rows[0]?.n ?? 0;
}

export interface ChunkRow {
  fileindex: number;
  chunk: number;
  chunks: number;
  md5: string;
  byteSize: number;
  /** The S3 part's ETag when the chunk is a multipart upload part (object store); null for a local file. */
  etag?: string | null;
}

export async function listChunks(db: Queryable, tasktag: string): Promise<ChunkRow[]> {
  const { rows } = await db.query<{ fileindex: number; chunk: number; chunks: number; md5: string; byte_size: number; etag: string | null }>(
    'SELECT fileindex, chunk, chunks, md5, byte_size::float8 AS byte_size, etag FROM pdf_chunks WHERE tasktag = $1 ORDER BY fileindex, chunk',
    [tasktag],
  );
  return rows.map((r) => ({ fileindex: r.fileindex, chunk: r.chunk, chunks: r.chunks, md5: r.md5, byteSize: r.byte_size, etag: r.etag }));
}

/** Records a stored chunk; false when the same (file, chunk) was recorded already (a concurrent repeat). */
export async function insertChunk(db: Queryable, tasktag: string, row: ChunkRow, now: number): Promise<boolean> {
  const { rows } = await db.query<{ chunk: number }>(
    'INSERT INTO pdf_chunks (tasktag, fileindex, chunk, chunks, md5, byte_size, created_at, etag) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING chunk',
    [tasktag, row.fileindex, row.chunk, row.chunks, row.md5, row.byteSize, now, row.etag ?? null],
  );
  return rows.length === 1;
}

export async function insertFile(db: Queryable, tasktag: string, fileindex: number, byteSize: number): Promise<void> {
  await db.query('INSERT INTO pdf_files (tasktag, fileindex, byte_size) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [tasktag, fileindex, byteSize]);
}

export async function listFiles(db: Queryable, tasktag: string): Promise<number[]> {
  const { rows } = await db.query<{ fileindex: number }>('SELECT fileindex FROM pdf_files WHERE tasktag = $1 ORDER BY fileindex', [tasktag]);
  return rows.map((r) => r.fileindex);
}

/** Moves a task on from one of `from`; returns whether it moved (a finished or cancelled task never changes again). */
export async function moveTask(db: Queryable, tasktag: string, from: PdfStatus[], to: PdfStatus, now: number, extra: { failure?: string; progress?: number; pages?: number; resultBytes?: number } = {}): Promise<boolean> {
  const { rows } = await db.query<{ tasktag: string }>(
    `UPDATE pdf_tasks SET status = $3, updated_at = $4, failure = COALESCE($5, failure), progress = COALESCE($6, progress), pages = COALESCE($7, pages), result_bytes = COALESCE($8, result_bytes)
     WHERE tasktag = $1 AND status = ANY(string_to_array($2, ',')) RETURNING tasktag`,
    [tasktag, from.join(','), to, now, extra.failure ?? null, extra.progress ?? null, extra.pages ?? null, extra.resultBytes ?? null],
  );
  return rows.length === 1;
}

/**
 * Claims the oldest queued task, or a running one whose node stopped beating
 * (a server restarted mid-conversion): SKIP LOCKED keeps two nodes apart.
 */
export async function claimTask(db: Queryable, node: string, now: number, staleBefore: number): Promise<{ tasktag: string; filecount: number; pagerange: PageRange; createdAt: number } | null> {
  const { rows } = await db.query<{ tasktag: string; filecount: number; pagerange: string; created_at: number }>(
    `WITH next AS (
       SELECT tasktag FROM pdf_tasks
       WHERE status = 'queued' OR (status = 'running' AND heartbeat_at < $3)
       ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     UPDATE pdf_tasks t SET status = 'running', node = $1, heartbeat_at = $2, updated_at = $2
     FROM next WHERE t.tasktag = next.tasktag RETURNING t.tasktag, t.filecount, t.pagerange, t.created_at::float8 AS created_at`,
    [node, now, staleBefore],
  );
  const row = rows[0];
  // A task stored before `onepage` existed, or a value this node does not know, converts as the spec's `all`.
  return row ? { tasktag: row.tasktag, filecount: row.filecount, createdAt: row.created_at, pagerange: row.pagerange === 'onepage' ? 'onepage' : 'all' } : null;
}

export async function beatHeart(db: Queryable, node: string, now: number): Promise<void> {
  await db.query("UPDATE pdf_tasks SET heartbeat_at = $2 WHERE node = $1 AND status = 'running'", [node, now]);
}

export interface ExpiredTask {
  tasktag: string;
  filecount: number;
  status: PdfStatus;
}

/**
 * Tasks created before `before` (any state), or unfinished ones idle since `idleBefore`: rows go,
 * the caller removes their folders. `beforeDelete` runs in the same transaction, while the task's
 * rows (and its multipart uploads) can still be read: it queues the task's objects for deletion.
 * Rows are claimed FOR UPDATE SKIP LOCKED, so two nodes sweeping at once take different tasks.
 */
export async function deleteExpired(db: Db, before: number, idleBefore: number, beforeDelete?: (tx: Queryable, tasks: ExpiredTask[]) => Promise<void>): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ExpiredTask>(
      "SELECT tasktag, filecount, status FROM pdf_tasks WHERE created_at < $1 OR (status IN ('uploading', 'cancelled', 'failed') AND updated_at < $2) FOR UPDATE SKIP LOCKED",
      [before, idleBefore],
    );
    if (rows.length === 0) return [];
    await beforeDelete?.(tx, rows);
    const tags = rows.map((r) => r.tasktag);
    await tx.query('DELETE FROM pdf_tasks WHERE tasktag IN (SELECT jsonb_array_elements_text($1::jsonb))', [JSON.stringify(tags)]);
    return tags;
  });
}

/** The multipart upload holding file `fileindex` of a task (object store), or null before its first chunk. */
export async function uploadIdOf(db: Queryable, tasktag: string, fileindex: number): Promise<string | null> {
  const { rows } = await db.query<{ upload_id: string }>('SELECT upload_id FROM pdf_uploads WHERE tasktag = $1 AND fileindex = $2', [tasktag, fileindex]);
  return rows[0]?.upload_id ?? null;
}

/** Records the file's upload; false when another request recorded one first (the caller aborts its own). */
export async function insertUpload(db: Queryable, tasktag: string, fileindex: number, uploadId: string): Promise<boolean> {
  const { rows } = await db.query<{ upload_id: string }>('INSERT INTO pdf_uploads (tasktag, fileindex, upload_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING upload_id', [tasktag, fileindex, uploadId]);
  return rows.length === 1;
}

/** The task's multipart uploads, removed (a cancelled task's, queued for aborting in the same transaction). */
export async function takeUploads(db: Queryable, tasktags: readonly string[]): Promise<Array<{ tasktag: string; fileindex: number; uploadId: string }>> {
  const { rows } = await db.query<{ tasktag: string; fileindex: number; upload_id: string }>(
    'DELETE FROM pdf_uploads WHERE tasktag IN (SELECT jsonb_array_elements_text($1::jsonb)) RETURNING tasktag, fileindex, upload_id',
    [JSON.stringify(tasktags)],
  );
  return rows.map((r) => ({ tasktag: r.tasktag, fileindex: r.fileindex, uploadId: r.upload_id }));
}

export async function touchTask(db: Queryable, tasktag: string, now: number): Promise<void> {
  await db.query('UPDATE pdf_tasks SET updated_at = $2 WHERE tasktag = $1', [tasktag, now]);
}
