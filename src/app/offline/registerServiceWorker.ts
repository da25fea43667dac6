/**
 * Registers public/sw.js (issue 15) so the app shell, the pages and font slices
 * already used, the catalogue and the works open after an offline reload.
 * Only in a production build: the dev server's modules change on every edit.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const container = win.navigator.serviceWorker;
  const register = () => {
    container
      .register('/sw.js', { scope: '/' })
      .then(() => container.ready)
      .then((registration) => {
        // What this first visit loaded before the worker controlled the page: cache it too.
        const urls = win.performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'warm', urls: [...urls, win.location.href.split('#')[0]] });
      })
      .catch((error: unknown) => console.warn('[offline] service worker not registered', error));
  };
  // After load, so registering never competes with the first render.
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
