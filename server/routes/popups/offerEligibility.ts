import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';

/**
 * How long a display lets its device (or account) buy the offer at its price:
 * one day, as the offers say (the retention offer: 今天离开就没有了; both show at
 * most once a day).
 */
export const OFFER_PURCHASE_WINDOW_SECONDS = 86_400;

/** Who is buying: the account, and the device id the order request was signed with. */
export interface OfferBuyer {
  uid: number;
  deviceId: string | undefined;
  isVip: boolean;
}

/**
 * A package some pop-up config offers (welcome 5, retention 6) is sold only
 * while one of those offers is active, not to a VIP when every active one
 * says `notVip`, and only to someone who was shown one of them: a display
 * recorded (`/sfo/popup_displays`) for this account or this device within the
 * last day. The client shows offers by the rules; these checks keep the price
 * from being had by anyone who merely learns the package code.
 */
export async function checkOfferEligible(db: Queryable, packageId: number, buyer: OfferBuyer, now: number): Promise<void> {
  const { rows } = await db.query<{ id: number; open: boolean; not_vip: boolean }>(
    `SELECT id, (active AND (starts_at IS NULL OR starts_at <= $2) AND (ends_at IS NULL OR ends_at > $2)) AS open,
            COALESCE((rules->>'notVip')::boolean, true) AS not_vip
     FROM popup_configs WHERE package_id = $1`,
    [packageId, now],
  );
  if (rows.length === 0) return;
  const open = rows.filter((row) => row.open);
  if (open.length === 0) throw new ApiError(ErrorCode.badRequest, '该优惠活动已结束，请选择其他套餐');
  if (buyer.isVip && open.every((row) => row.not_vip)) throw new ApiError(ErrorCode.badRequest, '该优惠仅限非会员购买，您已是会员');
  if (!(await wasShown(db, open.map((row) => row.id), buyer, now))) {
    throw new ApiError(ErrorCode.forbidden, '该优惠仅限收到活动邀请的用户购买，请选择其他套餐', { status: 403 });
  }
}

/** Any record of one of `configIds` (shown, accepted or closed all mean it was on screen) for this account or device. */
async function wasShown(db: Queryable, configIds: number[], buyer: OfferBuyer, now: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM popup_displays
     WHERE config_id = ANY($1::int[]) AND shown_at > $2 AND shown_at <= $3 AND (uid = $4 OR device_id = $5)
     LIMIT 1`,
    [`{${configIds.join(',')}}`, now - OFFER_PURCHASE_WINDOW_SECONDS, now, buyer.uid, buyer.deviceId ?? ''],
  );
  return rows.length > 0;
}
