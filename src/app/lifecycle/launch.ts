import { registrationProps } from '../../services/analytics/registration.ts';
import type { UserInfo } from '../../services/account/userInfo.ts';
import { resetDailyDownloadsIfNewDay } from '../../services/storage/dailyDownloads.ts';
import type { StorageError, StorageResult } from '../../services/storage/storage.ts';
import { readAccountSlots, registerGuest } from './account.ts';
import { pickAnnouncement, type LocationInfo, type ProductConfig } from './announcement.ts';
import { logOf, type LifecycleDeps } from './deps.ts';
import { fetchStartupData } from './startup.ts';

/**
 * Launch, spec section 4 steps 1–7. Call once per page load. The network steps
 * (1 and 3) run in parallel with the local ones and never block or break the
 * launch; the promise settles when all steps are done and never rejects.
 */

export interface LaunchOutcome {
  /** Step 1, also passed to onAnnouncement when not null. */
  announcement: string | null;
  config: ProductConfig | null;
  location: LocationInfo | null;
  /** Step 2: this launch's number on this device (1 on the very first). */
  launchCount: number;
  /** Step 4: the current-work index the shell starts from. */
  currentWorkIndex: 0;
  /** Step 5: whether yesterday's download lists were cleared. */
  downloadsCleared: boolean;
  /** Step 6: web download enabled (off inside Harmony). */
  webDownload: boolean;
  /** Accounts after step 3. */
  user: UserInfo | null;
  guest: UserInfo | null;
  /** The first local write that failed (storage full / blocked), for one toast. */
  storageError: StorageError | null;
}

export async function runLaunch(deps: LifecycleDeps): Promise<LaunchOutcome> {
  const log = logOf(deps);
  let storageError: StorageError | null = null;
  const note = (result: StorageResult | null) => {
    if (result && !result.ok) {
      storageError ??= result.error;
      log('local write failed', result.error.cause);
    }
  };

  // Step 1 (async): the announcement appears as soon as both answers are in.
  const startup = fetchStartupData(deps).then((data) => {
    const announcement = pickAnnouncement(data.config, data.location);
    if (announcement !== null) {
      try {
        deps.onAnnouncement(announcement);
      } catch (error) {
        log('announcement handler failed', error);
      }
    }
    return { ...data, announcement };
  });

  // Step 2: profile dates and the launch counter.
  const visitedAt = new Date(deps.clock.now()).toISOString();
  deps.analytics.profileSetOnce({ first_visit_time: visitedAt });
  deps.analytics.profileSet({ last_visit_time: visitedAt });
  const launchCount = deps.storage.get('firstLaunch') + 1;
  note(deps.storage.set('firstLaunch', launchCount));

  // Step 3 (async): guest account.
  const registration = deps.registerGuest === false ? Promise.resolve() : registerGuest(deps).then(note);

  // Step 4 is the returned currentWorkIndex. Step 5:
  const downloads = resetDailyDownloadsIfNewDay(deps.storage, deps.clock.now());
  note(downloads.result);

  // Step 6 is the returned webDownload flag. Step 7 needs step 3's user id.
  await registration;
  const { user, guest } = readAccountSlots(deps.storage);
  deps.analytics.register(registrationProps({ deviceId: deps.deviceId, userId: user?.uid ?? guest?.uid ?? null }));

  const { config, location, announcement } = await startup;
  return {
    announcement,
    config,
    location,
    launchCount,
    currentWorkIndex: 0,
    downloadsCleared: downloads.cleared,
    webDownload: !deps.isHarmony,
    user,
    guest,
    storageError,
  };
}
