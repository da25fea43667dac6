import type { TypedStartListening, WithSlice } from '@reduxjs/toolkit';
import type { AppNavigator } from '../../app/navigation/navigator.ts';
import type { AppDispatch } from '../../app/store/store.ts';
import type { Clock } from '../../services/clock.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import { selectActingAccount, selectUser } from '../account/accountSlice.ts';
import type { AccountRootState } from '../account/deps.ts';
import { vipSummary } from '../account/vipView.ts';
import { offerAdded, payEnded, type checkoutSlice } from '../membership/checkoutSlice.ts';
import type { PopupApi } from './popupApi.ts';
import { pickPopup, withShow, type PopupConfig, type PopupContext, type PopupTrigger } from './popupRules.ts';
import { popupAccepted, popupClosed, popupOfferRequested, popupOpened, popupTriggered, selectOpenPopup, type popupSlice } from './popupSlice.ts';

export const CHECKOUT_PATH = '/pages/checkOut/checkOut';

export type PopupRootState = AccountRootState & Partial<WithSlice<typeof popupSlice> & WithSlice<typeof checkoutSlice>>;
export type PopupStartListening = TypedStartListening<PopupRootState, AppDispatch>;

export interface PopupDeps {
  api: PopupApi;
  storage: AppStorage;
  clock: Clock;
  /** The device id (`uuid`) the server keys displays by. */
  deviceId: string;
  navigator: Pick<AppNavigator, 'go'>;
  /** Server-corrected unix seconds, for VIP expiry. */
  nowSeconds: () => number;
  /** Only with privacy consent: nothing is fetched or recorded otherwise. */
  allowed: () => boolean;
  /** This page load's launch number (storage `firstLaunch`), known once the launch ran. */
  launchCount: () => number;
  timezoneOffsetMinutes?: (ms: number) => number;
  /** Offers open only over the home page (issue 27); absent = anywhere (unit tests of the rules). */
  onHome?: () => boolean;
  /** A trigger judged on home whose pop-up could not open because the person left home meanwhile. */
  deferred?: (trigger: PopupTrigger) => void;
  log?: (message: string, error: unknown) => void;
}

/** Spec 9, pop-up service: configs are refreshed every 10 minutes. */
export const CONFIG_REFRESH_MS = 10 * 60_000;

/**
 * The pop-up service: on a trigger it reads the offers (cached 10 min), judges
 * them with popupRules, shows the first that passes, and records what the
 * user did, locally (storage `popupHistory`) and on the server.
 */
export function registerPopupListeners(startListening: PopupStartListening, deps: PopupDeps): void {
  const offset = deps.timezoneOffsetMinutes ?? ((ms) => new Date(ms).getTimezoneOffset());
  const log = deps.log ?? (() => undefined);
  let cached: { at: number; configs: Promise<PopupConfig[]> } | null = null;
  const configs = (): Promise<PopupConfig[]> => {
    const now = deps.clock.now();
    if (!cached || now - cached.at >= CONFIG_REFRESH_MS) {
      const loading = deps.api.configs(deps.deviceId);
      cached = { at: now, configs: loading };
      loading.catch(() => {
        if (cached?.configs === loading) cached = null;
      });
    }
    return cached.configs;
  };
  const record = (configId: number, action: 'shown' | 'accepted' | 'closed') => {
    deps.api.record(deps.deviceId, configId, action).catch((error: unknown) => log(`popup ${action} not recorded`, error));
  };

  const contextFor = (state: PopupRootState, trigger: PopupTrigger): PopupContext => {
    const nowMs = deps.clock.now();
    return {
      trigger,
      nowMs,
      timezoneOffsetMinutes: offset(nowMs),
      launchCount: deps.launchCount(),
      loggedIn: selectUser(state) !== null,
      vip: vipSummary(selectActingAccount(state), [], deps.nowSeconds()).isVip,
      checkoutNum: deps.storage.get('checkoutNum'),
      history: deps.storage.get('popupHistory'),
    };
  };

  startListening({
    actionCreator: popupTriggered,
    effect: async ({ payload }, api) => {
      if (!deps.allowed() || selectOpenPopup(api.getState())) return;
      // One decision at a time: a trigger that comes while one is being judged is dropped.
      api.unsubscribe();
      try {
        const pending = payload.trigger === 'launch' && deps.storage.get('unloadPopup');
        if (pending) deps.storage.set('unloadPopup', false);
        const list = await configs();
        let picked = pickPopup(list, contextFor(api.getState(), payload.trigger));
        // The checkout was closed or reloaded without paying: the launch after it counts as leaving it.
        if (!picked && pending) picked = pickPopup(list, contextFor(api.getState(), 'leaveCheckout'));
        if (!picked || selectOpenPopup(api.getState())) return;
        const window = await deps.api.window(picked.id);
        if (!deps.allowed() || selectOpenPopup(api.getState())) return;
        if (deps.onHome && !deps.onHome()) {
          deps.deferred?.(payload.trigger);
          if (pending) deps.storage.set('unloadPopup', true);
          return;
        }
        deps.storage.update('popupHistory', (history) => withShow(history, { id: picked.id, at: deps.clock.now() }));
        api.dispatch(popupOpened(window));
        record(picked.id, 'shown');
      } catch (error) {
        log('popup not shown', error);
      } finally {
        api.subscribe();
      }
    },
  });

  startListening({
    actionCreator: popupAccepted,
    effect: (_action, api) => {
      const shown = selectOpenPopup(api.getOriginalState());
      if (!shown) return;
      record(shown.id, 'accepted');
      deps.navigator.go(CHECKOUT_PATH, { query: { popup: String(shown.id) } });
    },
  });

  startListening({
    actionCreator: popupClosed,
    effect: (_action, api) => {
      const shown = selectOpenPopup(api.getOriginalState());
      if (shown) record(shown.id, 'closed');
    },
  });

  startListening({
    actionCreator: popupOfferRequested,
    effect: async ({ payload: id }, api) => {
      api.cancelActiveListeners();
      if (!deps.allowed()) return;
      try {
        api.dispatch(offerAdded((await deps.api.window(id)).package));
      } catch (error) {
        // An ended offer: the checkout keeps its usual packages.
        log('offer not loaded', error);
      }
    },
  });

  startListening({
    actionCreator: payEnded,
    effect: ({ payload }) => {
      if (payload.status !== 'paid') return;
      deps.storage.set('checkoutNum', 0);
      deps.storage.set('unloadPopup', false);
    },
  });
}
