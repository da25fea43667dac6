import type { RouterHistory } from '@tanstack/react-router';
import type { BackPressRegistry } from './backPress.ts';

/**
 * The browser's back button (popstate) asks the current page's handler too.
 * When the handler consumes the press, the history blocker undoes the step so
 * the user stays on the page. Forward, push and replace are never blocked.
 */
export function installPopstateBack(history: RouterHistory, registry: BackPressRegistry): () => void {
  return history.block({
    blockerFn: ({ action }) => action === 'BACK' && registry.size() > 0 && registry.dispatch(),
    enableBeforeUnload: false,
  });
}
