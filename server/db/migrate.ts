import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

const fileName = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads `NNNN_name.sql` files in version order; anything else in the folder is a mistake and throws. */
export async function loadMigrations(dir: string = migrationsDir): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => !name.startsWith('.')).sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    const match = fileName.exec(name);
    if (!match || match[1] === undefined || match[2] === undefined) {
      throw new Error(`migration file ${name} must be named NNNN_snake_name.sql`);
    }
    const version = Number(match[1]);
    const previous = migrations[migrations.length - 1];
    if (previous && previous.version === version) {
      throw new Error(`two migrations share version ${version}: ${previous.name} and ${match[2]}`);
    }
    migrations.push({ version, name: match[2], sql: await readFile(`${dir}/${name}`, 'utf8') });
  }
  return migrations;
}

// Any fixed number: every server process agrees on it, so concurrent starts take turns.
const migrationLockKey = 352_0001;

/**
 * Applies each pending migration once, in order, each in its own transaction
 * together with its schema_migrations row. The advisory lock makes two
 * processes starting at once against one PostgreSQL apply each version once.
 * Returns the versions applied by this call.
 */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
