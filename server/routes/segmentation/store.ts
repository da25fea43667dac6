import type { Db, Queryable } from '../../db/types.ts';
import { queueAssetDeletions } from '../../storage/sweep.ts';

/** Asset store keys (server/storage): the upload's id or the task's id, never a user-supplied name. */
export const uploadKey = (id: string, type: string): string => `segmentation/uploads/${id}.${type === 'image/png' ? 'png' : 'jpg'}`;
export const resultKey = (taskId: string): string => `segmentation/results/${taskId}.png`;

export type TaskStatus = 'queued' | 'running' | 'done' | 'failed';

export interface UploadRow {
  id: string;
  uid: number;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

export interface TaskRow {
  taskId: string;
  uid: number;
  uploadId: string;
  status: TaskStatus;
  failure: string | null;
}

export async function insertUpload(db: Queryable, row: UploadRow & { byteSize: number; now: number }): Promise<void> {
  await db.query('INSERT INTO segment_uploads (id, uid, content_type, byte_size, width, height, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    row.id,
    row.uid,
    row.contentType,
    row.byteSize,
    row.width,
    row.height,
    row.now,
  ]);
}

export async function findUpload(db: Queryable, id: string): Promise<UploadRow | null> {
  const { rows } = await db.query<{ id: string; uid: number; content_type: UploadRow['contentType']; width: number; height: number }>(
    'SELECT id, uid, content_type, width, height FROM segment_uploads WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { id: row.id, uid: row.uid, contentType: row.content_type, width: row.width, height: row.height } : null;
}

export async function countRecentUploads(db: Queryable, uid: number, since: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM segment_uploads WHERE uid = $1 AND created_at >= $2', [uid, since]);
  return rows[0]?.n ?? 0;
}

export async function countUnfinishedTasks(db: Queryable, uid: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM segment_tasks WHERE uid = $1 AND status IN ('queued', 'running')", [uid]);
  return rows[0]?.n ?? 0;
}

export async function insertTask(db: Queryable, task: { taskId: string; uid: number; uploadId: string; now: number }): Promise<void> {
  await db.query("INSERT INTO segment_tasks (task_id, uid, upload_id, status, created_at, updated_at) VALUES ($1, $2, $3, 'queued', $4, $4)", [
    task.taskId,
    task.uid,
    task.uploadId,
    task.now,
  ]);
}

export async function findTask(db: Queryable, taskId: string): Promise<TaskRow | null> {
  const { rows } = await db.query<{ task_id: string; uid: number; upload_id: string; status: TaskStatus; failure: string | null }>(
    'SELECT task_id, uid, upload_id, status, failure FROM segment_tasks WHERE task_id = $1',
    [taskId],
  );
  const row = rows[0];
  return row ? { taskId: row.task_id, uid: row.uid, uploadId: row.upload_id, status: row.status, failure: row.failure } : null;
}

/** Moves a task on; a finished task never changes again. */
export async function setTaskStatus(db: Queryable, taskId: string, status: TaskStatus, now: number, failure: string | null = null): Promise<void> {
  await db.query("UPDATE segment_tasks SET status = $2, failure = $3, updated_at = $4 WHERE task_id = $1 AND status IN ('queued', 'running')", [taskId, status, failure, now]);
}

/** Rows older than `before`; returns the ids whose files should go too. */
/**
 * Drops tasks and uploads older than `before` and queues their files for the asset sweep in the
 * same transaction (server/storage/sweep.ts): each row is deleted by exactly one node, and its
 * files are deleted once even if this node dies right after. Returns how many files were queued.
 */
export async function deleteExpired(db: Db, before: number, now: number): Promise<number> {
  return db.transaction(async (tx) => {
    const tasks = await tx.query<{ task_id: string }>("DELETE FROM segment_tasks WHERE created_at < $1 AND status IN ('done', 'failed') RETURNING task_id", [before]);
    const uploads = await tx.query<{ id: string; content_type: string }>(
      'DELETE FROM segment_uploads u WHERE created_at < $1 AND NOT EXISTS (SELECT 1 FROM segment_tasks t WHERE t.upload_id = u.id) RETURNING id, content_type',
      [before],
    );
    const keys = [...tasks.rows.map((row) => resultKey(row.task_id)), ...uploads.rows.map((row) => uploadKey(row.id, row.content_type))];
    await queueAssetDeletions(tx, keys, now);
    return keys.length;
  });
}

/** Queued tasks of every account, on every node (the queue's length). */
export async function countQueuedTasks(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM segment_tasks WHERE status = 'queued'");
  return rows[0]?.n ?? 0;
}

export interface ClaimedTask {
  taskId: string;
  uploadId: string;
  contentType: 'image/png' | 'image/jpeg';
}

/**
 * Takes the next queued task for `node`, fairly: the account with the fewest
 * tasks started in the last `fairWindow` seconds goes first (a flood from one
 * account waits behind everyone else), then the oldest. SKIP LOCKED lets
 * several nodes claim at once without ever taking the same task twice.
 */
export async function claimNextTask(db: Queryable, node: string, now: number, fairWindow = 600): Promise<ClaimedTask | null> {
  const { rows } = await db.query<{ task_id: string; upload_id: string; content_type: ClaimedTask['contentType'] }>(
    `WITH next AS (
       SELECT t.task_id FROM segment_tasks t
       WHERE t.status = 'queued'
       ORDER BY (SELECT count(*) FROM segment_tasks s WHERE s.uid = t.uid AND s.status <> 'queued' AND s.updated_at >= $3), t.created_at, t.task_id
       LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     UPDATE segment_tasks t SET status = 'running', node = $1, heartbeat_at = $2, updated_at = $2
     FROM next, segment_uploads u
     WHERE t.task_id = next.task_id AND u.id = t.upload_id
     RETURNING t.task_id, t.upload_id, u.content_type`,
    [node, now, now - fairWindow],
  );
  const row = rows[0];
  return row ? { taskId: row.task_id, uploadId: row.upload_id, contentType: row.content_type } : null;
}

/** Marks this node's running tasks as alive. */
export async function beatHeart(db: Queryable, node: string, now: number): Promise<void> {
  await db.query("UPDATE segment_tasks SET heartbeat_at = $2 WHERE node = $1 AND status = 'running'", [node, now]);
}

export async function heartbeatOf(db: Queryable, taskId: string): Promise<number | null> {
  const { rows } = await db.query<{ heartbeat_at: number | null }>('SELECT heartbeat_at::float8 AS heartbeat_at FROM segment_tasks WHERE task_id = $1', [taskId]);
  return rows[0]?.heartbeat_at ?? null;
}
