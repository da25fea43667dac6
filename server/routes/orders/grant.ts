import type { Db, Queryable } from '../../db/types.ts';
import type { VerifiedPayment } from '../../providers/payment/index.ts';
import { LIFETIME_EXPIRY } from '../account/accounts.ts';
import { expiryAfterGrant } from './expiry.ts';
import { findOrder, latestPaidOf, type OrderRow } from './orderStore.ts';
import { packageById } from './packages.ts';
import { nextStatus, OrderStatus } from './stateMachine.ts';

export type PaymentOutcome = 'granted' | 'duplicate' | 'unknown-order' | 'wrong-gateway' | 'amount-mismatch' | 'closed' | 'refunded' | 'ignored';

const BASE_PACKAGE: Record<'month' | 'year', number[]> = { month: [3], year: [2] };

async function accountExpiry(tx: Queryable, uid: number): Promise<number | null> {
  const { rows } = await tx.query<{ vip: number | null }>('SELECT vip_expires_at::float8 AS vip FROM accounts WHERE uid = $1 FOR UPDATE', [uid]);
  return rows[0]?.vip ?? null;
}

async function grantPaid(tx: Queryable, order: OrderRow, payment: VerifiedPayment, now: number): Promise<PaymentOutcome> {
  if (nextStatus(order.status, 'paid') === null) return 'duplicate';
  const pack = packageById(order.package_id);
  if (!pack) return 'ignored';
  const current = await accountExpiry(tx, order.uid);
  const base = pack.grant.kind === 'upgrade' ? await latestPaidOf(tx, order.uid, BASE_PACKAGE[pack.grant.from]) : null;
  const after = expiryAfterGrant(pack.grant, { now, current, basePaidAt: base?.paid_at ?? null });
  // The primary key on order_grants is what makes "paid" happen once, however many messages race here.
  const inserted = await tx.query(
    `INSERT INTO order_grants (orderno, uid, expires_before, expires_after, granted_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (orderno) DO NOTHING RETURNING 1`,
    [order.orderno, order.uid, current, after, now],
  );
  if (inserted.rows.length === 0) return 'duplicate';
  await tx.query('UPDATE accounts SET vip_expires_at = $1 WHERE uid = $2', [after, order.uid]);
  await tx.query('UPDATE orders SET status = $1, paid_at = $2, gateway_trade_no = $3 WHERE orderno = $4', [
    OrderStatus.paid,
    now,
    payment.tradeNo,
    order.orderno,
  ]);
  return 'granted';
}

/** A refund takes back what the grant gave (a lifetime grant goes back to the expiry before it). */
async function revoke(tx: Queryable, order: OrderRow, now: number): Promise<PaymentOutcome> {
  if (nextStatus(order.status, 'refunded') === null) return 'ignored';
  const { rows } = await tx.query<{ before: number | null; after: number; granted_at: number }>(
    'SELECT expires_before::float8 AS before, expires_after::float8 AS after, granted_at::float8 AS granted_at FROM order_grants WHERE orderno = $1',
    [order.orderno],
  );
  const grant = rows[0];
  if (grant) {
    const current = (await accountExpiry(tx, order.uid)) ?? now;
    const restored =
      grant.after >= LIFETIME_EXPIRY && current >= LIFETIME_EXPIRY
        ? grant.before
        : current - (grant.after - Math.max(grant.before ?? 0, grant.granted_at));
    await tx.query('UPDATE accounts SET vip_expires_at = $1 WHERE uid = $2', [restored, order.uid]);
  }
  await tx.query('UPDATE orders SET status = $1, refunded_at = $2 WHERE orderno = $3', [OrderStatus.refunded, now, order.orderno]);
  return 'refunded';
}

/**
 * Applies what a verified gateway message says, in one transaction with the
 * order row locked. Never called with anything the client said.
 */
export async function applyVerifiedPayment(db: Db, gateway: string, payment: VerifiedPayment, now: number): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, payment.orderno, true);
    if (!order) return 'unknown-order';
    if (order.paygateway !== gateway) return 'wrong-gateway';
    if (order.amount_fen !== payment.amountFen) return 'amount-mismatch';
    switch (payment.status) {
      case 'paid':
        return grantPaid(tx, order, payment, now);
      case 'refunded':
        return revoke(tx, order, now);
      case 'closed':
        if (nextStatus(order.status, 'closed') === null) return 'ignored';
        await tx.query('UPDATE orders SET status = $1, closed_at = $2 WHERE orderno = $3', [OrderStatus.closed, now, order.orderno]);
        return 'closed';
      default:
        return 'ignored';
    }
  });
}

/** The buyer gave up (cancel on the pay page): created → closed. */
export async function closeOrder(db: Queryable, orderno: string, now: number): Promise<boolean> {
  const { rows } = await db.query('UPDATE orders SET status = $1, closed_at = $2 WHERE orderno = $3 AND status = $4 RETURNING 1', [
    OrderStatus.closed,
    now,
    orderno,
    OrderStatus.created,
  ]);
  return rows.length > 0;
}
