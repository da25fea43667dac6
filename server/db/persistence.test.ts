import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postJson, startTestServer } from '../testing/testServer.ts';
import type { TestDatabase } from '../testing/testServer.ts';
import { signedBody } from '../testing/signing.ts';
import { loadMigrations, migrate } from './migrate.ts';
import { openDatabase } from './open.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ persistent: true });
});

afterAll(async () => {
  await database?.dispose();
});

async function appliedVersions(db: { query: (sql: string) => Promise<{ rows: Array<{ version: number }> }> }): Promise<number[]> {
  const result = await db.query('SELECT version FROM schema_migrations ORDER BY version');
  return result.rows.map((row) => row.version);
}

describe('a server restarted on the same data', () => {
  it('applies migrations once, keeps its machine id and still rejects a replay', async () => {
    const expectedVersions = (await loadMigrations()).map((migration) => migration.version);
    const body = signedBody({}, Math.floor(Date.now() / 1000));

    const first = await startTestServer({ database: database.config });
    const firstId = (await fetch(`${first.url}/health`, { method: 'HEAD' })).headers.get('x-machine-id');
    expect((await postJson(`${first.url}/api/v4/getutctime`, body)).status).toBe(200);
    expect(await appliedVersions(first.app.services.db)).toEqual(expectedVersions);
    await first.close();

    const second = await startTestServer({ database: database.config });
    try {
      expect(await appliedVersions(second.app.services.db)).toEqual(expectedVersions);
      const secondId = (await fetch(`${second.url}/health`, { method: 'HEAD' })).headers.get('x-machine-id');
      expect(secondId).toMatch(/^[0-9a-f]{32}$/);
      expect(secondId).toBe(firstId);
      const replay = await postJson(`${second.url}/api/v4/getutctime`, body);
      expect(replay.status).toBe(409);
      expect(replay.body).toMatchObject({ code: 40003 });
    } finally {
      await second.close();
    }
  });

  it('refuses to open a PGlite directory another live server holds, and opens it once released', async () => {
    // The lock belongs to the embedded database, so this uses PGlite even when TEST_DATABASE_URL is set
    // (reusing the directory above when there is one: reopening is much faster than creating).
    const dir = await mkdtemp(join(tmpdir(), 'bzsj-lock-'));
    const config = { pgliteDir: database.config.pgliteDir ?? join(dir, 'pglite') };
    try {
      const holder = await startTestServer({ database: config });
      try {
        await expect(startTestServer({ database: config })).rejects.toThrow(/in use/);
      } finally {
        await holder.close();
      }
      const reopened = await startTestServer({ database: config });
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('migrate', () => {
  it('runs a failing migration not at all: no table, no version recorded, later ones not attempted', async () => {
    const scratch = await createTestDatabase({ unmigrated: true });
    const db = await openDatabase(scratch.config);
    try {
      const migrations = [
        { version: 1, name: 'good', sql: 'CREATE TABLE good_one (id integer)' },
        { version: 2, name: 'bad', sql: 'CREATE TABLE half_done (id integer); SELECT no_such_column FROM good_one' },
        { version: 3, name: 'after', sql: 'CREATE TABLE after_bad (id integer)' },
      ];
      await expect(migrate(db, migrations)).rejects.toThrow();
      expect(await appliedVersions(db)).toEqual([1]);
      const tables = await db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('good_one', 'half_done', 'after_bad')`,
      );
      expect(tables.rows.map((row) => row.name)).toEqual(['good_one']);
      expect(await migrate(db, migrations.slice(0, 1))).toEqual([]);
    } finally {
      await db.close();
      await scratch.dispose();
    }
  });

  it('applies each version once when two servers migrate the same database at the same moment', async () => {
    const scratch = await createTestDatabase({ unmigrated: true });
    const db = await openDatabase(scratch.config);
    try {
      const migrations = await loadMigrations();
      const [first, second] = await Promise.all([migrate(db, migrations), migrate(db, migrations)]);
      expect([...(first ?? []), ...(second ?? [])].sort((a, b) => a - b)).toEqual(migrations.map((migration) => migration.version));
      expect(await appliedVersions(db)).toEqual(migrations.map((migration) => migration.version));
    } finally {
      await db.close();
      await scratch.dispose();
    }
  });

  it('refuses migration files that are misnamed or share a version', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bzsj-migrations-'));
    try {
      await writeFile(join(dir, '0001_first.sql'), 'SELECT 1');
      await writeFile(join(dir, 'second.sql'), 'SELECT 1');
      await expect(loadMigrations(dir)).rejects.toThrow(/NNNN_snake_name/);
      await rm(join(dir, 'second.sql'));
      await writeFile(join(dir, '0001_again.sql'), 'SELECT 1');
      await expect(loadMigrations(dir)).rejects.toThrow(/share version 1/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
