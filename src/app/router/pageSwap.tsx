import { startTransition, useEffect, useState } from 'react';
import type { RouteComponent, RouterHistory } from '@tanstack/react-router';

type HistoryAction = Parameters<Parameters<RouterHistory['subscribe']>[0]>[0]['action']['type'];

/**
 * The page swap in two steps. TanStack Router reads its state through useSyncExternalStore,
 * so a navigation renders synchronously (startTransition cannot make it yield): the old page's
 * unmount and the whole new page's render, commit and first effects ran in the task of the tap
 * that navigated (66 ms at CDP 4× for the signature grid, a long task). A page opened by a tap
 * now mounts as an empty frame in that task, and its body renders in a transition right after:
 * React renders it in 5 ms slices and the tap's task stays short.
 *
 * Before that, the router's work is cut from the tap's task too: a page route waits one task
 * in `beforeLoad` (`yieldBeforeSwap`), so the tap, the address change (history.pushState alone
 * is ~12 ms at 4×) and the route matching run in one task and the React swap in the next.
 *
 * Only a push (a tap that opens a page) is split. The first page of a launch, a replace (the
 * launch's redirects, 返回首页) and a back/forward/go through history render at once: scroll
 * restoration finds the page's full height where it left it, and a redirect while the router
 * loads is not held up.
 */
export function splitsPageSwap(lastAction: HistoryAction | null): boolean {
  return lastAction === 'PUSH';
}

/** The last history action of a router's history (null until the first, i.e. at launch). */
export function trackHistoryAction(history: RouterHistory): () => HistoryAction | null {
  let last: HistoryAction | null = null;
  history.subscribe(({ action }) => {
    last = action.type;
  });
  return () => last;
}

/** A page route's `beforeLoad`: on a forward navigation, the swap waits for the next task (not on a preload). */
export function yieldBeforeSwap(lastAction: () => HistoryAction | null) {
  return ({ preload }: { preload: boolean }): Promise<void> | undefined =>
    preload || !splitsPageSwap(lastAction()) ? undefined : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `Page` as a route component that, opened by a forward navigation, renders its body a task
 * after its frame. A lazy page's `preload` is passed through: the router loads the chunk with
 * it before the swap (without it the page would suspend instead).
 */
export function withSplitSwap(Page: RouteComponent, lastAction: () => HistoryAction | null): RouteComponent {
  function SplitSwapPage() {
    const [ready, setReady] = useState(() => !splitsPageSwap(lastAction()));
    useEffect(() => {
      if (!ready) startTransition(() => setReady(true));
    }, [ready]);
    // The same class as PageFrame's root: the column keeps its height while the body comes.
    return ready ? <Page /> : <div className="page" aria-busy="true" />;
  }
  // Read through: TanStack's lazy component drops its `preload` once loaded, so the router stops waiting on it.
  return Object.defineProperty(SplitSwapPage, 'preload', { get: () => Page.preload });
}
