import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { parseQuery, type PageQuery } from './query.ts';

/** The current page's query parameters as strings (the original app's `onLoad(query)`). */
export function usePageQuery(): PageQuery {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  return useMemo(() => parseQuery(searchStr), [searchStr]);
}
