import type { Queryable } from '../../db/types.ts';
import { ApiError } from '../../http/errors.ts';
import { IMAGE_CODE_LIFE_SECONDS, SmsCode } from './codes.ts';
import { hmacHex, serverSecret } from './secrets.ts';

async function imageHash(db: Queryable, phone: string, code: string): Promise<string> {
  return hmacHex(await serverSecret(db, 'image-code'), `${phone}:${code.toUpperCase()}`);
}

/** One live image code per phone; a new picture replaces the old one. */
export async function storeImageCode(db: Queryable, phone: string, code: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO image_codes (phone, code_hash, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at`,
    [phone, await imageHash(db, phone, code), now + IMAGE_CODE_LIFE_SECONDS],
  );
  await db.query('DELETE FROM image_codes WHERE expires_at < $1', [now - 86_400]);
}

/** Uses the phone's image code up whatever the outcome (one try per picture); case does not matter. */
export async function consumeImageCode(db: Queryable, phone: string, code: string, now: number): Promise<void> {
  const { rows } = await db.query<{ code_hash: string; expires_at: number }>(
    'DELETE FROM image_codes WHERE phone = $1 RETURNING code_hash, expires_at::float8 AS expires_at',
    [phone],
  );
  const row = rows[0];
  if (!row || row.expires_at <= now || row.code_hash !== (await imageHash(db, phone, code))) {
    throw new ApiError(SmsCode.imageCodeWrong, '图形验证码错误，请重新输入');
  }
}
