import { isPlusVip, isVip, vipType, type OrderSummary, type VipType } from '../../services/account/vip.ts';
import type { UserInfo } from '../../services/account/userInfo.ts';

/** Memberships at or past 2100-01-01 are lifetime (the server's LIFETIME_EXPIRY). */
export const LIFETIME_FROM = 4_102_444_800;

export interface VipSummary {
  type: VipType;
  isVip: boolean;
  plus: boolean;
  /** Local date YYYY-MM-DD of the expiry, '' without a membership record, 'lifetime' for lifetime. */
  expiry: string;
}

export function localDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function vipSummary(user: Pick<UserInfo, 'vip'> | null, orders: readonly OrderSummary[], nowSeconds: number): VipSummary {
  const expiresAt = user?.vip[0]?.auth_value;
  return {
    type: vipType(user, nowSeconds),
    isVip: isVip(user, nowSeconds),
    plus: isPlusVip(orders),
    expiry: expiresAt === undefined ? '' : expiresAt >= LIFETIME_FROM ? 'lifetime' : localDate(expiresAt),
  };
}

/** Spec 4: the bonus banner shows when the user is not VIP and has not closed it today. */
export function showBonusBanner(summary: Pick<VipSummary, 'isVip'>, closedOn: string | null, today: string): boolean {
  return !summary.isVip && closedOn !== today;
}
