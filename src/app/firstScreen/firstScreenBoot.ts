import type { asksForConsent } from './consentDecision.ts';

export interface FirstScreenConfig {
  version: string;
  reaskAfterDeclineMs: number;
  /** Hash paths that show the home page (the app's default route and its spec path). */
  homePaths: string[];
}

/**
 * The first screen before the app's script arrives (issue 30): index.html carries a static
 * privacy dialog and a static home page; this picks which one shows, and lets the dialog's two
 * buttons record the answer in the app's own storage format, so a tap is never lost on a slow
 * network. Self-contained: the build inlines its source into index.html. Once the app's script
 * starts, `document.documentElement.dataset.app` is set and a tap on the static buttons goes to
 * the app as an event instead, so an answer is never recorded twice or behind the app's back.
 */
export function bootFirstScreen(config: FirstScreenConfig, asks: typeof asksForConsent): void {
  const screen = document.getElementById('first-screen');
  if (!screen) return;
  const routeOf = () => (location.hash.replace(/^#/, '').split('?')[0] || '/');
  const show = (what: 'consent' | 'home' | 'splash') => {
    screen.setAttribute('data-show', what);
  };
  const afterAnswer = () => show(config.homePaths.indexOf(routeOf()) >= 0 ? 'home' : 'splash');
  let record = null;
  try {
    record = JSON.parse(localStorage.getItem('privacyConsent') || 'null');
  } catch {
    record = null;
  }
  const readable = routeOf() === '/pages/webView/privacyPage' || routeOf() === '/pages/webView/userPage';
  if (asks(record, Date.now(), config.version, config.reaskAfterDeclineMs) && !readable) show('consent');
  else afterAnswer();

  const answer = (choice: 'agreed' | 'declined') => {
    if (document.documentElement.hasAttribute('data-app')) {
      // The app has started and already read the stored answer: it takes this one
      // (`first-screen-answer`, src/app/firstScreen/takeOver.ts) so the tap is not lost.
      document.dispatchEvent(new CustomEvent('first-screen-answer', { detail: choice }));
      afterAnswer();
      return;
    }
    try {
      localStorage.setItem('privacyConsent', JSON.stringify({ choice, at: Date.now(), version: config.version }));
    } catch {
      // Storage full or blocked: the app's own dialog asks again and reports the failure.
      return;
    }
    afterAnswer();
  };
  screen.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const button = target && target.closest ? target.closest('[data-first-screen-answer]') : null;
    if (button) answer(button.getAttribute('data-first-screen-answer') === 'agreed' ? 'agreed' : 'declined');
  });
  // A tool tapped before the app arrives: its address is kept in the hash, the router opens it.
  window.addEventListener('hashchange', () => {
    if (screen.getAttribute('data-show') === 'home') show('splash');
  });
}
