/**
 * Back-press handlers (spec section 2: "the back button triggers the current
 * page's back-press behaviour"). As in the original app's `onBackPress`, a
 * handler returns `true` when it handled the press itself; anything else lets
 * the default run (history back, or home when there is no history).
 *
 * The newest registration wins: a dialog opened by a page registers after the
 * page and so gets the press first; unmounting removes it again.
 */
export type BackPressHandler = () => boolean | void;

export interface BackPressRegistry {
  register(handler: BackPressHandler): () => void;
  /** Runs the current handler; true when it consumed the press. */
  dispatch(): boolean;
  size(): number;
}

export function createBackPressRegistry(): BackPressRegistry {
  // Entries are boxes, not handlers, so the same function registered twice unregisters exactly once.
  const stack: Array<{ handler: BackPressHandler }> = [];
  return {
    register(handler) {
      const entry = { handler };
      stack.push(entry);
      return () => {
        const index = stack.lastIndexOf(entry);
        if (index >= 0) stack.splice(index, 1);
      };
    },
    dispatch() {
      const top = stack[stack.length - 1];
      return top ? top.handler() === true : false;
    },
    size: () => stack.length,
  };
}

export interface BackNavigation {
  canGoBack(): boolean;
  /** History back without asking the handlers again. */
  back(): void;
  home(): void;
}

/** The header back button: the page's handler first, then the default. */
export function pressBack(registry: BackPressRegistry, navigation: BackNavigation): void {
  if (registry.dispatch()) return;
  goBackByDefault(navigation);
}

export function goBackByDefault(navigation: BackNavigation): void {
  if (navigation.canGoBack()) navigation.back();
  else navigation.home();
}
