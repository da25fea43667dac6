import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAppStorage, createMemoryBackend, dailyDownloadCount, recordDailyDownload, resetDailyDownloadsIfNewDay } from '../../../services/storage/index.ts';
import { decideDownload, FREE_DAILY_DOWNLOADS } from './downloadLimits.ts';

const DAY = 86_400_000;

describe('daily download limits', () => {
  it('lets a non-VIP download three distinct logos a day; the same logo again is free', () => {
    const today = { logo: ['a', 'b'], card: [] };
    expect(decideDownload({ kind: 'logo', ids: ['c'], today, vip: false })).toEqual({ ok: true, record: ['c'] });
    expect(decideDownload({ kind: 'logo', ids: ['a'], today, vip: false })).toEqual({ ok: true, record: [] });
    expect(decideDownload({ kind: 'logo', ids: ['c', 'd'], today, vip: false })).toEqual({ ok: false, remaining: 1, requested: 2 });
  });

  it('counts logos and cards separately, and never limits a VIP', () => {
    const today = { logo: ['a', 'b', 'c'], card: [] };
    expect(decideDownload({ kind: 'card', ids: ['x'], today, vip: false }).ok).toBe(true);
    expect(decideDownload({ kind: 'logo', ids: ['d', 'e', 'f', 'g'], today, vip: true })).toEqual({ ok: true, record: ['d', 'e', 'f', 'g'] });
  });

  it('for any history of downloads, a non-VIP never gets more than the limit of distinct works in a day', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 4 }), { maxLength: 10 }), (requests) => {
        let today = { logo: [] as string[], card: [] as string[] };
        for (const ids of requests) {
          const decision = decideDownload({ kind: 'logo', ids, today, vip: false });
          if (decision.ok) today = { ...today, logo: [...today.logo, ...decision.record] };
        }
        expect(new Set(today.logo).size).toBe(today.logo.length);
        expect(today.logo.length).toBeLessThanOrEqual(FREE_DAILY_DOWNLOADS);
      }),
    );
  });

  it('the stored lists start again on another day (storage helpers), so the limit resets', () => {
    const storage = createAppStorage({ backend: createMemoryBackend() });
    const monday = new Date(2026, 4, 11, 23, 0).getTime();
    for (const id of ['a', 'b', 'c']) recordDailyDownload(storage, 'logo', id, monday);
    const mondayList = storage.get('downloadUserList');
    expect(decideDownload({ kind: 'logo', ids: ['d'], today: mondayList, vip: false }).ok).toBe(false);
    const tuesday = monday + 2 * 3_600_000;
    expect(resetDailyDownloadsIfNewDay(storage, tuesday).cleared).toBe(true);
    expect(dailyDownloadCount(storage, 'logo', tuesday)).toBe(0);
    expect(decideDownload({ kind: 'logo', ids: ['d'], today: storage.get('downloadUserList'), vip: false }).ok).toBe(true);
    expect(resetDailyDownloadsIfNewDay(storage, tuesday + DAY / 4).cleared).toBe(false);
  });
});
