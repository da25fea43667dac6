import type { UserInfo } from './userInfo.ts';

/**
 * VIP tiers from the remaining membership time (spec section 4).
 *
 * The spec's tiers 1 (over 15552000 s) and 2 (at least 31104000 s) overlap and
 * it does not give the order. We evaluate in the table's order — 4, 1, 2, 3, 5 —
 * so anything over ~180 days is tier 1 ("long / lifetime"), which keeps a
 * lifetime membership in the tier the spec names for it. Tier 2 is therefore
 * never produced; it stays in the type so stored or server values still fit.
 * Remaining time exactly 0 is expired (5): isVip needs remaining above zero.
 */
export type VipType = 1 | 2 | 3 | 4 | 5;

export const VIP_LONG_SECONDS = 15_552_000;
export const VIP_YEAR_SECONDS = 31_104_000;
export const PLUS_VIP_PACKAGE_ID = 1606;
export const PAID_ORDER_STATUS = 2;

type VipHolder = Pick<UserInfo, 'vip'> | null | undefined;

/** Expiry minus now in seconds, or null when there is no membership record. */
export function vipRemainingSeconds(user: VipHolder, nowSeconds: number): number | null {
  const record = user?.vip[0];
  if (!record || !Number.isFinite(record.auth_value)) return null;
  return record.auth_value - nowSeconds;
}

export function vipType(user: VipHolder, nowSeconds: number): VipType {
  const remaining = vipRemainingSeconds(user, nowSeconds);
  if (remaining === null) return 4;
  if (remaining > VIP_LONG_SECONDS) return 1;
  if (remaining >= VIP_YEAR_SECONDS) return 2;
  if (remaining > 0) return 3;
  return 5;
}

export function isVip(user: VipHolder, nowSeconds: number): boolean {
  const remaining = vipRemainingSeconds(user, nowSeconds);
  return remaining !== null && remaining > 0;
}

export interface OrderSummary {
  status: number | string;
  packageid: number | string;
  /** Our package id (server/routes/orders/packages.ts), newer servers only. */
  pack?: number;
}

/** Plus (lifetime Plus) VIP: some order is paid (status 2) for package 1606. */
export function isPlusVip(orders: readonly OrderSummary[]): boolean {
  return orders.some(
    (order) => Number(order.status) === PAID_ORDER_STATUS && Number(order.packageid) === PLUS_VIP_PACKAGE_ID,
  );
}
