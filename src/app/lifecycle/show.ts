import { LAUNCH_EVENT } from '../../services/analytics/events.ts';
import { refreshAccount, readAccountSlots, type AccountSlots } from './account.ts';
import { logOf, type LifecycleDeps } from './deps.ts';

/**
 * Show and hide, spec section 4. Call onShow when the page becomes visible
 * (including once at start, right after runLaunch begins) and onHide when it
 * is hidden.
 *
 * The spec says both launch ("count the launch") and show ("increment the
 * launch counter") count. The stored `firstLaunch` counter is counted once per
 * page load by runLaunch; show counts the shows of this page load in the
 * session, and from the second one on — a return to the app — logs a launch
 * event. Counting both into `firstLaunch` would double every start.
 */

export interface ShowOutcome extends AccountSlots {
  /** Shows in this page load, this one included. */
  showCount: number;
  /** Resume callbacks that ran. */
  resumed: number;
}

export async function onShow(deps: LifecycleDeps): Promise<ShowOutcome> {
  const log = logOf(deps);
  const resumed = deps.session.resume.drain((error) => log('resume callback failed', error));
  deps.session.shows += 1;
  const showCount = deps.session.shows;
  if (showCount >= 2) {
    deps.analytics.track(LAUNCH_EVENT, { show_count: showCount, launch_count: deps.storage.get('firstLaunch') });
  }
  const refreshed = await refreshAccount(deps);
  if (refreshed && !refreshed.ok) log('local write failed', refreshed.error.cause);
  return { showCount, resumed, ...readAccountSlots(deps.storage) };
}

/** Stores the hide time and sends queued analytics by beacon (the page may be closing). */
export function onHide(deps: Pick<LifecycleDeps, 'storage' | 'clock' | 'analytics' | 'log'>): void {
  const saved = deps.storage.set('closeTime', deps.clock.now());
  if (!saved.ok) logOf(deps)('local write failed', saved.error.cause);
  void deps.analytics.flush({ useBeacon: true });
}
