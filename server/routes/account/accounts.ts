import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';

/** accounttype values (ours; the spec fixes only 1 = username account and 5 = guest). */
export const AccountType = { wechat: 1, phone: 2, guest: 5 } as const;

/** Lifetime memberships expire at 2100-01-01 00:00 UTC (a fixed, recognisable date). */
export const LIFETIME_EXPIRY = 4_102_444_800;

export interface AccountRow {
  uid: number;
  accounttype: number;
  username: string;
  bindmobile: string | null;
  nickname: string;
  sex: number;
  birthday: string;
  photo_version: number;
  /** Random, renewed by every upload: the avatar's address (not the guessable uid). */
  photo_key: string;
  vip_expires_at: number | null;
}

const columns = `uid, accounttype::int AS accounttype, username, bindmobile, nickname, sex::int AS sex, birthday,
  photo_version, photo_key, vip_expires_at::float8 AS vip_expires_at`;

export async function findAccount(db: Queryable, uid: number): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(`SELECT ${columns} FROM accounts WHERE uid = $1`, [uid]);
  return rows[0] ?? null;
}

async function findBy(db: Queryable, column: 'device_id' | 'bindmobile' | 'wechat_openid', value: string): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(`SELECT ${columns} FROM accounts WHERE ${column} = $1`, [value]);
  return rows[0] ?? null;
}

function username(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/**
 * Finds or creates the account keyed by `column`; a race between two first
 * requests ends on the same row (the unique key, then a second read).
 */
async function findOrCreate(
  db: Queryable,
  column: 'device_id' | 'bindmobile' | 'wechat_openid',
  value: string,
  insert: { accounttype: number; prefix: string; nickname: string },
  now: number,
): Promise<AccountRow> {
  const existing = await findBy(db, column, value);
  if (existing) return existing;
  await db.query(
    `INSERT INTO accounts (accounttype, username, ${column}, nickname, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (${column}) DO NOTHING`,
    [insert.accounttype, username(insert.prefix), value, insert.nickname, now],
  );
  const created = await findBy(db, column, value);
  if (!created) throw new Error(`account for ${column} not created`);
  return created;
}

export function findOrCreateGuest(db: Queryable, deviceId: string, now: number): Promise<AccountRow> {
  return findOrCreate(db, 'device_id', deviceId, { accounttype: AccountType.guest, prefix: 'guest', nickname: '游客' }, now);
}

export function findOrCreatePhoneAccount(db: Queryable, phone: string, now: number): Promise<AccountRow> {
  return findOrCreate(db, 'bindmobile', phone, { accounttype: AccountType.phone, prefix: 'user', nickname: `用户${phone.slice(-4)}` }, now);
}

export function findOrCreateWechatAccount(db: Queryable, openid: string, now: number): Promise<AccountRow> {
  return findOrCreate(db, 'wechat_openid', openid, { accounttype: AccountType.wechat, prefix: 'wx', nickname: '微信用户' }, now);
}

/** The `account` a client sends for this row: username for accounttype 1 and guests, else the phone (docs/client-services.md). */
export function accountName(row: Pick<AccountRow, 'accounttype' | 'username' | 'bindmobile'>): string {
  if (row.accounttype === AccountType.wechat) return row.username;
  return row.bindmobile || row.username;
}

export function photoUrl(row: Pick<AccountRow, 'photo_key' | 'photo_version'>): string {
  return row.photo_version > 0 && row.photo_key !== '' ? `/api/account/photo/${row.photo_key}?v=${row.photo_version}` : '';
}

export interface UserInfoReply {
  uid: string;
  username: string;
  usertoken: string;
  accounttype: number;
  bindmobile: string;
  nickname: string;
  sex: number;
  birthday: string;
  photo: string;
  vip: Array<{ auth_value: number }>;
  nowtime: number;
}

/** The spec's `userinfo` (section 3). `vip` is empty when there never was a membership. */
export function userInfo(row: AccountRow, usertoken: string, now: number): UserInfoReply {
  return {
    uid: String(row.uid),
    username: row.username,
    usertoken,
    accounttype: row.accounttype,
    bindmobile: row.bindmobile ?? '',
    nickname: row.nickname,
    sex: row.sex,
    birthday: row.birthday,
    photo: photoUrl(row),
    vip: row.vip_expires_at === null ? [] : [{ auth_value: row.vip_expires_at }],
    nowtime: now,
  };
}

/** Account cancellation: the cascade removes tokens, photo, orders and feedback with it. */
export async function deleteAccount(db: Queryable, uid: number): Promise<void> {
  await db.query('DELETE FROM accounts WHERE uid = $1', [uid]);
}
