import type { Queryable } from '../../db/types.ts';
import { ApiError } from '../../http/errors.ts';
import { SmsCode, SmsLimits } from './codes.ts';

interface Counts {
  last: number | null;
  phoneDay: number;
  ipHour: number;
  ipDay: number;
}

async function countSends(db: Queryable, phone: string, ip: string, now: number): Promise<Counts> {
  const { rows } = await db.query<{ last: number | null; phone_day: number; ip_hour: number; ip_day: number }>(
    `SELECT
       (SELECT max(sent_at)::float8 FROM sms_sends WHERE phone = $1) AS last,
       (SELECT count(*)::int FROM sms_sends WHERE phone = $1 AND sent_at > $3 - 86400) AS phone_day,
       (SELECT count(*)::int FROM sms_sends WHERE ip = $2 AND sent_at > $3 - 3600) AS ip_hour,
       (SELECT count(*)::int FROM sms_sends WHERE ip = $2 AND sent_at > $3 - 86400) AS ip_day`,
    [phone, ip, now],
  );
  const row = rows[0];
  return { last: row?.last ?? null, phoneDay: row?.phone_day ?? 0, ipHour: row?.ip_hour ?? 0, ipDay: row?.ip_day ?? 0 };
}

/**
 * Throws when this send is over a limit; otherwise says whether it needs an
 * image code. Call inside a transaction holding the phone's lock, then
 * recordSend in the same transaction.
 */
export async function checkSendLimits(db: Queryable, phone: string, ip: string, now: number): Promise<{ imageCodeRequired: boolean }> {
  const counts = await countSends(db, phone, ip, now);
  if (counts.last !== null && now - counts.last < SmsLimits.resendSeconds) {
    const wait = SmsLimits.resendSeconds - (now - counts.last);
    throw new ApiError(SmsCode.tooSoon, `发送过于频繁，请 ${wait} 秒后再试`, { status: 429 });
  }
  if (counts.phoneDay >= SmsLimits.phonePerDay) {
    throw new ApiError(SmsCode.capReached, '该手机号今日获取验证码次数已达上限，请明天再试', { status: 429 });
  }
  if (counts.ipHour >= SmsLimits.ipPerHour || counts.ipDay >= SmsLimits.ipPerDay) {
    throw new ApiError(SmsCode.capReached, '当前网络获取验证码过于频繁，请稍后再试', { status: 429 });
  }
  return { imageCodeRequired: counts.phoneDay >= SmsLimits.phoneImageAfter || counts.ipHour >= SmsLimits.ipImageAfter };
}

export async function recordSend(db: Queryable, phone: string, ip: string, now: number): Promise<void> {
  await db.query('INSERT INTO sms_sends (phone, ip, sent_at) VALUES ($1, $2, $3)', [phone, ip, now]);
  // Old rows no longer count for any limit.
  await db.query('DELETE FROM sms_sends WHERE sent_at < $1', [now - 2 * 86_400]);
}
