import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import type { Db, Queryable, SqlParam } from '../../db/types.ts';

/**
 * The generated catalogue (public/catalogue, built by scripts/catalogue) is where the
 * templates come from; the database rows behind the list routes are synced from its
 * index files at start. CATALOGUE_DIR overrides the location (tests, odd deployments).
 */
export function catalogueDir(): string {
  return process.env.CATALOGUE_DIR || fileURLToPath(new URL('../../../public/catalogue/', import.meta.url));
}

const text = z.string().max(500);
const logoRow = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  name: text, title: text, slogan: text,
  category: z.number().int(), sub: z.number().int(),
  kind: z.enum(['pattern', 'surname', 'letter']), layout: z.string().max(40),
  jp: z.string().max(2000), create_at: z.iso.datetime(), sort: z.number().int(), thumb: text, url: text,
});
const cardRow = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  name: text, category: z.number().int(), sub: z.number().int(), create_at: z.iso.datetime(), sort: z.number().int(), thumb: text, url: text,
});

type Row = Record<string, SqlParam>;

interface Table {
  name: 'logo_template' | 'card_template';
  file: string;
  schema: z.ZodType<Row>;
  /** Column names are fixed here, never taken from input. */
  columns: readonly string[];
}

const TABLES: readonly Table[] = [
  { name: 'logo_template', file: 'templates/index.json', schema: logoRow, columns: ['id', 'name', 'title', 'slogan', 'category', 'sub', 'kind', 'layout', 'jp', 'create_at', 'sort', 'thumb', 'url'] },
  { name: 'card_template', file: 'cards/index.json', schema: cardRow, columns: ['id', 'name', 'category', 'sub', 'create_at', 'sort', 'thumb', 'url'] },
];

/** Rows per INSERT: well under PostgreSQL's 65535 parameters. */
const CHUNK = 200;

async function upsert(tx: Queryable, table: Table, rows: readonly Row[]): Promise<void> {
  const cols = table.columns;
  const updates = cols.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`).join(', ');
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params: SqlParam[] = [];
    const values = chunk.map((row) => `(${cols.map((c) => { params.push(row[c] ?? null); return `$${params.length}`; }).join(', ')}, 'catalogue')`);
    await tx.query(
      `INSERT INTO ${table.name} (${cols.join(', ')}, source) VALUES ${values.join(', ')} ON CONFLICT (id) DO UPDATE SET ${updates}, source = 'catalogue'`,
      params,
    );
  }
  const ids = rows.map((row) => String(row.id));
  await tx.query(`DELETE FROM ${table.name} WHERE source = 'catalogue' AND NOT (id = ANY($1::text[]))`, [`{${ids.map((id) => `"${id}"`).join(',')}}`]);
}

export interface SyncResult {
  table: string;
  status: 'synced' | 'unchanged' | 'missing';
  rows?: number;
}

/**
 * Makes the template tables match the catalogue's index files, once per catalogue
 * version (a hash of the file), in one transaction per table. A missing catalogue is
 * reported, not fatal: the API still starts and serves what the tables hold.
 */
export async function syncCatalogue(db: Db, dir = catalogueDir()): Promise<SyncResult[]> {
  const results: SyncResult[] = [];
  for (const table of TABLES) {
    let raw: string;
    try {
      raw = await readFile(join(dir, table.file), 'utf8');
    } catch {
      results.push({ table: table.name, status: 'missing' });
      continue;
    }
    const version = createHash('sha1').update(raw).digest('hex');
    const seen = await db.query<{ version: string }>('SELECT version FROM catalogue_sync WHERE name = $1', [table.name]);
    if (seen.rows[0]?.version === version) {
      results.push({ table: table.name, status: 'unchanged' });
      continue;
    }
    const rows = z.array(table.schema).parse(JSON.parse(raw));
    await db.transaction(async (tx) => {
      await upsert(tx, table, rows);
      await tx.query(
        'INSERT INTO catalogue_sync (name, version) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, synced_at = now()',
        [table.name, version],
      );
    });
    results.push({ table: table.name, status: 'synced', rows: rows.length });
  }
  return results;
}
