import { describe, expect, it, vi } from 'vitest';
import { testUser } from '../account/accountTestKit.ts';
import { HarmonyPayError, payOnHarmony, type HarmonyIapBridge, type HarmonyReport } from './harmonyPay.ts';
import type { VipPackage } from './membershipApi.ts';

const pack: VipPackage = { id: 3, readid: 536, type: 'month', name: '月度会员', price: '58', unitPrice: '68', unit: '月', monovalent: '58', paypackDis: '', paypack: 'P', tag: '', upgradeFrom: '', huaweiId: 'bzsj_vip_month' };

function bridge(purchase: Awaited<ReturnType<HarmonyIapBridge['createPurchase']>>) {
  return {
    createPurchase: vi.fn<HarmonyIapBridge['createPurchase']>(async () => purchase),
    finishPurchase: vi.fn<HarmonyIapBridge['finishPurchase']>(async () => {}),
  };
}

describe('Harmony payment (spec 4/5)', () => {
  it('creates, finishes, then reports the purchase with the order number', async () => {
    const iap = bridge({ purchaseData: '{}', jwsPurchaseOrder: 'jws', purchaseToken: 'tok', purchaseOrderId: 'po1' });
    const post = vi.fn<HarmonyReport>(async () => ({ code: 10000 }));
    await payOnHarmony(iap, post, testUser('7'), pack, 'BZ9');
    expect(iap.createPurchase).toHaveBeenCalledWith({ productId: 'bzsj_vip_month', productType: 0, developerPayload: 'BZ9' });
    expect(iap.finishPurchase).toHaveBeenCalledWith({ productType: 0, purchaseToken: 'tok', purchaseOrderId: 'po1' });
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ devicetype: 'app', payorderid: 'BZ9', purchaseid: 'po1', purchasetoken: 'tok', productinfo: '' }));
  });

  it('fails cleanly, reporting nothing, without purchase data or jwsPurchaseOrder', async () => {
    for (const [purchase, reason] of [[{ jwsPurchaseOrder: 'jws' }, 'noPurchaseData'], [{ purchaseData: '{}' }, 'noJwsPurchaseOrder']] as const) {
      const iap = bridge(purchase);
      const post = vi.fn<HarmonyReport>(async () => ({ code: 10000 }));
      const run = payOnHarmony(iap, post, testUser('7'), pack, 'BZ9');
      await expect(run).rejects.toBeInstanceOf(HarmonyPayError);
      await expect(run).rejects.toMatchObject({ reason });
      expect(iap.finishPurchase).not.toHaveBeenCalled();
      expect(post).not.toHaveBeenCalled();
    }
  });
});
