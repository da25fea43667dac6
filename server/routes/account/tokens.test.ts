import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open.ts';
import { loadMigrations, migrate } from '../../db/migrate.ts';
import type { Db } from '../../db/types.ts';
import { findOrCreateGuest } from './accounts.ts';
import { authenticate, issueToken, TOKENS_PER_ACCOUNT } from './tokens.ts';
import { accountName } from './accounts.ts';

let db: Db;

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db, await loadMigrations());
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('token pruning', () => {
  it('never deletes the token it has just issued, even when many arrive within one second', async () => {
    const now = 1_800_000_000;
    const guest = await findOrCreateGuest(db, 'token-prune-device', now);
    for (let i = 0; i < 3 * TOKENS_PER_ACCOUNT; i += 1) {
      const token = await issueToken(db, guest.uid, now);
      await expect(authenticate(db, accountName(guest), token, now)).resolves.toMatchObject({ token });
    }
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM account_tokens WHERE uid = $1', [guest.uid]);
    expect(rows[0]?.n).toBe(TOKENS_PER_ACCOUNT);
  });
});
