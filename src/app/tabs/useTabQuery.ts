import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAppDispatch } from '../store/hooks.ts';
import { parseQuery, type PageQuery } from '../router/query.ts';
import { tabSwitched } from './tabActions.ts';
import { isTabPath, type TabPath } from './tabs.ts';

/**
 * The query the current tab was opened with. It is read from the hash, the
 * source of truth after a reload or a history step; the tabQuery slice mirrors
 * it (kept equal by tabQuerySync) for code outside React. Empty off tab pages.
 */
export function useTabQuery(): PageQuery {
  const pathname = useLocation({ select: (location) => location.pathname });
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const onTab = isTabPath(pathname);
  return useMemo(() => (onTab ? parseQuery(searchStr) : {}), [onTab, searchStr]);
}

/** Switch to a tab page carrying query parameters (kept in memory and in the hash). */
export function useSwitchTab(): (path: TabPath, query?: PageQuery) => void {
  const dispatch = useAppDispatch();
  return (path, query) => {
    dispatch(tabSwitched({ path, query: query ?? {} }));
  };
}
