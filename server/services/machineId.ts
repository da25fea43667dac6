import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.ts';

/**
 * The id the health check sends in `x-machine-id`. Generated once and kept in
 * server_meta, so it survives restarts on the same data (PGlite directory or
 * PostgreSQL database); concurrent first starts agree because the insert
 * loses quietly to an existing row and everyone reads back the winner.
 */
export async function loadMachineId(db: Queryable): Promise<string> {
  await db.query(`INSERT INTO server_meta (key, value) VALUES ('machine_id', $1) ON CONFLICT (key) DO NOTHING`, [
    randomUUID().replace(/-/g, ''),
  ]);
  const result = await db.query<{ value: string }>(`SELECT value FROM server_meta WHERE key = 'machine_id'`);
  const row = result.rows[0];
  if (!row) throw new Error('server_meta.machine_id missing after insert');
  return row.value;
}
