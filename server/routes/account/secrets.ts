import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';

/**
 * A random key generated once per database and kept in server_meta, so every
 * server on one PostgreSQL (mirrors) shares it and restarts keep it.
 */
export async function serverSecret(db: Queryable, name: string): Promise<Buffer> {
  const key = `secret:${name}`;
  await db.query('INSERT INTO server_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    randomBytes(32).toString('hex'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_meta WHERE key = $1', [key]);
  const value = rows[0]?.value;
  if (!value) throw new Error(`server secret ${name} missing`);
  return Buffer.from(value, 'hex');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmacHex(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** base64url of `bytes` random bytes (32 → 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
