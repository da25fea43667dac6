import { createLifecycleSession, documentVisibility, startAppLifecycle } from './lifecycle/index.ts';
import { installAccountFeature } from '../features/account/install.ts';
import { createAttributionApi } from '../features/attribution/attributionApi.ts';
import { installAttribution } from '../features/attribution/install.ts';
import { CONSENT_PATH, consentAnswered, installConsentGate } from '../features/consent/consentGate.ts';
import { readConsentMode } from '../features/consent/consentRecord.ts';
import { gateAnalytics } from '../features/consent/gatedAnalytics.ts';
import { installPopups } from '../features/popups/install.ts';
import { createAppStorage } from '../services/storage/index.ts';
import { registerWorksListeners } from '../features/works/listeners.ts';
import { trackAddButtonClick } from '../services/analytics/index.ts';
import { systemClock } from '../services/clock.ts';
import { strings } from '../shared/strings.ts';
import { whenIdle } from '../shared/whenIdle.ts';
import { createBackPressRegistry, pressBack } from './back/backPress.ts';
import type { BackPressApi } from './back/backPressContext.tsx';
import { installPopstateBack } from './back/popstateBack.ts';
import { watchKeyboard } from './keyboard/keyboardWatch.ts';
import { announcementOpened } from './modal/modalSlice.ts';
import { appStarting, handOverAfterFirstPage, takeStaticAnswers } from './firstScreen/takeOver.ts';
import { createRouterNavigator, type AppNavigator } from './navigation/navigator.ts';
import { createNativeBridge, installNativeBridge } from '../services/bridge/index.ts';
import { startNativeShell, withNativeWebView } from './shell/nativeShell.ts';
import { configuredMirrors, routeToMirror } from './network/mirrorHosts.ts';
import { registerNetworkListeners } from './network/networkListeners.ts';
import { registerServiceWorker } from './offline/registerServiceWorker.ts';
import { networkErrorReported, networkStatusChanged, selectOnline } from './network/networkSlice.ts';
import { reportingFetch, watchNetwork } from './network/networkWatch.ts';
import { syncDocumentTitle } from './router/documentTitle.ts';
import { createAppRouter, type AppRouter } from './router/router.ts';
import { APP_VERSION, createServices, detectHarmony } from './services/createServices.ts';
import type { AppServices } from './services/servicesContext.tsx';
import { createAppStore, type AppStore } from './store/store.ts';
import { registerTabListeners } from './tabs/tabListeners.ts';
import { syncTabQueryFromRouter } from './tabs/tabQuerySync.ts';
import { registerToastListeners } from './toast/toastListeners.ts';
import { toastShown } from './toast/toastSlice.ts';

/** Longest wait for idle time before the launch runs anyway (a page that keeps the thread busy). */
const LAUNCH_IDLE_TIMEOUT_MS = 2_000;
/** Where there are no idle callbacks (Safari): after the first page's render, roughly. */
const LAUNCH_FALLBACK_MS = 300;

export interface AppShell {
  store: AppStore;
  router: AppRouter;
  navigator: AppNavigator;
  backPress: BackPressApi;
  services: AppServices;
}

/**
 * Start-up wiring, run once from main.tsx: store, router, services, the
 * listeners that hold the shell's side effects, the browser watchers, and the
 * launch/show/hide lifecycle (whose announcement opens the 公告 modal).
 */
