import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store/store.ts';
import { ApiError } from '../../services/api/errors.ts';
import { createMemoryBackend } from '../../services/storage/backend.ts';
import { createAppStorage } from '../../services/storage/storage.ts';
import { strings } from '../../shared/strings.ts';
import { accountsLoaded } from '../account/accountSlice.ts';
import { testUser } from '../account/accountTestKit.ts';
import { accountRefreshRequested } from '../account/sessionListeners.ts';
import { registerCheckoutListeners, type MembershipRootState } from './checkoutListeners.ts';
import { buyPressed, packageSelected, packagesLoaded, payReturned, selectCheckout } from './checkoutSlice.ts';
import type { MembershipApi, VipPackage } from './membershipApi.ts';
import { pollPayState } from './payPoll.ts';
import { installFakeHarmonyHost, HostFailure } from '../../services/bridge/fakeHarmonyHost.ts';
import { createHarmonyBridge } from '../../services/bridge/harmonyBridge.ts';
import type { HarmonyIapBridge } from '../../services/bridge/nativeBridge.ts';
import type { BridgeWindow } from '../../services/bridge/protocol.ts';

const month: VipPackage = { id: 3, readid: 536, type: 'month', name: '月度会员', price: '58', unitPrice: '68', unit: '月', monovalent: '58', paypackDis: '', paypack: 'PACK3', tag: '', upgradeFrom: '' };
const year: VipPackage = { ...month, id: 2, readid: 537, type: 'year', price: '78', paypack: 'PACK2' };

describe('pay state poll (spec 4)', () => {
  it('keeps asking while 20000 (waiting) and stops at 10000 (paid)', async () => {
    const answers: Array<'paid' | 'waiting'> = ['waiting', 'waiting', 'paid'];
    const delays: number[] = [];
    const outcome = await pollPayState(async () => answers.shift() ?? 'paid', async (ms) => void delays.push(ms));
    expect(outcome).toBe('paid');
    expect(delays).toEqual([1000, 1000]);
  });

  it('rejects on anything else, and reports still waiting after the last try', async () => {
    await expect(pollPayState(async () => Promise.reject(new Error('closed')), async () => {})).rejects.toThrow('closed');
    const check = vi.fn(async () => 'waiting' as const);
    expect(await pollPayState(check, async () => {}, 5)).toBe('waiting');
    expect(check).toHaveBeenCalledTimes(5);
  });
});

