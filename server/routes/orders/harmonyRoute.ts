import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../../context.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { safeText } from '../../http/validation.ts';
import { HarmonyPurchaseRejected, verifyJwsPurchaseOrder, type HarmonyIapConfig } from '../../providers/payment/harmonyIap.ts';
import { registerSigned } from '../../signed/registerSigned.ts';
import { credentials } from '../account/schemas.ts';
import { authenticate } from '../account/tokens.ts';
import { applyVerifiedPayment } from './grant.ts';
import { findOrder } from './orderStore.ts';
import { packageById } from './packages.ts';

/** The order gateway name of Harmony in-app purchases (orders.paygateway, payment_notifications.gateway). */
export const HARMONY_GATEWAY = 'harmony';

export const HarmonyCode = {
  /** Not configured on this server: refused, never granted. */
  unavailable: 40360,
  /** The purchase order did not verify or does not match the order. */
  rejected: 40361,
  /** This store purchase already paid another order. */
  reused: 40962,
} as const;

export function harmonyUnavailable(): ApiError {
  return new ApiError(HarmonyCode.unavailable, '鸿蒙应用内支付暂未开通，请使用微信或支付宝支付', { status: 403 });
}

/** The spec's Harmony verification fields, plus the store's signed purchase order. */
const reportSchema = z.object({
  ...credentials,
  devicetype: safeText(16).optional(),
  deviceos: safeText(512).optional(),
  payorderid: safeText(64),
  purchaseid: safeText(128),
  purchasetoken: safeText(1024),
  jwsPurchaseOrder: z.string().min(1).max(16_384),
});

const rejected = () => new ApiError(HarmonyCode.rejected, '支付凭证校验未通过，未扣款请重试；已扣款请联系客服并提供订单号');

/**
 * POST /api/v4/payharmonyosinner: the Harmony shell reports a finished
 * purchase (spec 4). The order is paid only when the store's signature on
 * `jwsPurchaseOrder` verifies and every field names this order: the buyer's
 * order number as developerPayload, the order's package as productId, the
 * reported purchase id and token. Paid once per order (order_grants), and a
 * store purchase pays one order only (harmony_purchases).
 */
export function registerHarmonyRoute(app: FastifyInstance, config: HarmonyIapConfig | null): void {
  registerSigned(app, '/payharmonyosinner', reportSchema, async (input, { request }) => {
    const { db } = app.services;
    const now = nowSeconds(app.services);
    // Token first: a report without a valid login costs one indexed query, no signature check.
    const auth = await authenticate(db, input.account, input.usertoken, now);
    if (!config) throw harmonyUnavailable();
    const order = await findOrder(db, input.payorderid);
    if (!order || order.uid !== auth.account.uid) throw new ApiError(ErrorCode.notFound, '订单不存在');
    const pack = packageById(order.package_id);
    let reason = '';
    try {
      const purchase = verifyJwsPurchaseOrder(input.jwsPurchaseOrder, config, app.services.now());
      if (order.paygateway !== HARMONY_GATEWAY) reason = 'order was not created for Harmony payment';
      else if (purchase.developerPayload !== order.orderno) reason = 'developerPayload is another order';
      else if (!pack || purchase.productId !== pack.huaweiId) reason = 'productId is not the order package';
      else if (purchase.purchaseOrderId !== input.purchaseid || purchase.purchaseToken !== input.purchasetoken) reason = 'reported ids differ from the signed ones';
    } catch (error) {
      if (!(error instanceof HarmonyPurchaseRejected)) throw error;
      reason = error.message;
    }
    if (reason) {
      request.log.warn({ orderno: order.orderno, reason }, 'Harmony purchase refused');
      await audit(app, order.orderno, false, 'rejected', now);
      throw rejected();
    }
    const claimed = await db.query<{ orderno: string }>(
      `INSERT INTO harmony_purchases (purchase_order_id, orderno, product_id, purchase_token, verified_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (purchase_order_id) DO UPDATE SET purchase_order_id = EXCLUDED.purchase_order_id RETURNING orderno`,
      [input.purchaseid, order.orderno, pack?.huaweiId ?? '', input.purchasetoken, now],
    );
    if (claimed.rows[0]?.orderno !== order.orderno) {
      await audit(app, order.orderno, true, 'reused', now);
      throw new ApiError(HarmonyCode.reused, '该购买凭证已用于其他订单', { status: 409 });
    }
    const outcome = await applyVerifiedPayment(db, HARMONY_GATEWAY, { orderno: order.orderno, tradeNo: input.purchaseid, amountFen: order.amount_fen, status: 'paid' }, now);
    await audit(app, order.orderno, true, outcome, now);
    if (outcome !== 'granted' && outcome !== 'duplicate') throw rejected();
    return { paid: true, orderno: order.orderno, packageid: order.product_id };
  });
}

async function audit(app: FastifyInstance, orderno: string, verified: boolean, outcome: string, now: number): Promise<void> {
  await app.services.db.query('INSERT INTO payment_notifications (gateway, orderno, verified, outcome, received_at) VALUES ($1, $2, $3, $4, $5)', [
    HARMONY_GATEWAY,
    orderno,
    verified,
    outcome,
    now,
  ]);
}
