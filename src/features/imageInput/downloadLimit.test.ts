import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAppStorage, createMemoryBackend, dailyDownloadCount } from '../../services/storage/index.ts';
import { FREE_DAILY_DOWNLOADS } from '../works/model/downloadLimits.ts';
import { checkImageDownload } from './downloadLimit.ts';

const HOUR = 3_600_000;
const noon = (day: number) => new Date(2026, 4, day, 12).getTime();

function fresh() {
  return createAppStorage({ backend: createMemoryBackend() });
}

/** A user pressing 下载图片: returns whether the file was saved. */
function download(storage: ReturnType<typeof fresh>, id: string, now: number, vip = false): boolean {
  const check = checkImageDownload(storage, { id, vip, now: () => now });
  if (check.ok) check.commit();
  return check.ok;
}

describe('daily limit of image-tool downloads', () => {
  it('lets a non-VIP save three different results a day, says how many are left, then refuses the fourth', () => {
    const storage = fresh();
    const lefts = ['a', 'b', 'c'].map((id) => {
      const check = checkImageDownload(storage, { id, vip: false, now: () => noon(11) });
      if (!check.ok) throw new Error(`${id} refused`);
      check.commit();
      return check.left;
    });
    expect(lefts).toEqual([2, 1, 0]);
    expect(checkImageDownload(storage, { id: 'd', vip: false, now: () => noon(11) })).toEqual({ ok: false, left: 0, limit: FREE_DAILY_DOWNLOADS });
    expect(dailyDownloadCount(storage, 'image', noon(11))).toBe(3);
  });

  it('the same result again is free, also after the limit is reached', () => {
    const storage = fresh();
    for (const id of ['a', 'b', 'c']) expect(download(storage, id, noon(11))).toBe(true);
    const again = checkImageDownload(storage, { id: 'b', vip: false, now: () => noon(11) + HOUR });
    expect(again).toMatchObject({ ok: true, left: 0 });
    expect(dailyDownloadCount(storage, 'image', noon(11))).toBe(3);
  });

  it('a VIP is never limited and is told no count', () => {
    const storage = fresh();
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      const check = checkImageDownload(storage, { id, vip: true, now: () => noon(11) });
      expect(check).toMatchObject({ ok: true, left: null });
      if (check.ok) check.commit();
    }
  });

  it('logos and cards downloaded from the works tab do not use up image downloads', () => {
    const storage = fresh();
    storage.set('downloadTime', noon(11));
    storage.set('downloadUserList', { logo: ['w1', 'w2', 'w3'], card: ['c1', 'c2', 'c3'] });
    expect(download(storage, 'a', noon(11))).toBe(true);
    expect(storage.get('downloadUserList').logo).toEqual(['w1', 'w2', 'w3']);
  });

  it('the next day starts again', () => {
    const storage = fresh();
    for (const id of ['a', 'b', 'c']) download(storage, id, noon(11));
    expect(download(storage, 'd', noon(11))).toBe(false);
    expect(download(storage, 'd', noon(12))).toBe(true);
    expect(dailyDownloadCount(storage, 'image', noon(12))).toBe(1);
  });

  it('for any sequence of downloads over a few days, a non-VIP saves at most the free count of distinct results a day, a repeat is never refused, a refusal records nothing', () => {
    const step = fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), hours: fc.integer({ min: 0, max: 20 }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const storage = fresh();
        let now = noon(11);
        const savedByDay = new Map<string, Set<string>>();
        for (const { id, hours } of steps) {
          now += hours * HOUR;
          const day = new Date(now).toDateString();
          const saved = savedByDay.get(day) ?? new Set<string>();
          savedByDay.set(day, saved);
          const before = dailyDownloadCount(storage, 'image', now);
          const ok = download(storage, id, now);
          if (saved.has(id)) expect(ok).toBe(true);
          if (ok) saved.add(id);
          else expect(dailyDownloadCount(storage, 'image', now)).toBe(before);
          expect(saved.size).toBeLessThanOrEqual(FREE_DAILY_DOWNLOADS);
          expect(dailyDownloadCount(storage, 'image', now)).toBe(saved.size);
        }
      }),
    );
  });
});
