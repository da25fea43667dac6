import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import { ApiError } from '../../http/errors.ts';
import { SmsCode, SMS_CODE_LENGTH, SMS_CODE_LIFE_SECONDS, SMS_CODE_MAX_TRIES } from './codes.ts';
import { hmacHex, serverSecret } from './secrets.ts';

/** A uniformly random 4-digit code (leading zeros allowed). */
export function randomSmsCode(): string {
  return String(randomInt(10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

async function codeHash(db: Queryable, phone: string, code: string): Promise<string> {
  return hmacHex(await serverSecret(db, 'sms-code'), `${phone}:${code}`);
}

/** Replaces the phone's live code: only the newest code sent works. */
export async function storeSmsCode(db: Queryable, phone: string, code: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO sms_codes (phone, code_hash, expires_at, attempts, used) VALUES ($1, $2, $3, 0, false)
     ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0, used = false`,
    [phone, await codeHash(db, phone, code), now + SMS_CODE_LIFE_SECONDS],
  );
}

export async function dropSmsCode(db: Queryable, phone: string): Promise<void> {
  await db.query('DELETE FROM sms_codes WHERE phone = $1', [phone]);
}

/**
 * Checks and uses up a code. Each call counts as a try before the
 * comparison, in one UPDATE, so parallel guesses cannot exceed 5 tries; the
 * right code is marked used in a second guarded UPDATE, so it works once.
 */
export async function consumeSmsCode(db: Queryable, phone: string, code: string, now: number): Promise<void> {
  if (code === '') throw new ApiError(SmsCode.smsCodeNeeded, '请先获取短信验证码');
  const tried = await db.query<{ code_hash: string }>(
    `UPDATE sms_codes SET attempts = attempts + 1
     WHERE phone = $1 AND NOT used AND expires_at > $2 AND attempts < $3 RETURNING code_hash`,
    [phone, now, SMS_CODE_MAX_TRIES],
  );
  const row = tried.rows[0];
  if (!row) {
    const exists = await db.query('SELECT 1 FROM sms_codes WHERE phone = $1', [phone]);
    if (exists.rows.length === 0) throw new ApiError(SmsCode.smsCodeNeeded, '请先获取短信验证码');
    throw new ApiError(SmsCode.smsCodeDead, '验证码已失效，请重新获取');
  }
  const expected = await codeHash(db, phone, code);
  if (expected !== row.code_hash) throw new ApiError(SmsCode.smsCodeWrong, '验证码错误，请重新输入');
  const used = await db.query('UPDATE sms_codes SET used = true WHERE phone = $1 AND NOT used AND code_hash = $2 RETURNING 1', [phone, expected]);
  if (used.rows.length === 0) throw new ApiError(SmsCode.smsCodeDead, '验证码已失效，请重新获取');
}
