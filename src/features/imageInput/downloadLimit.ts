import { listOf, recordDailyDownload, resetDailyDownloadsIfNewDay } from '../../services/storage/dailyDownloads.ts';
import type { AppStorage, StorageResult } from '../../services/storage/storage.ts';
import { decideDownload, FREE_DAILY_DOWNLOADS } from '../works/model/downloadLimits.ts';

/**
 * The works tab's daily rule (decideDownload) applied to image-tool results, on their own
 * `image` list of downloadUserList: a non-VIP gets FREE_DAILY_DOWNLOADS distinct results a
 * day, the same result again is free, a VIP is never limited (docs/image-tools.md).
 */

export type ImageDownloadCheck =
  | {
      ok: true;
      /** Free downloads left today once this one is recorded; null for a VIP (no limit). */
      left: number | null;
      /** Records the result in today's list; call it once the file was handed to the browser. */
      commit(): StorageResult;
    }
  | { ok: false; left: number; limit: number };

export function checkImageDownload(storage: AppStorage, options: { id: string; vip: boolean; now: () => number }): ImageDownloadCheck {
  resetDailyDownloadsIfNewDay(storage, options.now());
  const today = storage.get('downloadUserList');
  const decision = decideDownload({ kind: 'image', ids: [options.id], today, vip: options.vip });
  if (!decision.ok) return { ok: false, left: decision.remaining, limit: FREE_DAILY_DOWNLOADS };
  const used = listOf(today, 'image').length + decision.record.length;
  return {
    ok: true,
    left: options.vip ? null : Math.max(0, FREE_DAILY_DOWNLOADS - used),
    // The clock is read again: a download that crosses midnight counts on the new day.
    commit: () => recordDailyDownload(storage, 'image', options.id, options.now()),
  };
}
