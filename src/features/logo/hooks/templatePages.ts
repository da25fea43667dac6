import type { TemplateRecord } from '../../../../workers/core/catalogue/types.ts';

/** A paged list as the templates page holds it (pure, so the rules are tested in Node). */
export interface PagedList {
  items: TemplateRecord[];
  /** Pages loaded so far. */
  page: number;
  total: number | null;
  status: 'idle' | 'loading' | 'error';
  /** Bumped by every refresh/filter change: answers for an older list are dropped. */
  generation: number;
}

export const emptyList = (generation = 0): PagedList => ({ items: [], page: 0, total: null, status: 'idle', generation });

export function hasMore(list: PagedList): boolean {
  return list.total === null || list.items.length < list.total;
}

/** Whether a "load more" should start now (not while loading, not after the end, not after an error until retried). */
export function canLoadMore(list: PagedList): boolean {
  return list.status === 'idle' && hasMore(list);
}

/** Appends a page, skipping records already shown (new templates may shift the pages). */
export function withPage(list: PagedList, generation: number, page: number, items: readonly TemplateRecord[], total: number): PagedList {
  if (generation !== list.generation) return list;
  const seen = new Set(list.items.map((item) => item.id));
  const fresh = items.filter((item) => !seen.has(item.id));
  // An empty page before the total is reached means the list shrank: stop here.
  const end = items.length === 0 ? list.items.length + fresh.length : total;
  return { ...list, items: [...list.items, ...fresh], page, total: end, status: 'idle' };
}
