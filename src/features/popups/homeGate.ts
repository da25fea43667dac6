import type { PopupTrigger } from './popupRules.ts';

/**
 * Offers only on the home page, after the person has had a moment there (issue 27): never
 * over a page they opened on purpose — the page they came for when they tapped 同意, a deep
 * link into the editor, the page they went to from the membership centre. A trigger (the
 * launch, leaving the checkout) waits until the home page has been on screen for
 * HOME_DWELL_MS without a move; leaving home before that restarts the wait on the next visit.
 */

export const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/pages/index/index']);
export const HOME_DWELL_MS = 4000;

export interface HomeGate {
  /** The address moved to `path`. */
  pathChanged(path: string): void;
  /** A trigger happened: judged once the home page has been on screen long enough. */
  want(trigger: PopupTrigger): void;
  /** True while the home page is on screen (checked again just before a pop-up opens). */
  onHome(): boolean;
}

export function createHomeGate(options: {
  initialPath: string;
  fire: (trigger: PopupTrigger) => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  dwellMs?: number;
}): HomeGate {
  const dwell = options.dwellMs ?? HOME_DWELL_MS;
  const pending = new Set<PopupTrigger>();
  let path = options.initialPath;
  let timer: unknown = null;
  const stop = () => {
    if (timer !== null) options.clearTimer(timer);
    timer = null;
  };
  const arm = () => {
    stop();
    if (pending.size === 0 || !HOME_PATHS.has(path)) return;
    timer = options.setTimer(() => {
      timer = null;
      if (!HOME_PATHS.has(path)) return;
      const due = [...pending];
      pending.clear();
      for (const trigger of due) options.fire(trigger);
    }, dwell);
  };
  return {
    pathChanged(next) {
      if (next === path) return;
      path = next;
      arm();
    },
    want(trigger) {
      pending.add(trigger);
      arm();
    },
    onHome: () => HOME_PATHS.has(path),
  };
}
