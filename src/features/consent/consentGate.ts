import { createAction } from '@reduxjs/toolkit';
import { internalHref, type AppNavigator } from '../../app/navigation/navigator.ts';
import type { AppStartListening } from '../../app/store/listenerTypes.ts';
import type { Clock } from '../../services/clock.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import { readConsentMode, recordConsent, type ConsentChoice, type ConsentMode } from './consentRecord.ts';

/**
 * Holds the app at the consent dialog (/pages/startPage/privacy) until the
 * user answers: the launch (guest registration, analytics, config and
 * location reads) starts only from `decided`. While undecided, every other
 * address leads back to the dialog, except the two documents it links to.
 */

export const CONSENT_PATH = '/pages/startPage/privacy';
const READABLE_WHILE_ASKING = new Set<string>([CONSENT_PATH, '/pages/webView/privacyPage', '/pages/webView/userPage']);

/** From the dialog (`from` = the address the user opened) or the privacy page's choice (`from` null). */
export const consentAnswered = createAction<{ choice: ConsentChoice; from: string | null }>('consent/answered');

export interface ConsentGateDeps {
  storage: AppStorage;
  clock: Clock;
  startListening: AppStartListening;
  navigator: AppNavigator;
  /** A failed write (storage full): the answer still holds for this page load. */
  onStorageError?: (message: string) => void;
}

export interface ConsentGate {
  mode(): ConsentMode;
  /** Settles once with 'full' or 'basic' (at once when answered on an earlier launch). */
  decided: Promise<Exclude<ConsentMode, 'ask'>>;
  /** For the router, before every page load: where `href` must go instead, or null. */
  redirectFor(href: string): string | null;
}

export function installConsentGate(deps: ConsentGateDeps): ConsentGate {
  let mode = readConsentMode(deps.storage, deps.clock.now());
  let resolve: (decided: Exclude<ConsentMode, 'ask'>) => void = () => undefined;
  const decided = new Promise<Exclude<ConsentMode, 'ask'>>((done) => {
    resolve = done;
  });
  if (mode !== 'ask') resolve(mode);

  const redirectFor = (href: string): string | null => {
    const path = href.split(/[?#]/)[0] ?? href;
    if (mode !== 'ask' || READABLE_WHILE_ASKING.has(path)) return null;
    return `${CONSENT_PATH}?${new URLSearchParams({ from: href }).toString()}`;
  };

  deps.startListening({
    actionCreator: consentAnswered,
    effect: ({ payload }) => {
      const saved = recordConsent(deps.storage, payload.choice, deps.clock.now());
      if (!saved.ok) deps.onStorageError?.(saved.error.message);
      const wasAsking = mode === 'ask';
      mode = payload.choice === 'agreed' ? 'full' : 'basic';
      if (!wasAsking) return;
      resolve(mode);
      const from = internalHref(payload.from);
      if (from && !from.startsWith(CONSENT_PATH)) deps.navigator.go(from, { replace: true });
      else deps.navigator.home({ replace: true });
    },
  });

  return { mode: () => mode, decided, redirectFor };
}
