import type { AnyRouter } from '@tanstack/react-router';

/**
 * The app's side of the static first screen (firstScreenBoot.ts). `appStarting` runs before the
 * app reads the stored consent answer: from then on a tap on the static dialog's buttons reaches
 * the app as a `first-screen-answer` event (`takeStaticAnswers`) until the app's own dialog, which
 * looks the same, replaces it. The static layer is removed once the router has drawn its first page.
 */
export function appStarting(doc: Document): void {
  doc.documentElement.setAttribute('data-app', 'starting');
}

export function firstScreenDone(doc: Document): void {
  if (doc.documentElement.getAttribute('data-app') === 'ready') return;
  doc.getElementById('first-screen')?.remove();
  doc.documentElement.setAttribute('data-app', 'ready');
  // For `npm run bench` (e2e/bench/04-first-visit): when the app's own page replaced it.
  performance.mark('first-screen-done');
}

/**
 * Hands the screen to the app after its first page: on `onRendered`, or two frames after the
 * first load settles when the router reports no render of its own (a first load that failed
 * still shows the error page, never the static layer over it).
 */
export function handOverAfterFirstPage(router: AnyRouter, win: Window): void {
  const done = () => {
    firstScreenDone(win.document);
    stopRendered();
    stopResolved();
  };
  const stopRendered = router.subscribe('onRendered', done);
  const stopResolved = router.subscribe('onResolved', () => win.requestAnimationFrame(() => win.requestAnimationFrame(done)));
}

/**
 * An answer tapped on the static dialog after the app started (it had read "no answer yet"): the
 * app records it as its own dialog would, going on to the address the user opened.
 */
export function takeStaticAnswers(win: Window, consentPath: string, answered: (choice: 'agreed' | 'declined', from: string | null) => void): void {
  win.document.addEventListener('first-screen-answer', (event) => {
    const choice = (event as CustomEvent<unknown>).detail === 'agreed' ? 'agreed' : 'declined';
    const hash = win.location.hash.replace(/^#/, '');
    const from = hash.startsWith(consentPath) ? new URLSearchParams(hash.split('?')[1] ?? '').get('from') : hash || null;
    answered(choice, from);
  });
}