function setup(options: { iap?: HarmonyIapBridge | null } = {}) {
  const { store, startListening } = createAppStore();
  const storage = createAppStorage({ backend: createMemoryBackend() });
  const toasts: string[] = [];
  const go = vi.fn();
  const openPayPage = vi.fn();
  const api = {
    packages: vi.fn<MembershipApi['packages']>(async () => [month, year]),
    createOrder: vi.fn<MembershipApi['createOrder']>(async () => ({ orderno: 'BZ1', paygateway: 'sandbox', payurl: 'http://x/pay' })),
    payState: vi.fn<MembershipApi['payState']>(async () => 'paid'),
    createIapOrder: vi.fn<MembershipApi['createIapOrder']>(async () => ({ orderno: 'BZ7', paygateway: 'harmony' })),
    reportHarmony: vi.fn<MembershipApi['reportHarmony']>(async () => ({ code: 10000 })),
  } satisfies MembershipApi;
  registerCheckoutListeners(startListening.withTypes<MembershipRootState, typeof store.dispatch>(), {
    api,
    storage,
    navigator: { go },
    toast: (t) => toasts.push(t),
    openPayPage,
    iap: options.iap ?? null,
  });
  const checkout = () => selectCheckout(store.getState() as MembershipRootState);
  return { store, startListening, storage, toasts, go, openPayPage, api, checkout };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('buying', () => {
  it('preselects the yearly pack and pays with weixinpay by default', () => {
    const { store, checkout } = setup();
    store.dispatch(packagesLoaded([month, year]));
    expect(checkout().selectedId).toBe(2);
    expect(checkout().method).toBe('weixinpay');
  });

  it('a guest\'s order keeps its number across the pay page, and opens the pay page', async () => {
    const { store, storage, api, openPayPage, checkout } = setup();
    const guest = testUser('900', { accounttype: 5, bindmobile: '' });
    store.dispatch(accountsLoaded({ user: null, guest }));
    store.dispatch(packagesLoaded([month, year]));
    store.dispatch(packageSelected(3));
    store.dispatch(buyPressed());
    await vi.advanceTimersByTimeAsync(0);
    expect(api.createOrder).toHaveBeenCalledWith(guest, 'PACK3', 'weixinpay');
    expect(storage.get('payorderstate')).toMatchObject({ orderno: 'BZ1', uid: '900' });
    expect(openPayPage).toHaveBeenCalledWith('http://x/pay');
    expect(checkout().payStatus).toBe('redirecting');
  });

  it('a guest buyer is told to log in and sent to phone login, then back to My', async () => {
    const { store, storage, toasts, go } = setup();
    const guest = testUser('900', { accounttype: 5, bindmobile: '' });
    store.dispatch(accountsLoaded({ user: null, guest }));
    storage.set('payorderstate', { orderno: 'BZ1', uid: '900' });
    store.dispatch(payReturned('BZ1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(toasts).toEqual([strings.membership.guestPaid]);
    expect(go).toHaveBeenCalledWith('/pages/login/loginTel', { query: { redirect: '/pages/my/my' } });
    expect(storage.get('payorderstate')).toBeNull();
  });

  it('a logged-in buyer sees success and the account is refreshed', async () => {
    const { store, startListening, toasts, go, api, checkout } = setup();
    const dispatched: string[] = [];
    startListening({ predicate: () => true, effect: (action) => void dispatched.push(action.type) });
    store.dispatch(accountsLoaded({ user: testUser('7'), guest: null }));
    api.payState.mockResolvedValueOnce('waiting').mockResolvedValueOnce('paid');
    store.dispatch(payReturned('BZ2'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.payState).toHaveBeenCalledTimes(2);
    expect(checkout().payStatus).toBe('paid');
    expect(toasts).toEqual([strings.membership.paid]);
    expect(go).not.toHaveBeenCalled();
    expect(dispatched).toContain(accountRefreshRequested.type);
  });

  it('shows the server\'s reason when the order is closed', async () => {
    const { store, api, checkout } = setup();
    store.dispatch(accountsLoaded({ user: testUser('7'), guest: null }));
    api.payState.mockRejectedValueOnce(new ApiError({ code: 40902, msg: '订单已关闭', kind: 'server', status: 400 }));
    store.dispatch(payReturned('BZ3'));
    await vi.advanceTimersByTimeAsync(0);
    expect(checkout()).toMatchObject({ payStatus: 'failed', message: '订单已关闭' });
  });
});

describe('buying in the Harmony shell (spec 4, through the native bridge)', () => {
  function harmonySetup() {
    const win: BridgeWindow = {};
    const host = installFakeHarmonyHost(win);
    const world = setup({ iap: createHarmonyBridge(win).iap });
    const user = testUser('901');
    world.store.dispatch(accountsLoaded({ user, guest: null }));
    world.store.dispatch(packagesLoaded([{ ...month, huaweiId: 'bzsj_vip_month' }, year]));
    world.store.dispatch(packageSelected(3));
    return { ...world, host, user };
  }

  it('orders an in-app purchase number, buys it in the shell, reports it, and ends paid; no pay page', async () => {
    const { store, api, host, user, openPayPage, checkout } = harmonySetup();
    store.dispatch(buyPressed());
    await vi.advanceTimersByTimeAsync(10);
    expect(api.createIapOrder).toHaveBeenCalledWith(user, 'PACK3');
    expect(api.createOrder).not.toHaveBeenCalled();
    expect(host.received.map((request) => request.method)).toEqual(['iap.createPurchase', 'iap.finishPurchase']);
    expect(host.received[0]?.params).toEqual({ productId: 'bzsj_vip_month', productType: 0, developerPayload: 'BZ7' });
    expect(api.reportHarmony).toHaveBeenCalledWith(expect.objectContaining({ payorderid: 'BZ7', purchaseid: 'PO-1', jwsPurchaseOrder: 'h.p.s' }));
    expect(api.payState).toHaveBeenCalledWith(user, 'BZ7');
    expect(openPayPage).not.toHaveBeenCalled();
    expect(checkout().payStatus).toBe('paid');
  });

  it("a purchase cancelled in the shell ends as failed with the shell's words, nothing reported", async () => {
    const { store, api, host, toasts, checkout } = harmonySetup();
    host.handlers['iap.createPurchase'] = () => {
      throw new HostFailure('cancelled', '已取消支付');
    };
    store.dispatch(buyPressed());
    await vi.advanceTimersByTimeAsync(10);
    expect(api.reportHarmony).not.toHaveBeenCalled();
    expect(checkout()).toMatchObject({ payStatus: 'failed' });
    expect(toasts).toEqual(['已取消支付']);
  });
});
