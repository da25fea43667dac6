import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, QueryResult, SqlParam } from './types.ts';
import { acquireDirLock } from './dirLock.ts';

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
 * Embedded Postgres. `dataDir` undefined → in memory (tests; from `template` when given); otherwise files
 * under it, guarded by a lock file because two processes on one PGlite data
 * directory corrupt it.
 */
export interface PgliteDb extends Db {
  /** The whole data directory as a tarball (a template for test databases). */
  dump(): Promise<Blob>;
}

export async function openPglite(dataDir?: string, options: { template?: Blob } = {}): Promise<PgliteDb> {
  let releaseLock = async (): Promise<void> => {};
  if (dataDir !== undefined) {
    await mkdir(dataDir, { recursive: true });
    releaseLock = await acquireDirLock(dataDir);
  }
  let pg: PGlite;
  try {
    // A template (a dumped data directory) skips initdb: about 1.4 s instead of 3–5 s (tests).
    pg = dataDir !== undefined ? new PGlite(dataDir) : options.template ? new PGlite({ loadDataDir: options.template }) : new PGlite();
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
    dump: () => pg.dumpDataDir('none'),
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
