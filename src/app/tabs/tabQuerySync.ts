import type { AnyRouter } from '@tanstack/react-router';
import type { Dispatch } from '@reduxjs/toolkit';
import { parseQuery } from '../router/query.ts';
import { tabQueryStored } from './tabQuerySlice.ts';
import { isTabPath } from './tabs.ts';

/**
 * Any arrival on a tab page (tab press, history step, typed address) copies
 * the hash query into memory, so memory and hash never disagree.
 */
export function syncTabQueryFromRouter(router: AnyRouter, dispatch: Dispatch): () => void {
  const copy = (pathname: string, searchStr: string) => {
    if (isTabPath(pathname)) dispatch(tabQueryStored({ path: pathname, query: parseQuery(searchStr) }));
  };
  copy(router.state.location.pathname, router.state.location.searchStr);
  return router.subscribe('onBeforeLoad', ({ toLocation }) => copy(toLocation.pathname, toLocation.searchStr));
}
