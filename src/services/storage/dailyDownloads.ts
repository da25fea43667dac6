import type { DownloadUserList } from './keys.ts';
import type { AppStorage, StorageResult } from './storage.ts';

/**
 * Per-day download lists (spec 3, launch step 5): `downloadUserList` holds
 * what was downloaded today; it is emptied when the stored `downloadTime` is
 * another day.
 *
 * The spec compares only the day of the month. We compare the local calendar
 * date (year, month, day): that clears in every case the spec clears, and also
 * a month later on the same day-of-month, where a per-day limit must not still
 * count last month's downloads.
 *
 * Lists: the spec's `logo` and `card`, and our `image` (image-tool results,
 * docs/image-tools.md). A missing `image` list is an empty one.
 */

export type DownloadListKind = keyof DownloadUserList;

/** Today's ids of one list (a list the stored value does not have yet is empty). */
export function listOf(lists: DownloadUserList, kind: DownloadListKind): ReadonlyArray<string | number> {
  return lists[kind] ?? [];
}

function sameLocalDay(a: number, b: number): boolean {
  const x = new Date(a);
  const y = new Date(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
}

/** Returns whether the lists were cleared. Sets downloadTime to now when they were. */
export function resetDailyDownloadsIfNewDay(storage: AppStorage, nowMs: number): { cleared: boolean; result: StorageResult } {
  const stored = storage.get('downloadTime');
  if (stored !== null && sameLocalDay(stored, nowMs)) return { cleared: false, result: { ok: true } };
  // Leaving `image` out empties it too, and keeps the spec's shape for those who read it.
  const cleared = storage.set('downloadUserList', { logo: [], card: [] });
  if (!cleared.ok) return { cleared: false, result: cleared };
  return { cleared: true, result: storage.set('downloadTime', nowMs) };
}

/** Records one download of `id` in today's list (after a day change, in a fresh list). */
export function recordDailyDownload(
  storage: AppStorage,
  kind: DownloadListKind,
  id: string | number,
  nowMs: number,
): StorageResult {
  const reset = resetDailyDownloadsIfNewDay(storage, nowMs);
  if (!reset.result.ok) return reset.result;
  return storage.update('downloadUserList', (lists) => {
    const today = listOf(lists, kind);
    return today.includes(id) ? lists : { ...lists, [kind]: [...today, id] };
  });
}

/** How many distinct items of `kind` were downloaded today. */
export function dailyDownloadCount(storage: AppStorage, kind: DownloadListKind, nowMs: number): number {
  const stored = storage.get('downloadTime');
  if (stored === null || !sameLocalDay(stored, nowMs)) return 0;
  return listOf(storage.get('downloadUserList'), kind).length;
}
