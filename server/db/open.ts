import type { Db } from './types.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** Where the data lives: a PostgreSQL URL, a PGlite directory, or (neither) PGlite in memory. */
export interface DatabaseConfig {
  url?: string;
  /** Schema for `url` (tests); ignored for PGlite. */
  schema?: string;
  pgliteDir?: string;
  /** In-memory PGlite only: start from this dumped data directory instead of an empty one (tests). */
  pgliteTemplate?: Blob;
  onIdleError?: (error: Error) => void;
}

export function openDatabase(config: DatabaseConfig): Promise<Db> {
  if (config.url) {
    return openPostgres({
      url: config.url,
      ...(config.schema ? { schema: config.schema } : {}),
      ...(config.onIdleError ? { onIdleError: config.onIdleError } : {}),
    });
  }
  return openPglite(config.pgliteDir, config.pgliteTemplate ? { template: config.pgliteTemplate } : {});
}
