import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { whenIdle } from '../../shared/whenIdle.ts';
import type { RoutePath } from './routeTable.ts';

/** How long after the page shows the next page's chunk is fetched (when the browser has no idle callback). */
const PRELOAD_FALLBACK_MS = 1_000;

/**
 * Fetches and evaluates the chunk of the page this one leads to, once the browser is idle:
 * a form page whose button opens a result page (AI naming). The chunk then loads while the
 * person types, not between their tap and the result: on a low-end phone its compile and
 * evaluation was one of the long tasks of that wait. A failure is ignored; the navigation
 * imports it again and says what went wrong.
 *
 * It asks the router (whose route components are lazyRouteComponent with a preload), so a
 * page that preloads another does not import the table of every page (pageModules.ts), which
 * imports that page back.
 */
export function usePreloadPage(path: RoutePath): void {
  const router = useRouter();
  useEffect(() => {
    const load = () => void router.preloadRoute({ to: path }).catch(() => undefined);
    return whenIdle(load, { timeoutMs: PRELOAD_FALLBACK_MS * 3, fallbackMs: PRELOAD_FALLBACK_MS });
  }, [router, path]);
}
