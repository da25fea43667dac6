import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './backend.ts';
import { dailyDownloadCount, recordDailyDownload, resetDailyDownloadsIfNewDay } from './dailyDownloads.ts';
import { createAppStorage } from './storage.ts';

const at = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour).getTime();

function withLists(downloadTime: number | null) {
  const storage = createAppStorage({ backend: createMemoryBackend() });
  storage.set('downloadUserList', { logo: ['a', 'b'], card: [3] });
  storage.set('downloadTime', downloadTime);
  return storage;
}

describe('per-day download lists', () => {
  it('keeps today\'s lists on a later launch the same day', () => {
    const storage = withLists(at(2026, 3, 5, 8));
    expect(resetDailyDownloadsIfNewDay(storage, at(2026, 3, 5, 23)).cleared).toBe(false);
    expect(storage.get('downloadUserList')).toEqual({ logo: ['a', 'b'], card: [3] });
  });

  it('clears the lists and stamps today when the stored day-of-month differs', () => {
    const storage = withLists(at(2026, 3, 5, 23));
    const now = at(2026, 3, 6, 0);
    expect(resetDailyDownloadsIfNewDay(storage, now).cleared).toBe(true);
    expect(storage.get('downloadUserList')).toEqual({ logo: [], card: [] });
    expect(storage.get('downloadTime')).toBe(now);
  });

  it('also clears a month later on the same day-of-month', () => {
    const storage = withLists(at(2026, 3, 5));
    expect(resetDailyDownloadsIfNewDay(storage, at(2026, 4, 5)).cleared).toBe(true);
    expect(storage.get('downloadUserList').logo).toEqual([]);
  });

  it('starts the day when no downloadTime was ever stored', () => {
    const storage = withLists(null);
    const now = at(2026, 3, 5);
    resetDailyDownloadsIfNewDay(storage, now);
    expect(storage.get('downloadTime')).toBe(now);
    expect(storage.get('downloadUserList')).toEqual({ logo: [], card: [] });
  });

  it('counts each item once per day and starts over the next day', () => {
    const storage = withLists(null);
    const day1 = at(2026, 3, 5);
    recordDailyDownload(storage, 'logo', 'L1', day1);
    recordDailyDownload(storage, 'logo', 'L1', day1);
    recordDailyDownload(storage, 'logo', 'L2', day1);
    recordDailyDownload(storage, 'card', 9, day1);
    expect(dailyDownloadCount(storage, 'logo', day1)).toBe(2);
    expect(dailyDownloadCount(storage, 'card', day1)).toBe(1);
    const day2 = at(2026, 3, 6);
    expect(dailyDownloadCount(storage, 'logo', day2)).toBe(0);
    recordDailyDownload(storage, 'logo', 'L3', day2);
    expect(storage.get('downloadUserList')).toEqual({ logo: ['L3'], card: [] });
  });
});
