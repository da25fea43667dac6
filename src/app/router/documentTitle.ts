import type { AnyRouter } from '@tanstack/react-router';
import { strings } from '../../shared/strings.ts';
import { isRoutePath, NO_RESOLVE_PATH, routeTitle } from './routeTable.ts';

/** Keeps the browser tab's title on the page being shown (history lists and screen readers use it). */
export function syncDocumentTitle(router: AnyRouter, doc: Document): () => void {
  const apply = (pathname: string) => {
    const page = routeTitle(isRoutePath(pathname) ? pathname : NO_RESOLVE_PATH);
    doc.title = pathname === '/pages/index/index' ? strings.app.name : `${page} - ${strings.app.name}`;
  };
  apply(router.state.location.pathname);
  return router.subscribe('onResolved', ({ toLocation }) => apply(toLocation.pathname));
}
