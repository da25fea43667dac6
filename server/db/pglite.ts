import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult, SqlParam } from './types';
import { acquireDirLock } from './dirLock';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded Postgres. `dataDir` undefined → in memory (tests); otherwise files
 * under it, guarded by a lock file because two processes on one PGlite data
 * directory corrupt it.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  let releaseLock = async (): Promise<void> => {};
  if (dataDir !== undefined) {
    await mkdir(dataDir, { recursive: true });
    releaseLock = await acquireDirLock(dataDir);
  }
  let pg: PGlite;
  try {
    pg = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
    await pg.waitReady;
  } catch (error) {
    await releaseLock();
    throw error;
  }
  const base = wrap(pg);
  let closed = false;
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pg.close();
      } finally {
        await releaseLock();
      }
    },
  };
}
