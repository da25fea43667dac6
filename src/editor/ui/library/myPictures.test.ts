import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENT_PICTURES_MAX, withRecentPicture, type RecentPicture } from '../../../services/assets/recentPictures.ts';
import { myPictures } from './myPictures.ts';

const hash = fc.stringMatching(/^[0-9a-f]{32}$/);
const recent = fc.record({ hash, width: fc.nat(4000), height: fc.nat(4000), at: fc.nat() });

describe('我的图片', () => {
  it('tool results come first, then the pictures of works, each picture once', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(32);
    const c = 'c'.repeat(32);
    expect(myPictures([{ hash: a, width: 10, height: 20 }], [b, a, c, b])).toEqual([
      { hash: a, source: 'tool', width: 10, height: 20 },
      { hash: b, source: 'work', width: 0, height: 0 },
      { hash: c, source: 'work', width: 0, height: 0 },
    ]);
    expect(myPictures([], [])).toEqual([]);
  });

  it('the recent results list: the newest first, never twice, never beyond the cap', () => {
    fc.assert(
      fc.property(fc.array(recent, { maxLength: 60 }), (made) => {
        let list: RecentPicture[] = [];
        for (const picture of made) list = withRecentPicture(list, picture);
        expect(list.length).toBeLessThanOrEqual(RECENT_PICTURES_MAX);
        expect(new Set(list.map((p) => p.hash)).size).toBe(list.length);
        const last = made.at(-1);
        if (last) expect(list[0]).toEqual(last);
      }),
    );
  });
});
