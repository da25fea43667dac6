import { isApiError, isOfflineError } from '../../services/api/errors.ts';
import { isGuestAccount, type UserInfo } from '../../services/account/userInfo.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import type { AppNavigator } from '../../app/navigation/navigator.ts';
import { strings } from '../../shared/strings.ts';
import { selectGuest, selectUser } from '../account/accountSlice.ts';
import { LOGIN_PATH, MY_PATH, type AccountRootState } from '../account/deps.ts';
import { accountRefreshRequested, ordersRequested } from '../account/sessionListeners.ts';
import type { TypedStartListening, WithSlice } from '@reduxjs/toolkit';
import type { AppDispatch } from '../../app/store/store.ts';
import type { checkoutSlice } from './checkoutSlice.ts';
import { buyPressed, orderCreated, packagesFailed, packagesLoaded, packagesRequested, payEnded, payReturned, selectCheckout } from './checkoutSlice.ts';
import type { MembershipApi } from './membershipApi.ts';
import { pollPayState } from './payPoll.ts';
import { HarmonyPayError, payOnHarmony } from './harmonyPay.ts';
import { BridgeError, type HarmonyIapBridge } from '../../services/bridge/nativeBridge.ts';

export type MembershipRootState = AccountRootState & Partial<WithSlice<typeof checkoutSlice>>;
export type MembershipStartListening = TypedStartListening<MembershipRootState, AppDispatch>;

export interface MembershipDeps {
  api: MembershipApi;
  storage: AppStorage;
  navigator: Pick<AppNavigator, 'go'>;
  toast: (text: string) => void;
  /** Leaves the app for the gateway's pay page (window.location.assign). */
  openPayPage: (url: string) => void;
  /** The shell's in-app purchase (services/bridge): when present, VIP is bought through it, not a gateway. */
  iap?: HarmonyIapBridge | null;
}

const text = strings.membership;

/** The account that buys: the logged-in user, else the guest (a guest may buy, spec 6). */
function buyer(state: MembershipRootState): UserInfo | null {
  return selectUser(state) ?? selectGuest(state);
}

/** The order being paid is kept in storage `payorderstate`, so it survives the trip to the pay page. */
function pendingBuyer(state: MembershipRootState, storage: AppStorage, orderno: string): UserInfo | null {
  const pending = storage.get('payorderstate');
  const uid = pending && pending.orderno === orderno ? pending.uid : null;
  const candidates = [selectUser(state), selectGuest(state)];
  return candidates.find((account) => account && account.uid === uid) ?? buyer(state);
}

export function registerCheckoutListeners(startListening: MembershipStartListening, deps: MembershipDeps): void {
  startListening({
    actionCreator: packagesRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      try {
        api.dispatch(packagesLoaded(await deps.api.packages()));
      } catch {
        api.dispatch(packagesFailed());
      }
    },
  });

  startListening({
    actionCreator: buyPressed,
    effect: async (_action, api) => {
      const checkout = selectCheckout(api.getState());
      if (checkout.payStatus !== 'creating' || selectCheckout(api.getOriginalState()).payStatus === 'creating') return;
      const account = buyer(api.getState());
      const pack = checkout.packages.find((item) => item.id === checkout.selectedId);
      if (!account || !pack) {
        api.dispatch(payEnded({ status: 'idle' }));
        deps.navigator.go(LOGIN_PATH);
        return;
      }
      try {
        if (deps.iap) {
          // Harmony shell (spec 4): an order number, the store's purchase in the shell, then the server verifies the report.
          const order = await deps.api.createIapOrder(account, pack.paypack);
          deps.storage.set('payorderstate', { orderno: order.orderno, uid: account.uid, packageid: pack.id, price: pack.price, offer: checkout.offer?.id === pack.id });
          api.dispatch(orderCreated(order.orderno));
          await payOnHarmony(deps.iap, deps.api.reportHarmony, account, pack, order.orderno);
          api.dispatch(payReturned(order.orderno));
          return;
        }
        const order = await deps.api.createOrder(account, pack.paypack, checkout.method);
        // price and offer: what a verified payment reports to ad attribution (features/attribution).
        deps.storage.set('payorderstate', { orderno: order.orderno, uid: account.uid, packageid: pack.id, price: pack.price, offer: checkout.offer?.id === pack.id });
        api.dispatch(orderCreated(order.orderno));
        if (order.payurl) deps.openPayPage(order.payurl);
        else api.dispatch(payReturned(order.orderno));
      } catch (error) {
        const message = isOfflineError(error)
          ? strings.account.login.offline
          : isApiError(error)
            ? error.msg
            : error instanceof HarmonyPayError || error instanceof BridgeError
              ? error.message
              : text.payFailed;
        api.dispatch(payEnded({ status: 'failed', message }));
        deps.toast(message);
      }
    },
  });

  startListening({
    actionCreator: payReturned,
    effect: async ({ payload: orderno }, api) => {
      api.cancelActiveListeners();
      const account = pendingBuyer(api.getState(), deps.storage, orderno);
      if (!account) {
        api.dispatch(payEnded({ status: 'idle' }));
        return;
      }
      try {
        const outcome = await pollPayState(() => deps.api.payState(account, orderno), (ms) => api.delay(ms));
        if (outcome === 'waiting') {
          api.dispatch(payEnded({ status: 'notPaid', message: text.notPaid }));
          return;
        }
        deps.storage.remove('payorderstate');
        api.dispatch(payEnded({ status: 'paid', message: text.paid }));
        if (isGuestAccount(account)) {
          // Spec: "Membership purchased, please log in!" sends a guest buyer to phone login; the login takes the membership along.
          deps.toast(text.guestPaid);
          deps.navigator.go(LOGIN_PATH, { query: { redirect: MY_PATH } });
          return;
        }
        deps.toast(text.paid);
        api.dispatch(accountRefreshRequested());
        api.dispatch(ordersRequested());
      } catch (error) {
        if (!isOfflineError(error)) deps.storage.remove('payorderstate');
        api.dispatch(payEnded({ status: 'failed', message: isApiError(error) && error.kind === 'server' ? error.msg : text.payFailed }));
      }
    },
  });
}
