import {
  createHashHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type RouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { DefailErrBoundary } from '../../pages/err/detailErr.tsx';
import NoResolveErrPage from '../../pages/err/noResolveErr.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { RootLayout } from '../shell/RootLayout.tsx';
import { PAGE_LOADING_DELAY_MS, PAGE_LOADING_MIN_MS, withLoadTimeout } from './lazyPage.ts';
import { PAGE_SOURCES, type PageSource } from './pageModules.ts';
import { trackHistoryAction, withSplitSwap, yieldBeforeSwap } from './pageSwap.tsx';
import { parseQuery, stringifyQuery } from './query.ts';
import { HOME_PATH, ROUTE_PATHS } from './routeTable.ts';

function pageComponent(source: PageSource, lastAction: ReturnType<typeof trackHistoryAction>): RouteComponent {
  return withSplitSwap('eager' in source ? source.eager : lazyRouteComponent(withLoadTimeout(source.lazy)), lastAction);
}

/**
 * Hash routing with base `/` (spec section 2): every route of the route table,
 * `/` as an alias of the home page, and the error pages wired as the router's
 * not-found and error components.
 */
export interface AppRouterOptions {
  history?: RouterHistory;
  /**
   * No DOM (Node tests, with a memory history): navigate as in a browser, but
   * without the DOM-only parts (scroll restoration, window.origin).
   */
  headless?: boolean;
  /** Runs before every page load: an in-app href to go to instead (the consent dialog, issue 15), or null. */
  redirectFor?: (href: string) => string | null;
}

function guardedBy(redirectFor: (href: string) => string | null) {
  return ({ location }: { location: { href: string } }) => {
    const to = redirectFor(location.href);
    if (to) throw redirect({ href: to, replace: true });
  };
}

export function createAppRouter(options: AppRouterOptions = {}) {
  const history = options.history ?? createHashHistory();
  // Before the router subscribes: a page mounting knows how it was reached (pageSwap.tsx).
  // Not headless: with no RouterProvider, the router loads by itself only while nothing
  // listens to its history, so the pages there swap in one step.
  const lastAction = options.headless ? () => null : trackHistoryAction(history);
  const rootRoute = createRootRoute({
    component: RootLayout,
    notFoundComponent: NoResolveErrPage,
    errorComponent: DefailErrBoundary,
    // Only when asked for, so a launch that needs no redirect loads exactly as before.
    ...(options.redirectFor ? { beforeLoad: guardedBy(options.redirectFor) } : {}),
  });
  const homeAlias = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    beforeLoad: ({ location }) => {
      throw redirect({ href: `${HOME_PATH}${location.searchStr}`, replace: true });
    },
  });
  const beforeLoad = yieldBeforeSwap(lastAction);
  const pages = ROUTE_PATHS.map((path) => createRoute({ getParentRoute: () => rootRoute, path, beforeLoad, component: pageComponent(PAGE_SOURCES[path], lastAction) }));

  return createRouter({
    routeTree: rootRoute.addChildren([homeAlias, ...pages]),
    history,
    basepath: '/',
    notFoundMode: 'root',
    defaultPendingMs: PAGE_LOADING_DELAY_MS,
    defaultPendingMinMs: PAGE_LOADING_MIN_MS,
    defaultPendingComponent: PageLoading,
    defaultErrorComponent: DefailErrBoundary,
    defaultNotFoundComponent: NoResolveErrPage,
    parseSearch: parseQuery,
    stringifySearch: stringifyQuery,
    ...(options.headless ? { isServer: false, origin: 'http://localhost', scrollRestoration: false } : { scrollRestoration: true }),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
