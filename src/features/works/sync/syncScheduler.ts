import type { UnknownAction } from '@reduxjs/toolkit';
import { isOfflineError } from '../../../services/api/errors.ts';
import { strings } from '../../../shared/strings.ts';
import { mirrorFolders } from '../library/mirror.ts';
import type { WorksWindow } from '../listeners.ts';
import type { WorksRuntime } from '../runtime.ts';
import { noticeAdded, syncStateChanged, worksListChanged } from '../worksSlice.ts';
import { devicePictures } from './devicePictures.ts';
import { createWorksApi } from './syncApi.ts';
import { syncWorks } from './syncEngine.ts';

/** Retry after a failure, and the steady beat while the page is visible. */
export const SYNC_RETRY_MS = 30_000;
export const SYNC_PERIOD_MS = 60_000;

/**
 * Runs syncWorks for the signed-in user: one run at a time, a request during
 * a run queues exactly one more, failures retry later (offline: when the
 * network returns, which also asks for a run).
 */
export function createSyncScheduler(runtime: WorksRuntime, dispatch: (action: UnknownAction) => unknown, win: Pick<WorksWindow, 'document' | 'navigator'>) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let again = false;

  async function run(): Promise<void> {
    if (running) {
      again = true;
      return;
    }
    const { user, owner } = runtime.identity();
    if (!user) {
      dispatch(syncStateChanged({ state: 'signedOut' }));
      schedule(SYNC_PERIOD_MS);
      return;
    }
    running = true;
    dispatch(syncStateChanged({ state: 'syncing' }));
    try {
      const report = await syncWorks({ repo: runtime.repo, channel: runtime.channel, clock: runtime.clock, api: createWorksApi(runtime.api, user), owner, pictures: devicePictures });
      dispatch(syncStateChanged({ state: 'done', at: runtime.clock.now() }));
      // The setting 作品同步提示 (/pages/my/set) may turn these toasts off; the works tab still shows the sync state.
      if (runtime.storage.get('syncNotices')) {
        if (report.moved > 0) dispatch(noticeAdded({ type: 'message', message: strings.works.sync.moved(report.moved) }));
        for (const name of report.copies) dispatch(noticeAdded({ type: 'syncCopy', name }));
      }
      if (report.moved + report.pulled + report.copies.length > 0) {
        await mirrorFolders(runtime, [owner, 'guest']);
        dispatch(worksListChanged());
      }
      schedule(SYNC_PERIOD_MS);
    } catch (error) {
      const offline = isOfflineError(error) || !win.navigator.onLine;
      dispatch(syncStateChanged({ state: offline ? 'offline' : 'error', message: offline ? strings.works.sync.offline : strings.works.sync.failed }));
      schedule(SYNC_RETRY_MS);
    } finally {
      running = false;
      if (again) {
        again = false;
        schedule(0);
      }
    }
  }

  function schedule(delayMs: number) {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      // Background tabs wait for the next show; a request (delay 0) always runs.
      if (delayMs > 0 && win.document.visibilityState === 'hidden') schedule(SYNC_PERIOD_MS);
      else void run();
    }, delayMs);
  }

  return { schedule };
}
