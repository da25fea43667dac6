import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store/store.ts';
import { createMemoryBackend } from '../../services/storage/backend.ts';
import { createAppStorage } from '../../services/storage/storage.ts';
import { accountsLoaded } from '../account/accountSlice.ts';
import { testUser } from '../account/accountTestKit.ts';
import { payEnded, selectCheckout } from '../membership/checkoutSlice.ts';
import type { VipPackage } from '../membership/membershipApi.ts';
import type { PopupApi, PopupWindow } from './popupApi.ts';
import { CHECKOUT_PATH, registerPopupListeners, type PopupRootState } from './popupListeners.ts';
import type { PopupConfig } from './popupRules.ts';
import { popupAccepted, popupClosed, popupOfferRequested, popupTriggered, selectOpenPopup } from './popupSlice.ts';

const NOW = Date.UTC(2026, 10, 25, 4, 0, 0);
const base = { startsAt: null, endsAt: null, lastShownAt: null, timesShown: 0 };
const welcome: PopupConfig = {
  ...base,
  id: 1,
  kind: 'welcome',
  trigger: 'launch',
  packageId: 5,
  rules: { firstVisit: true, guestOnly: true, notVip: true, oncePerDay: true, maxTimes: 1, minCheckouts: 0 },
};
const retention: PopupConfig = {
  ...base,
  id: 2,
  kind: 'retention',
  trigger: 'leaveCheckout',
  packageId: 6,
  rules: { firstVisit: false, guestOnly: false, notVip: true, oncePerDay: true, maxTimes: 0, minCheckouts: 1 },
};
const pack = (id: number, price: string): VipPackage => ({ id, readid: 821, type: 'lifetime', name: '终身会员', price, unitPrice: '168', unit: '终身', monovalent: price, paypackDis: '', paypack: `P${id}`, tag: '', upgradeFrom: '' });
const windows: Record<number, PopupWindow> = {
  1: { id: 1, kind: 'welcome', title: '新人专享礼', body: '', image: '', button: '立即领取', package: pack(5, '78') },
  2: { id: 2, kind: 'retention', title: '先别走', body: '', image: '', button: '立即抢购', package: pack(6, '68') },
};

function setup(options: { allowed?: boolean; launchCount?: number } = {}) {
  const { store, startListening } = createAppStore();
  const storage = createAppStorage({ backend: createMemoryBackend() });
  const api = {
    configs: vi.fn<PopupApi['configs']>(async () => [welcome, retention]),
    window: vi.fn<PopupApi['window']>(async (id) => windows[id] ?? Promise.reject(new Error('gone'))),
    record: vi.fn<PopupApi['record']>(async () => undefined),
  } satisfies PopupApi;
  const go = vi.fn();
  let allowed = options.allowed ?? true;
  registerPopupListeners(startListening.withTypes<PopupRootState, typeof store.dispatch>(), {
    api,
    storage,
    clock: { now: () => NOW },
    deviceId: 'device-1234',
    navigator: { go },
    nowSeconds: () => NOW / 1000,
    allowed: () => allowed,
    launchCount: () => options.launchCount ?? 1,
    timezoneOffsetMinutes: () => -480,
  });
  const open = () => selectOpenPopup(store.getState() as PopupRootState);
  const guest = testUser('900', { accounttype: 5, bindmobile: '' });
  store.dispatch(accountsLoaded({ user: null, guest }));
  return { store, storage, api, go, open, setAllowed: (value: boolean) => (allowed = value) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the pop-up service', () => {
  it('shows the welcome offer on a new guest launch and records it locally and on the server', async () => {
    const { store, storage, api, open } = setup();
    store.dispatch(popupTriggered({ trigger: 'launch' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(open()?.id).toBe(1);
    expect(storage.get('popupHistory')).toEqual([{ id: 1, at: NOW }]);
    expect(api.record).toHaveBeenCalledWith('device-1234', 1, 'shown');
  });

  it('sends nothing and shows nothing without consent', async () => {
    const { store, api, open } = setup({ allowed: false });
    store.dispatch(popupTriggered({ trigger: 'launch' }));
    store.dispatch(popupTriggered({ trigger: 'leaveCheckout' }));
    store.dispatch(popupOfferRequested(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(open()).toBeNull();
    expect(api.configs).not.toHaveBeenCalled();
    expect(api.window).not.toHaveBeenCalled();
    expect(api.record).not.toHaveBeenCalled();
  });

  it('taking the offer records it and opens the checkout with its id', async () => {
    const { store, api, go, open } = setup();
    store.dispatch(popupTriggered({ trigger: 'launch' }));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(popupAccepted());
    expect(open()).toBeNull();
    expect(api.record).toHaveBeenLastCalledWith('device-1234', 1, 'accepted');
    expect(go).toHaveBeenCalledWith(CHECKOUT_PATH, { query: { popup: '1' } });
  });

  it('closing records it; the same trigger again shows nothing (once)', async () => {
    const { store, api, open } = setup();
    store.dispatch(popupTriggered({ trigger: 'launch' }));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(popupClosed());
    expect(api.record).toHaveBeenLastCalledWith('device-1234', 1, 'closed');
    store.dispatch(popupTriggered({ trigger: 'launch' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(open()).toBeNull();
    expect(api.configs).toHaveBeenCalledTimes(1); // the list is cached for 10 minutes
  });

  it('leaving the checkout after a visit shows the retention offer, not to a VIP', async () => {
    const first = setup({ launchCount: 4 });
    first.storage.set('checkoutNum', 1);
    first.store.dispatch(popupTriggered({ trigger: 'leaveCheckout' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(first.open()?.id).toBe(2);

    const vip = setup({ launchCount: 4 });
    vip.storage.set('checkoutNum', 1);
    vip.store.dispatch(accountsLoaded({ user: testUser('7', { vip: [{ auth_value: NOW / 1000 + 86_400 }] }), guest: null }));
    vip.store.dispatch(popupTriggered({ trigger: 'leaveCheckout' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(vip.open()).toBeNull();
  });

  it('a launch after the checkout was closed unpaid (unloadPopup) counts as leaving it, once', async () => {
    const { store, storage, open } = setup({ launchCount: 3 });
    storage.set('checkoutNum', 2);
    storage.set('unloadPopup', true);
    store.dispatch(popupTriggered({ trigger: 'launch' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(open()?.id).toBe(2);
    expect(storage.get('unloadPopup')).toBe(false);
  });

  it("the checkout's offer request adds the package and selects it; a payment resets checkoutNum", async () => {
    const { store, storage } = setup();
    storage.set('checkoutNum', 3);
    store.dispatch(popupOfferRequested(2));
    await vi.advanceTimersByTimeAsync(0);
    const checkout = selectCheckout(store.getState() as PopupRootState);
    expect(checkout.offer?.id).toBe(6);
    expect(checkout.selectedId).toBe(6);
    store.dispatch(payEnded({ status: 'paid' }));
    expect(storage.get('checkoutNum')).toBe(0);
  });
});
