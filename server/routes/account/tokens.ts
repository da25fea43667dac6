import type { Queryable } from '../../db/types.ts';
import { ApiError } from '../../http/errors.ts';
import { accountName, findAccount, type AccountRow } from './accounts.ts';
import { randomToken, sha256Hex } from './secrets.ts';

/** A login lasts 90 days; a fresh login or guest registration issues a new token. */
export const TOKEN_LIFE_SECONDS = 90 * 86_400;
/** Older tokens beyond this many per account are dropped, so launches cannot grow the table without bound. */
export const TOKENS_PER_ACCOUNT = 10;

export const AccountErrorCode = {
  /** Token unknown, expired, revoked, or not this account's. */
  invalidToken: 40101,
} as const;

export function invalidTokenError(): ApiError {
  return new ApiError(AccountErrorCode.invalidToken, '登录状态已失效，请重新登录', { status: 401 });
}

/** 256 random bits, returned once; only its SHA-256 is stored. */
export async function issueToken(db: Queryable, uid: number, now: number): Promise<string> {
  const token = randomToken(32);
  await db.query('INSERT INTO account_tokens (token_hash, uid, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    sha256Hex(token),
    uid,
    now,
    now + TOKEN_LIFE_SECONDS,
  ]);
  // The new token is always kept (ties within one second would otherwise be broken by hash and could drop it).
  await db.query(
    `DELETE FROM account_tokens WHERE uid = $1 AND token_hash <> $3 AND token_hash NOT IN (
       SELECT token_hash FROM account_tokens WHERE uid = $1 AND token_hash <> $3 ORDER BY created_at DESC, token_hash LIMIT $2)`,
    [uid, TOKENS_PER_ACCOUNT - 1, sha256Hex(token)],
  );
  return token;
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM account_tokens WHERE token_hash = $1', [sha256Hex(token)]);
}

export interface Authenticated {
  account: AccountRow;
  token: string;
}

/**
 * The account behind `usertoken`, which must also be the `account` the client
 * names (a token never acts for another account). Any mismatch is the same
 * 40101, so the reply does not say which part was wrong.
 */
export async function authenticate(db: Queryable, account: string, usertoken: string, now: number): Promise<Authenticated> {
  if (usertoken === '') throw invalidTokenError();
  const { rows } = await db.query<{ uid: number }>(
    'SELECT uid FROM account_tokens WHERE token_hash = $1 AND expires_at > $2',
    [sha256Hex(usertoken), now],
  );
  const uid = rows[0]?.uid;
  if (uid === undefined) throw invalidTokenError();
  const row = await findAccount(db, uid);
  if (!row || accountName(row) !== account) throw invalidTokenError();
  return { account: row, token: usertoken };
}
