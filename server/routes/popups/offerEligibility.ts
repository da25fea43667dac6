import type { Queryable } from '../../db/types';
import { ApiError, ErrorCode } from '../../http/errors';

/**
 * A package some pop-up config offers (welcome 5, retention 6) is sold only
 * while one of those offers is active, and not to a VIP when every active
 * one says `notVip`: the client shows offers by the rules, and the server
 * keeps the price from being had by anyone who learns the package code.
 */
export async function checkOfferEligible(db: Queryable, packageId: number, isVip: boolean, now: number): Promise<void> {
  const { rows } = await db.query<{ open: boolean; not_vip: boolean }>(
    `SELECT (active AND (starts_at IS NULL OR starts_at <= $2) AND (ends_at IS NULL OR ends_at > $2)) AS open,
            COALESCE((rules->>'notVip')::boolean, true) AS not_vip
     FROM popup_configs WHERE package_id = $1`,
    [packageId, now],
  );
  if (rows.length === 0) return;
  const open = rows.filter((row) => row.open);
  if (open.length === 0) throw new ApiError(ErrorCode.badRequest, '该优惠活动已结束，请选择其他套餐');
  if (isVip && open.every((row) => row.not_vip)) throw new ApiError(ErrorCode.badRequest, '该优惠仅限非会员购买，您已是会员');
}
