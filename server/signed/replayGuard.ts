import type { Queryable } from '../db/types.ts';

export interface ReplayGuard {
  /** True the first time a datasign is seen; false for every later (or concurrent) use before it expires. */
  claim(datasign: string, expiresAtSeconds: number): Promise<boolean>;
  /** Deletes signatures whose window has passed (their timestamps are rejected anyway). */
  purge(nowSeconds: number): Promise<void>;
}

/**
 * Replay protection in the database, so it holds across restarts and across
 * several server processes on one PostgreSQL. The primary key decides: of two
 * identical requests racing, exactly one insert returns a row.
 */
export function createReplayGuard(db: Queryable): ReplayGuard {
  return {
    async claim(datasign, expiresAtSeconds) {
      const inserted = await db.query(
        'INSERT INTO seen_signatures (datasign, expires_at) VALUES ($1, $2) ON CONFLICT (datasign) DO NOTHING RETURNING datasign',
        [datasign, expiresAtSeconds],
      );
      return inserted.rows.length === 1;
    },
    async purge(nowSeconds) {
      await db.query('DELETE FROM seen_signatures WHERE expires_at < $1', [nowSeconds]);
    },
  };
}
