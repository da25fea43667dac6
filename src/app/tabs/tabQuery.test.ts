import { createMemoryHistory } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createRouterNavigator } from '../navigation/navigator.ts';
import { createAppRouter } from '../router/router.ts';
import { AI_DESIGN_PATH } from '../router/routeTable.ts';
import { createAppStore } from '../store/store.ts';
import { tabBarAddPressed, tabSwitched } from './tabActions.ts';
import { readTabHash, selectTabQuery, tabHashPath } from './tabQuerySlice.ts';
import { syncTabQueryFromRouter } from './tabQuerySync.ts';
import { registerTabListeners } from './tabListeners.ts';
import { TABS, type TabPath } from './tabs.ts';

async function shell(start = '/pages/index/index') {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [start] }), headless: true });
  await router.load();
  const navigator = createRouterNavigator(router);
  const { store, startListening } = createAppStore();
  const trackAddClick = vi.fn();
  registerTabListeners(startListening, { navigator, trackAddClick });
  syncTabQueryFromRouter(router, store.dispatch);
  /** Waits until the router shows `path` and has finished loading it. */
  const arrive = (path: string) =>
    vi.waitFor(() => {
      expect(router.state.location.pathname).toBe(path);
      expect(router.state.status).toBe('idle');
    }, { interval: 1 });
  return { router, store, trackAddClick, arrive };
}

const tabPath = fc.constantFrom(...TABS.map((tab) => tab.path));
const query = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 4 });

describe('tab query', () => {
  it('a tab switch keeps its query in memory and in the hash, and both read back equal', async () => {
    const { router, store, arrive } = await shell();
    await fc.assert(
      fc.asyncProperty(tabPath, query, async (path, params) => {
        store.dispatch(tabSwitched({ path, query: params }));
        await arrive(path);
        // Hash → page: the address alone gives the query back (after a reload memory is gone).
        expect(readTabHash(`#${router.state.location.href}`)).toEqual({ path, query: params });
        // Memory → page.
        expect(selectTabQuery(store.getState(), path)).toEqual(params);
      }),
      {
        numRuns: 60,
        // Keys that break naive object code, plus characters the address must escape.
        examples: [
          ['/pages/my/my', Object.fromEntries([['__proto__', 'x'], ['constructor', 'y']])],
          ['/pages/template/template', { 'a&b': '=?#', 空: '标 志+%' }],
        ],
      },
    );
  });

  it('arriving on a tab by address or history fills memory from the hash', async () => {
    const { router, store, arrive } = await shell('/pages/template/template?cate=3&kw=%E6%A0%87');
    expect(selectTabQuery(store.getState(), '/pages/template/template')).toEqual({ cate: '3', kw: '标' });

    store.dispatch(tabSwitched({ path: '/pages/works/works', query: { sort: 'new' } }));
    await arrive('/pages/works/works');
    store.dispatch(tabSwitched({ path: '/pages/template/template', query: { cate: '9' } }));
    await arrive('/pages/template/template');
    // Without React, nothing subscribes the router to history (RouterProvider does): load by hand.
    router.history.back();
    await router.load();
    expect(router.state.location.pathname).toBe('/pages/works/works');
    expect(selectTabQuery(store.getState(), '/pages/works/works')).toEqual({ sort: 'new' });
  });

  it('a plain tab press clears the query the tab had', async () => {
    const { router, store, arrive } = await shell();
    store.dispatch(tabSwitched({ path: '/pages/my/my', query: { from: 'banner' } }));
    await arrive('/pages/my/my');
    store.dispatch(tabSwitched({ path: '/pages/index/index' }));
    await arrive('/pages/index/index');
    store.dispatch(tabSwitched({ path: '/pages/my/my' }));
    await arrive('/pages/my/my');
    expect(router.state.location.href).toBe('/pages/my/my');
    expect(selectTabQuery(store.getState(), '/pages/my/my')).toEqual({});
  });

  it('hash helpers ignore non-tab pages', () => {
    expect(readTabHash('#/pages/create/create?a=1')).toBeNull();
    expect(tabHashPath('/pages/works/works' satisfies TabPath, { q: 'a b' })).toBe('/pages/works/works?q=a+b');
  });
});

describe('tab bar add button', () => {
  it('records the click event once and opens AI design', async () => {
    const { store, trackAddClick, arrive } = await shell();
    store.dispatch(tabBarAddPressed());
    await arrive(AI_DESIGN_PATH);
    expect(trackAddClick).toHaveBeenCalledTimes(1);
  });
});
