import type { AnyRouter } from '@tanstack/react-router';
import { HOME_PATH } from '../router/routeTable.ts';
import { stringifyQuery, type PageQuery } from '../router/query.ts';

/**
 * The one way non-React code (listeners, services) moves between pages. It
 * wraps the router so tests can hand listeners a fake.
 */
export interface AppNavigator {
  /** `to` is a path, optionally with `?query`; `query` is merged over it. */
  go(to: string, options?: { query?: PageQuery; replace?: boolean }): void;
  /** History back without running the page's back-press handler again. */
  back(): void;
  home(options?: { replace?: boolean }): void;
  canGoBack(): boolean;
  currentPath(): string;
  /** Path plus `?query`, the form `go` accepts. */
  currentHref(): string;
}

export function createRouterNavigator(router: AnyRouter): AppNavigator {
  const go: AppNavigator['go'] = (to, options = {}) => {
    const href = options.query ? withQuery(to, options.query) : to;
    void router.navigate({ href, replace: options.replace ?? false });
  };
  return {
    go,
    back: () => router.history.back({ ignoreBlocker: true }),
    home: (options = {}) => go(HOME_PATH, { replace: options.replace ?? true }),
    canGoBack: () => router.history.canGoBack(),
    currentPath: () => router.state.location.pathname,
    currentHref: () => `${router.state.location.pathname}${router.state.location.searchStr}`,
  };
}

function withQuery(to: string, query: PageQuery): string {
  const start = to.indexOf('?');
  const path = start < 0 ? to : to.slice(0, start);
  const merged = { ...Object.fromEntries(new URLSearchParams(start < 0 ? '' : to.slice(start))), ...query };
  return `${path}${stringifyQuery(merged)}`;
}

/**
 * `?from=` values come from the address, which anyone can write: only an
 * in-app path is followed, never another site (`https://…`, `//host`, `/\host`).
 */
export function internalHref(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters are dropped by URL parsing and could turn `/\t/host` into `//host`.
  return [...raw].some((char) => char.charCodeAt(0) < 0x20) ? null : raw;
}
