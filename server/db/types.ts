/**
 * The one database interface every route and service uses. Two implementations
 * (PGlite embedded, node-postgres) run the same SQL; keep queries to what both
 * parse the same way: no int8 in result rows (pg returns strings, PGlite
 * numbers; cast to int or float8), JSON passed as text and cast with `::jsonb`.
 */

export type SqlParam = string | number | boolean | null | Date;

export interface QueryResult<Row> {
  rows: Row[];
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<Row>>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
