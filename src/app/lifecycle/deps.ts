import type { Analytics } from '../../services/analytics/analytics.ts';
import type { ApiClient } from '../../services/api/client.ts';
import type { Clock, Timers } from '../../services/clock.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import type { LifecycleSession } from './session.ts';

/** Everything launch, show and hide touch, passed in so tests can fake it. */
export interface LifecycleDeps {
  api: Pick<ApiClient, 'post' | 'contentGet' | 'contentPost'>;
  storage: AppStorage;
  analytics: Pick<Analytics, 'register' | 'track' | 'profileSet' | 'profileSetOnce' | 'flush'>;
  clock: Clock;
  /** Running inside the Harmony-style shell (no web download there). */
  isHarmony: boolean;
  /** Storage `uuid` (see getOrCreateDeviceId). */
  deviceId: string;
  /** Called with the announcement text once config and location are in (at most once per launch). */
  onAnnouncement: (text: string) => void;
  session: LifecycleSession;
  /** Failures that are deliberately ignored are still reported here. Default console.warn. */
  log?: (message: string, error: unknown) => void;
  /** False when the user declined the privacy policy (issue 15): no guest account is created. Default true. */
  registerGuest?: boolean;
  /** For the retry spacing of the start-up reads. */
  timers?: Timers;
}

export function logOf(deps: Pick<LifecycleDeps, 'log'>): (message: string, error: unknown) => void {
  return deps.log ?? ((message, error) => console.warn(`[lifecycle] ${message}`, error));
}
