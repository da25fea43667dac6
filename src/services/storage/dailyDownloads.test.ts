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

describe('the image list (image tools, ours)', () => {
  it('a value stored before the image list existed still reads, with no images counted', () => {
    const day = at(2026, 3, 5);
    const backend = createMemoryBackend({
      downloadUserList: JSON.stringify({ logo: ['a'], card: [7] }),
      downloadTime: JSON.stringify(day),
    });
    const problems: unknown[] = [];
    const storage = createAppStorage({ backend, onProblem: (problem) => problems.push(problem) });
    expect(storage.get('downloadUserList')).toEqual({ logo: ['a'], card: [7] });
    expect(dailyDownloadCount(storage, 'image', day)).toBe(0);
    expect(problems).toEqual([]);
    recordDailyDownload(storage, 'image', 'f00d', day);
    expect(storage.get('downloadUserList')).toEqual({ logo: ['a'], card: [7], image: ['f00d'] });
  });

  it('is kept apart from logos and cards, counted once per result, and cleared with them on a new day', () => {
    const storage = withLists(null);
    const day1 = at(2026, 3, 5);
    recordDailyDownload(storage, 'logo', 'L1', day1);
    recordDailyDownload(storage, 'image', 'x', day1);
    recordDailyDownload(storage, 'image', 'x', day1);
    recordDailyDownload(storage, 'image', 'y', day1);
    expect(dailyDownloadCount(storage, 'image', day1)).toBe(2);
    expect(dailyDownloadCount(storage, 'logo', day1)).toBe(1);
    const day2 = at(2026, 3, 6);
    expect(resetDailyDownloadsIfNewDay(storage, day2).cleared).toBe(true);
    expect(dailyDownloadCount(storage, 'image', day2)).toBe(0);
    expect(storage.get('downloadUserList').image ?? []).toEqual([]);
  });

  it('a corrupt image list makes the stored value read as its default, like any corrupt stored value', () => {
    const backend = createMemoryBackend({ downloadUserList: JSON.stringify({ logo: ['a'], card: [], image: 'oops' }) });
    const storage = createAppStorage({ backend, onProblem: () => undefined });
    expect(storage.get('downloadUserList')).toEqual({ logo: [], card: [] });
  });
});
