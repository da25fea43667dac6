/** What a route needs first, as the build found it (scripts/vite-plugin-route-preload.ts). */
export interface EarlyRoute {
  /** The hash path, e.g. `/pages/create/create`. */
  path: string;
  /** The page's module chunks not already in index.html. */
  scripts: string[];
  /** The stylesheets those chunks bring. */
  styles: string[];
  /** Workers the page starts when it mounts: `name` as kinds.ts names it. */
  workers: { name: string; url: string }[];
}

/** Where the workers started here wait for the app (src/app/workers/earlyWorkers.ts takes them). */
export const EARLY_WORKERS_KEY = '__bzsjEarlyWorkers';

/**
 * Issue 30: when the address is a route the build listed, asks for everything the page needs at
 * once, while the app's own script is still on its way: the page's chunks as module preloads (the
 * router's import finds them there), its stylesheets as preloads, and its workers started (the
 * app adopts them instead of starting its own). Not while the privacy dialog is up: nothing but
 * the dialog is wanted before the answer, and a refusal may never open the page. Self-contained:
 * the build inlines its source into index.html, after the first screen's script, and passes
 * EARLY_WORKERS_KEY as `workersKey`.
 */
export function startRouteEarly(routes: EarlyRoute[], workersKey: string): void {
  const path = location.hash.replace(/^#/, '').split('?')[0];
  const route = routes.filter((candidate) => candidate.path === path)[0];
  if (!route) return;
  const screen = document.getElementById('first-screen');
  if (screen && screen.getAttribute('data-show') === 'consent') return;
  const link = (rel: string, href: string, as?: string) => {
    const element = document.createElement('link');
    element.rel = rel;
    if (as) element.as = as;
    // The same request mode as the module scripts Vite emits (crossorigin), so they are used.
    element.crossOrigin = '';
    element.setAttribute('href', href);
    document.head.appendChild(element);
  };
  for (const href of route.scripts) link('modulepreload', href);
  for (const href of route.styles) link('preload', href, 'style');
  if (typeof Worker !== 'function') return;
  const started: Record<string, Worker> = {};
  (window as unknown as Record<string, unknown>)[workersKey] = started;
  // Each worker in a task of its own after the next frame: creating one held the main thread
  // for a long while at CPU 4× (a trace of a return visit), in front of the first screen's paint.
  const startOne = (index: number) => {
    const next = route.workers[index];
    if (!next) return;
    const { name, url } = next;
    try {
      const worker = new Worker(url, { type: 'module', name });
      // A script that fails to load is not handed over: the app starts its own and reports that one.
      worker.addEventListener('error', () => {
        if (started[name] === worker) delete started[name];
        worker.terminate();
      });
      started[name] = worker;
    } catch {
      // No module workers: the app starts them as it always did.
    }
    setTimeout(() => startOne(index + 1), 0);
  };
  requestAnimationFrame(() => setTimeout(() => startOne(0), 0));
}
