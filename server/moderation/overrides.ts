import type { Db } from '../db/types.ts';
import type { Category } from './categories.ts';
import { builtInList, CompiledList, Exemptions, scanWith, type Moderator, type ScanResult } from './moderator.ts';
import { normaliseText } from './normalise.ts';

export type OverrideAction = 'add' | 'exempt' | 'clear';

export interface OverrideChange {
  word: string;
  action: OverrideAction;
  category?: Category;
  note?: string;
  changedBy: string;
}

export interface OverrideRow {
  id: number;
  word: string;
  action: OverrideAction;
  category: Category | null;
  note: string;
  changedBy: string;
  changedAt: number;
}

const rowColumns = `id, word, action, category, note, changed_by AS "changedBy", changed_at::float8 AS "changedAt"`;

/** Records one change (the word folded as the matcher sees it); returns its row. */
export async function recordOverride(db: Db, change: OverrideChange, nowMs: number): Promise<OverrideRow> {
  const word = normaliseText(change.word);
  if (word === '') throw new Error('empty word');
  const result = await db.query<OverrideRow>(
    `INSERT INTO moderation_words (word, action, category, note, changed_by, changed_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${rowColumns}`,
    [word, change.action, change.action === 'add' ? (change.category ?? null) : null, change.note ?? '', change.changedBy, nowMs],
  );
  return result.rows[0]!;
}

/** The words whose latest change is in force (an add or an exemption). */
export async function currentOverrides(db: Db): Promise<OverrideRow[]> {
  const result = await db.query<OverrideRow>(
    `SELECT ${rowColumns} FROM (SELECT DISTINCT ON (word) * FROM moderation_words ORDER BY word, id DESC) latest WHERE action <> 'clear' ORDER BY word`,
  );
  return result.rows;
}

/** Every change, newest first: who changed what and when. */
export async function overrideHistory(db: Db, limit: number): Promise<OverrideRow[]> {
  const result = await db.query<OverrideRow>(`SELECT ${rowColumns} FROM moderation_words ORDER BY id DESC LIMIT $1`, [limit]);
  return result.rows;
}

async function latestId(db: Db): Promise<number> {
  const result = await db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM moderation_words');
  return result.rows[0]?.id ?? 0;
}

export interface LiveModerator extends Moderator {
  /** Reads the table now if it changed since the last read (called on a timer and after a change). */
  refresh(): Promise<void>;
  stop(): void;
}

/**
 * The built-in lists plus the operators' table: every node polls the table's latest id
 * every `refreshMs` (default 30 s, MODERATION_REFRESH_MS) and rebuilds only the small
 * list of additions when it moved, so a change made on one node holds on all within the
 * interval. The big automaton is built once per process and shared.
 */
export function createLiveModerator(db: Db, options: { refreshMs: number; onError?: (error: unknown) => void }): LiveModerator {
  // The built-in automaton is built on first use (~0.5 s), not when the server is built.
  let additions: CompiledList | null = null;
  let operatorExempt: string[] = [];
  let exemptions: Exemptions | null = null;
  let seen = -1;
  let running: Promise<void> | null = null;

  const load = async () => {
    const id = await latestId(db);
    if (id === seen) return;
    const rows = await currentOverrides(db);
    const added = rows.filter((r) => r.action === 'add' && r.category).map((r) => ({ word: r.word, category: r.category!, spelt: false }));
    additions = added.length > 0 ? new CompiledList(added) : null;
    operatorExempt = rows.filter((r) => r.action === 'exempt').map((r) => r.word);
    exemptions = null;
    seen = id;
  };
  const refresh = () => {
    running ??= load().finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => {
    refresh().catch((error: unknown) => options.onError?.(error));
  }, options.refreshMs);
  timer.unref();

  return {
    get size() {
      return builtInList().compiled.size + (additions?.size ?? 0);
    },
    scan(text: string): ScanResult {
      const base = builtInList();
      exemptions ??= new Exemptions([...base.lists.exemptions, ...operatorExempt]);
      return scanWith(text, additions ? [base.compiled, additions] : [base.compiled], exemptions);
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}

/** MODERATION_REFRESH_MS: how often a node rereads the table (0.1 s … 60 s; default 30 s; a minute at most, as the operators are promised). */
export function refreshIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.MODERATION_REFRESH_MS);
  return Number.isFinite(value) && value >= 100 && value <= 60_000 ? value : 30_000;
}
