import type { Db } from '../../db/types.ts';
import { AccountType, LIFETIME_EXPIRY } from './accounts.ts';
import { authenticate } from './tokens.ts';

/**
 * A guest may buy VIP before logging in (spec 6). When that guest then logs
 * in, its orders move to the user and its remaining membership time is added
 * to the user's (lifetime stays lifetime). The guest keeps its uid, without
 * membership. docs/accounts.md.
 */
export async function mergeGuestInto(db: Db, guestUid: number, userUid: number, now: number): Promise<void> {
  if (guestUid === userUid) return;
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ uid: number; vip: number | null }>(
      'SELECT uid, vip_expires_at::float8 AS vip FROM accounts WHERE uid IN ($1, $2) FOR UPDATE',
      [guestUid, userUid],
    );
    const guestVip = rows.find((row) => row.uid === guestUid)?.vip ?? null;
    const userVip = rows.find((row) => row.uid === userUid)?.vip ?? null;
    if (guestVip !== null && guestVip > now) {
      const merged =
        guestVip >= LIFETIME_EXPIRY || (userVip ?? 0) >= LIFETIME_EXPIRY
          ? LIFETIME_EXPIRY
          : Math.max(now, userVip ?? now) + (guestVip - now);
      await tx.query('UPDATE accounts SET vip_expires_at = $1 WHERE uid = $2', [Math.min(merged, LIFETIME_EXPIRY), userUid]);
    }
    await tx.query('UPDATE accounts SET vip_expires_at = NULL WHERE uid = $1', [guestUid]);
    await tx.query('UPDATE orders SET uid = $1 WHERE uid = $2', [userUid, guestUid]);
    await tx.query('UPDATE order_grants SET uid = $1 WHERE uid = $2', [userUid, guestUid]);
  });
}

/** The guest named by the login request, if its token is valid and it is a guest; otherwise nothing is merged. */
export async function guestFromLogin(db: Db, viraccount: string | undefined, virusertoken: string | undefined, now: number): Promise<number | null> {
  if (!viraccount || !virusertoken) return null;
  try {
    const { account } = await authenticate(db, viraccount, virusertoken, now);
    return account.accounttype === AccountType.guest ? account.uid : null;
  } catch {
    return null;
  }
}
