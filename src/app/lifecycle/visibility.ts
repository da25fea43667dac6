import type { LifecycleDeps } from './deps.ts';
import { runLaunch, type LaunchOutcome } from './launch.ts';
import { onHide, onShow, type ShowOutcome } from './show.ts';

/**
 * Wires launch/show/hide to page visibility. The shell calls
 * startAppLifecycle once at start; tests pass a fake visibility source.
 */

export interface VisibilitySource {
  isVisible(): boolean;
  /** Calls `listener` whenever visibility may have changed; returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function documentVisibility(doc: Document = document): VisibilitySource {
  return {
    isVisible: () => doc.visibilityState === 'visible',
    subscribe(listener) {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

export interface RunningLifecycle {
  launched: Promise<LaunchOutcome>;
  /** Stops listening to visibility. */
  stop(): void;
}

export function startAppLifecycle(
  deps: LifecycleDeps,
  source: VisibilitySource = documentVisibility(),
  /** Called with each show's outcome (account slots after the refresh). */
  onShown: (outcome: ShowOutcome) => void = () => undefined,
): RunningLifecycle {
  const launched = runLaunch(deps);
  let visible = source.isVisible();
  const show = () => {
    void onShow(deps).then(onShown);
  };
  if (visible) show();
  const unsubscribe = source.subscribe(() => {
    const now = source.isVisible();
    if (now === visible) return;
    visible = now;
    if (now) show();
    else onHide(deps);
  });
  return { launched, stop: unsubscribe };
}
