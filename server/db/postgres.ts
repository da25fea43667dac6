import pg from 'pg';
import type { Db, Queryable, QueryResult, SqlParam } from './types.ts';

export interface PostgresOptions {
  url: string;
  /** Schema to work in (tests use a throwaway one per file); defaults to the server's search_path. */
  schema?: string;
  maxConnections?: number;
  /** Told about errors of idle pooled connections (the pool drops and replaces them). */
  onIdleError?: (error: Error) => void;
}

interface PgRunner {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function wrap(runner: PgRunner): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []): Promise<QueryResult<Row>> {
      const result = await runner.query(sql, [...params]);
      // pg types rows as any[]; the caller names the row shape, as with PGlite.
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await runner.query(sql);
    },
  };
}

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

/** A real PostgreSQL server through a node-postgres pool. */
export async function openPostgres(options: PostgresOptions): Promise<Db> {
  if (options.schema !== undefined && !schemaName.test(options.schema)) {
    throw new Error(`invalid schema name: ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // While the server is away a request fails within seconds (503, http/errorHandling.ts) instead of queueing forever.
    connectionTimeoutMillis: 5_000,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
  });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', (error) => options.onIdleError?.(error));
  const probe = await pool.connect();
  probe.release();
  const base = wrap(pool);
  let closed = false;
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
