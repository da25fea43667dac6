import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildServer } from '../app.ts';
import type { BuildServerOptions } from '../app.ts';
import type { DatabaseConfig } from '../db/open.ts';
import { openPglite } from '../db/pglite.ts';
import { loadMigrations, migrate } from '../db/migrate.ts';

/**
 * Test databases: PGlite (in memory, or in a temp dir for restart tests), or
 * a throwaway schema on the real PostgreSQL named by TEST_DATABASE_URL.
 */
export interface TestDatabase {
  config: DatabaseConfig;
  dispose(): Promise<void>;
}

export const realPostgresUrl = process.env.TEST_DATABASE_URL || undefined;

export async function createTestDatabase(options: { persistent?: boolean; unmigrated?: boolean } = {}): Promise<TestDatabase> {
  if (realPostgresUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: realPostgresUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    return {
      config: { url: realPostgresUrl, schema },
      async dispose() {
        const cleanup = new pg.Client({ connectionString: realPostgresUrl });
        await cleanup.connect();
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
        await cleanup.end();
      },
    };
  }
  if (!options.persistent) return { config: options.unmigrated ? {} : { pgliteTemplate: await migratedTemplate() }, dispose: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'bzsj-server-test-'));
  return {
    config: { pgliteDir: join(dir, 'pglite') },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

let template: Promise<Blob> | undefined;

/**
 * An empty, migrated PGlite data directory, dumped once per test process: each in-memory test
 * database starts from it instead of running initdb (3–5 s each, ~35 times a suite run).
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const db = await openPglite();
    try {
      await migrate(db, await loadMigrations());
      return await db.dump();
    } finally {
      await db.close();
    }
  })();
  return template;
}

export interface RunningServer {
  app: FastifyInstance;
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  url: string;
  close(): Promise<void>;
}

/**
 * A real server on 127.0.0.1 with an OS-chosen port, as main.ts runs it but
 * quiet. Without `db` or `database` it gets its own fresh test database,
 * dropped again on close.
 */
export async function startTestServer(options: BuildServerOptions = {}): Promise<RunningServer> {
  const own = options.db || options.database ? undefined : await createTestDatabase();
  try {
    const app = await buildServer({ logger: false, ...(own ? { database: own.config } : {}), ...options });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
    return {
      app,
      url: `http://127.0.0.1:${address.port}`,
      async close() {
        await app.close();
        await own?.dispose();
      },
    };
  } catch (error) {
    await own?.dispose();
    throw error;
  }
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** fetch that always reads the whole body and parses it as JSON when it can. */
export async function request(url: string, init: RequestInit = {}): Promise<JsonResponse> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
  return request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}
