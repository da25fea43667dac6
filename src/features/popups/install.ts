import type { AppNavigator } from '../../app/navigation/navigator.ts';
import type { AppStartListening } from '../../app/store/listenerTypes.ts';
import type { AppDispatch } from '../../app/store/store.ts';
import type { ApiClient } from '../../services/api/client.ts';
import type { Clock } from '../../services/clock.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import { checkoutMove, leftWithoutPaying, pathOf } from './checkoutWatch.ts';
import { createHomeGate } from './homeGate.ts';
import { createPopupApi } from './popupApi.ts';
import { CHECKOUT_PATH, registerPopupListeners, type PopupRootState } from './popupListeners.ts';
import { popupTriggered } from './popupSlice.ts';

export interface PopupsInstall {
  /** The launch ran with consent: consider the launch offers (the welcome). */
  launched(launchCount: number): void;
}

/**
 * Called once by the shell (bootstrap.ts). Watches the address for entering
 * and leaving the membership centre, and the page being closed on it; offers wait
 * for the home page (homeGate.ts); the listeners decide the rest. Nothing reaches the network unless `allowed()`
 * (consent given); the launch offers wait for `launched`.
 */
export function installPopups(options: {
  dispatch: AppDispatch;
  getState: () => PopupRootState;
  startListening: AppStartListening;
  api: ApiClient;
  storage: AppStorage;
  clock: Clock;
  deviceId: string;
  navigator: Pick<AppNavigator, 'go' | 'currentPath'>;
  allowed: () => boolean;
  subscribeAddress: (listener: (href: string) => void) => void;
  win: Pick<Window, 'addEventListener' | 'setTimeout' | 'clearTimeout'>;
  /** How long the home page must be on screen before an offer (tests shorten it). */
  homeDwellMs?: number;
  log?: (message: string, error: unknown) => void;
}): PopupsInstall {
  const { storage, dispatch } = options;
  let launchCount = 0;
  const gate = createHomeGate({
    initialPath: options.navigator.currentPath(),
    fire: (trigger) => dispatch(popupTriggered({ trigger })),
    setTimer: (run, ms) => options.win.setTimeout(run, ms),
    clearTimer: (timer) => options.win.clearTimeout(timer as number),
    dwellMs: options.homeDwellMs,
  });
  registerPopupListeners(options.startListening.withTypes<PopupRootState, AppDispatch>(), {
    api: createPopupApi(options.api),
    storage,
    clock: options.clock,
    deviceId: options.deviceId,
    navigator: options.navigator,
    nowSeconds: () => options.api.time.nowSeconds(),
    allowed: options.allowed,
    // Before this launch is counted (a checkout left very early), the stored count.
    launchCount: () => launchCount || storage.get('firstLaunch'),
    onHome: gate.onHome,
    // Judged while on home, but the person moved on before it opened: wait for the next visit.
    deferred: (trigger) => gate.want(trigger),
    log: options.log,
  });

  const payStatus = () => options.getState().checkout?.payStatus;
  let path: string | null = options.navigator.currentPath();
  if (path === CHECKOUT_PATH) storage.update('checkoutNum', (count) => count + 1);
  options.subscribeAddress((href) => {
    const next = pathOf(href);
    const move = checkoutMove(path, next);
    path = next;
    gate.pathChanged(next);
    if (move === 'entered') storage.update('checkoutNum', (count) => count + 1);
    if (move === 'left' && leftWithoutPaying(payStatus(), next)) gate.want('leaveCheckout');
  });
  // Closing or reloading the page on the membership centre is leaving it too: remembered for the next launch.
  options.win.addEventListener('pagehide', () => {
    if (path === CHECKOUT_PATH && leftWithoutPaying(payStatus(), '')) storage.set('unloadPopup', true);
  });

  return {
    launched(count) {
      launchCount = count;
      gate.want('launch');
    },
  };
}
