import type { Queryable } from '../../db/types.ts';
import type { WorkMeta } from './schemas.ts';

export interface WorkRow extends WorkMeta {
  contentKey: string;
  thumbKey: string;
  /** The logo template the work came from ('' if none): templateRef.ts. */
  template: string;
}

const columns = `id, kind, name, revision, schema_version AS "schemaVersion", hash, content_key AS "contentKey",
  thumb_key AS "thumbKey", template, size_bytes AS size, deleted, edited_at::float8 AS "editedAt"`;

export function toMeta(row: WorkRow | WorkWrite): WorkMeta {
  const { contentKey: _c, thumbKey: _t, template: _template, ...meta } = row;
  return meta;
}

export async function listWorkRows(db: Queryable, uid: number): Promise<WorkRow[]> {
  const { rows } = await db.query<WorkRow>(`SELECT ${columns} FROM works WHERE uid = $1 ORDER BY server_updated_at DESC, id`, [uid]);
  return rows;
}

/** The row, locked until the transaction ends when `forUpdate`. */
export async function findWorkRow(db: Queryable, uid: number, id: string, forUpdate = false): Promise<WorkRow | null> {
  const { rows } = await db.query<WorkRow>(`SELECT ${columns} FROM works WHERE uid = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`, [uid, id]);
  return rows[0] ?? null;
}

export interface WorkWrite {
  id: string;
  kind: string;
  name: string;
  revision: number;
  schemaVersion: number;
  hash: string;
  contentKey: string;
  thumbKey: string;
  size: number;
  deleted: boolean;
  editedAt: number;
  template: string;
}

export async function upsertWorkRow(db: Queryable, uid: number, work: WorkWrite, now: number): Promise<void> {
  await db.query(
    `INSERT INTO works (uid, id, kind, name, revision, schema_version, hash, content_key, thumb_key, size_bytes, deleted, edited_at, created_at, server_updated_at, template)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14)
     ON CONFLICT (uid, id) DO UPDATE SET kind = $3, name = $4, revision = $5, schema_version = $6, hash = $7, content_key = $8,
       thumb_key = $9, size_bytes = $10, deleted = $11, edited_at = $12, server_updated_at = $13, template = $14`,
    [uid, work.id, work.kind, work.name, work.revision, work.schemaVersion, work.hash, work.contentKey, work.thumbKey, work.size, work.deleted, work.editedAt, now, work.template],
  );
}

/** True when some work of the user still points at the asset (copies share their original's assets). */
export async function assetInUse(db: Queryable, uid: number, key: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM works WHERE uid = $1 AND (content_key = $2 OR thumb_key = $2) LIMIT 1', [uid, key]);
  return rows.length > 0;
}

/** The templates recorded for those of `ids` that are live works of the user (for /exportticket). */
export async function templatesOfWorks(db: Queryable, uid: number, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ template: string }>(
    `SELECT DISTINCT template FROM works WHERE uid = $1 AND NOT deleted AND template <> '' AND id IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [uid, JSON.stringify(ids)],
  );
  return rows.map((row) => row.template);
}
