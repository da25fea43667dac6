import { internalHref, type AppNavigator } from '../navigation/navigator.ts';
import { NO_NETWORK_PATH } from '../router/routeTable.ts';
import type { AppStartListening } from '../store/listenerTypes.ts';
import { networkCheckPressed, networkRetryPressed, networkStatusChanged } from './networkSlice.ts';

export interface NetworkListenerDeps {
  navigator: AppNavigator;
  /** The browser's current belief (navigator.onLine). */
  isOnline: () => boolean;
  /** Tells the user the retry did not help. */
  toast: (text: string) => void;
  stillOfflineText: string;
}

/**
 * Issue 15: a dropped connection no longer leaves the page. Editing, autosave
 * and the image tools are local, so the shell only shows the offline banner
 * (OfflineBanner) and pages that need the server say so in place; the works
 * sync resumes on the offline → online edge (features/works/listeners.ts). The
 * no-network page is left for what truly cannot work offline: a page whose
 * code is not on this device (DefailErrBoundary) or a direct visit.
 */
export function registerNetworkListeners(startListening: AppStartListening, deps: NetworkListenerDeps): void {
  // The banner's 重试: back online only when the browser agrees, otherwise say so.
  startListening({
    actionCreator: networkCheckPressed,
    effect: (_action, api) => {
      if (deps.isOnline()) api.dispatch(networkStatusChanged(true));
      else deps.toast(deps.stillOfflineText);
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
