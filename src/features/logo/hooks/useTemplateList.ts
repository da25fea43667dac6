import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../../app/pageApi.ts';
import { fetchTemplates, type TemplateFilter } from '../app/templatesApi.ts';
import { canLoadMore, emptyList, withPage, type PagedList } from './templatePages.ts';

/**
 * A content-service template list for a filter: first page on mount and on filter
 * change, `loadMore` on reach-bottom, `refresh` for pull-down. Stale answers are dropped.
 */
export function useTemplateList(filter: TemplateFilter | null) {
  const { api } = useAppServices();
  const [list, setList] = useState<PagedList>(emptyList);
  const state = useRef(list);
  const key = JSON.stringify(filter);

  const update = useCallback((next: PagedList) => {
    state.current = next;
    setList(next);
  }, []);

  const load = useCallback(
    async (current: PagedList) => {
      if (!filter || !canLoadMore(current)) return;
      const generation = current.generation;
      const page = current.page + 1;
      update({ ...current, status: 'loading' });
      try {
        const reply = await fetchTemplates(api, filter, page);
        update(withPage(state.current, generation, page, reply.list, reply.total));
      } catch {
        if (state.current.generation === generation) update({ ...state.current, status: 'error' });
      }
    },
    // The filter is compared by value (key), not identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, key, update],
  );

  const refresh = useCallback(async () => {
    const fresh = emptyList(state.current.generation + 1);
    update(fresh);
    await load(fresh);
  }, [load, update]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return {
    list,
    loadMore: useCallback(() => void load(state.current), [load]),
    retry: useCallback(() => void load({ ...state.current, status: 'idle' }), [load]),
    refresh,
  };
}