export function startApp(win: Window = window): AppShell {
  const { store, startListening } = createAppStore();
  const toast = (text: string) => store.dispatch(toastShown(text));

  // Issue 15: a launch that must first ask for privacy consent gets a router that holds every
  // address at the dialog; the gate that answers is installed below, before the first load.
  let redirectFor: (href: string) => string | null = () => null;
  // Issue 30: from here on index.html's static first screen leaves the answer to the app.
  appStarting(win.document);
  const mustAsk = readConsentMode(createAppStorage(), systemClock.now()) === 'ask';
  const router = createAppRouter(mustAsk ? { redirectFor: (href) => redirectFor(href) } : {});
  handOverAfterFirstPage(router, win);
  // The one native bridge (issue 15): the Harmony shell's when its host object is injected, else the web's.
  const routerNavigator = createRouterNavigator(router);
  const bridge = createNativeBridge(win, { go: (path, options) => routerNavigator.go(path, options), document: win.document, navigator: win.navigator });
  installNativeBridge(bridge);
  const navigator = withNativeWebView(routerNavigator, bridge);
  const registry = createBackPressRegistry();
  installPopstateBack(router.history, registry);

  const reporting = reportingFetch(
    win.fetch.bind(win),
    () => store.dispatch(networkErrorReported()),
    () => {
      // A response to a request sent before the connection dropped can arrive after it: it does
      // not mean the network is back while the browser still says it is offline (the 'online' event does).
      if (!selectOnline(store.getState()) && win.navigator.onLine !== false) store.dispatch(networkStatusChanged(true));
    },
  );
  // Spec 7: the API goes to the first healthy configured mirror (none configured: this origin).
  const mirrors = routeToMirror(configuredMirrors(), reporting, win.fetch.bind(win));
  const { deviceId, ...created } = createServices({ fetch: mirrors.fetch });
  // Issue 15: nothing is registered or recorded before the privacy dialog is answered.
  const consent = installConsentGate({
    storage: created.storage,
    clock: systemClock,
    startListening,
    navigator,
    onStorageError: toast,
  });
  redirectFor = consent.redirectFor;
  // Issue 30: a tap on index.html's static dialog after this point is the app's answer too.
  takeStaticAnswers(win, CONSENT_PATH, (choice, from) => store.dispatch(consentAnswered({ choice, from })));
  const services = { ...created, analytics: gateAnalytics(created.analytics, () => consent.mode() === 'full') };
  // Safe area from the shell (stored as `systemInfo` for the next launch's first frame).
  void startNativeShell({
    bridge,
    storage: services.storage,
    style: win.document.documentElement.style,
    screen: { width: win.screen.width, height: win.screen.height, pixelRatio: win.devicePixelRatio },
    now: () => systemClock.now(),
    log: (message, error) => console.warn(message, error),
  });

  registerToastListeners(startListening, systemClock);
  registerTabListeners(startListening, { navigator, trackAddClick: () => trackAddButtonClick(services.analytics) });
  registerNetworkListeners(startListening, {
    navigator,
    isOnline: () => win.navigator.onLine,
    toast,
    stillOfflineText: strings.errors.stillOffline,
  });

  syncTabQueryFromRouter(router, store.dispatch);
  syncDocumentTitle(router, win.document);
  watchNetwork(win, store.dispatch);
  registerServiceWorker(win);
  watchKeyboard(win, store.dispatch);

  // Accounts (issue 5): user slice + listeners; the lifecycle reports account changes to it.
  const account = installAccountFeature({ dispatch: store.dispatch, startListening, api: services.api, storage: services.storage, navigator, toast });
  // Works (issue 7): autosave of the open work, journal recovery, sync of the user's folder.
  registerWorksListeners(startListening, {
    storage: services.storage,
    api: services.api,
    dispatch: store.dispatch,
    getState: store.getState,
    toast,
    win,
    subscribeAddress: (listener) => router.history.subscribe(({ location }) => listener(location.href)),
    replaceAddress: (href) => navigator.go(href, { replace: true }),
  });

  // Offers (issue 15): pop-ups on launch and on leaving the membership centre, only with consent.
  const popups = installPopups({
    dispatch: store.dispatch,
    getState: store.getState,
    startListening,
    api: services.api,
    storage: services.storage,
    clock: systemClock,
    deviceId,
    navigator,
    allowed: () => consent.mode() === 'full',
    subscribeAddress: (listener) => router.history.subscribe(({ location }) => listener(location.href)),
    win,
  });

  // Ad attribution (issue 15): the device's source and conversions, only with consent.
  const attribution = installAttribution(startListening, {
    api: createAttributionApi(services.api),
    storage: services.storage,
    deviceId,
    appVersion: APP_VERSION,
    userAgent: win.navigator.userAgent,
    href: win.location.href,
    sha256: sha256Hex,
    platform: detectHarmony(win.navigator.userAgent) ? 'harmony' : 'web',
    allowed: () => consent.mode() === 'full',
  });

  // Launch waits for the consent answer; a refusal launches without a guest account (analytics is gated above).
  const startLifecycle = (registerGuest: boolean) => {
    const lifecycle = startAppLifecycle(
      {
        registerGuest,
        api: services.api,
        storage: services.storage,
        analytics: services.analytics,
        clock: systemClock,
        isHarmony: detectHarmony(win.navigator.userAgent),
        deviceId,
        onAnnouncement: (text) => store.dispatch(announcementOpened(text)),
        session: createLifecycleSession(),
      },
      documentVisibility(win.document),
      (shown) => account.accountsChanged(shown),
    );
    // A full or blocked storage must be said, never silent (DESIGN.md, data safety).
    void lifecycle.launched.then((outcome) => {
      if (outcome.storageError) toast(outcome.storageError.message);
      account.accountsChanged(outcome);
      if (registerGuest) {
        popups.launched(outcome.launchCount);
        attribution.launched(outcome.launchCount);
      }
    });
  };
  // Issue 30: the launch (its requests, the guest account, the 公告, then the launch offers)
  // waits for idle time after the first page, at most LAUNCH_IDLE_TIMEOUT_MS: no first screen
  // needs it, and on a slow phone it was ~100 ms of the start-up's longest task.
  const launchWhenIdle = (registerGuest: boolean) => whenIdle(() => startLifecycle(registerGuest), { timeoutMs: LAUNCH_IDLE_TIMEOUT_MS, fallbackMs: LAUNCH_FALLBACK_MS });
  const answered = consent.mode();
  if (answered === 'ask') void consent.decided.then((mode) => launchWhenIdle(mode === 'full'));
  else launchWhenIdle(answered === 'full');

  return { store, router, navigator, backPress: { registry, press: () => pressBack(registry, navigator) }, services };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
