import { internalHref, type AppNavigator } from '../navigation/navigator.ts';
import { HANDLES_OFFLINE_ITSELF, NO_NETWORK_PATH } from '../router/routeTable.ts';
import type { AppStartListening } from '../store/listenerTypes.ts';
import { networkRetryPressed, networkStatusChanged } from './networkSlice.ts';

export interface NetworkListenerDeps {
  navigator: AppNavigator;
  /** The browser's current belief (navigator.onLine). */
  isOnline: () => boolean;
  /** Tells the user the retry did not help. */
  toast: (text: string) => void;
  stillOfflineText: string;
}

export function registerNetworkListeners(startListening: AppStartListening, deps: NetworkListenerDeps): void {
  // Only the online → offline edge navigates, so a burst of failing calls opens the page once.
  startListening({
    predicate: (_action, current, previous) => previous.network.online && !current.network.online,
    effect: () => {
      const path = deps.navigator.currentPath();
      if (path === NO_NETWORK_PATH || HANDLES_OFFLINE_ITSELF.has(path)) return;
      deps.navigator.go(NO_NETWORK_PATH, { query: { from: deps.navigator.currentHref() } });
    },
  });
  startListening({
    actionCreator: networkRetryPressed,
    effect: ({ payload }, api) => {
      if (!deps.isOnline()) {
        deps.toast(deps.stillOfflineText);
        return;
      }
      api.dispatch(networkStatusChanged(true));
      const from = internalHref(payload.from);
      if (from && !from.startsWith(NO_NETWORK_PATH)) deps.navigator.go(from, { replace: true });
      else deps.navigator.home({ replace: true });
    },
  });
}
