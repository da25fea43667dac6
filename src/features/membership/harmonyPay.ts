import { requestAccount, type UserInfo } from '../../services/account/userInfo.ts';
import type { SignablePayload } from '../../../workers/core/signing/sign.ts';
import type { HarmonyIapBridge } from '../../services/bridge/nativeBridge.ts';
import type { VipPackage } from './membershipApi.ts';

// The bridge types live with the one native bridge (services/bridge); kept importable from here.
export type { HarmonyIapBridge, HarmonyPurchase } from '../../services/bridge/nativeBridge.ts';

export class HarmonyPayError extends Error {
  constructor(readonly reason: 'noPurchaseData' | 'noJwsPurchaseOrder') {
    super(reason === 'noPurchaseData' ? '支付结果缺少购买数据，请重试' : '支付结果缺少订单凭证，请重试');
    this.name = 'HarmonyPayError';
  }
}

/** Harmony product type default 0 (spec 9). */
export const HARMONY_PRODUCT_TYPE = 0;

/**
 * Buys `pack` through the bridge and reports it. Fails before anything is
 * reported when the purchase data or jwsPurchaseOrder is missing (spec 5);
 * the server still decides whether the purchase is real.
 */
/** Sends the report; the app passes `(payload) => api.post('payharmonyosinner', payload)`. */
export type HarmonyReport = (payload: SignablePayload) => Promise<unknown>;

export async function payOnHarmony(bridge: HarmonyIapBridge, report: HarmonyReport, user: UserInfo, pack: VipPackage, orderno: string): Promise<void> {
  const huaweiId = typeof pack.huaweiId === 'string' ? pack.huaweiId : String(pack.readid);
  const purchase = await bridge.createPurchase({ productId: huaweiId, productType: HARMONY_PRODUCT_TYPE, developerPayload: orderno });
  if (!purchase.purchaseData) throw new HarmonyPayError('noPurchaseData');
  if (!purchase.jwsPurchaseOrder) throw new HarmonyPayError('noJwsPurchaseOrder');
  await bridge.finishPurchase({ productType: HARMONY_PRODUCT_TYPE, purchaseToken: purchase.purchaseToken ?? '', purchaseOrderId: purchase.purchaseOrderId ?? '' });
  await report({
    devicetype: 'app',
    account: requestAccount(user),
    usertoken: user.usertoken,
    deviceos: 'harmony',
    productinfo: '',
    payorderid: orderno,
    purchaseid: purchase.purchaseOrderId ?? '',
    purchasetoken: purchase.purchaseToken ?? '',
    jwsPurchaseOrder: purchase.jwsPurchaseOrder,
  });
}
