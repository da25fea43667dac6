import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../scripts/fonts/build-font-slices.mjs';
import { buildIconCatalogue } from '../../../scripts/catalogue/icons.mjs';
import { searchIcons } from './iconSearch.ts';

const { items } = buildIconCatalogue(join(REPO_ROOT, 'node_modules', '@mdi', 'svg'));

describe('icon search in Chinese and pinyin', () => {
  it('finds coffee by its Chinese name first, and by initials and full pinyin', () => {
    expect(searchIcons(items, '咖啡')[0]?.id).toBe('coffee');
    expect(searchIcons(items, 'kf').map((i) => i.id)).toContain('coffee');
    expect(searchIcons(items, 'kafei').map((i) => i.id)).toContain('coffee');
  });

  it('an industry name or its initials lists that industry\'s icons', () => {
    const food = searchIcons(items, '餐饮', 500);
    expect(food.length).toBeGreaterThan(20);
    expect(food.every((i) => i.c.includes('餐饮') || i.k.some((k) => k.includes('餐饮')) || i.n.includes('餐饮'))).toBe(true);
    expect(searchIcons(items, 'cy', 500).filter((i) => i.c.includes('餐饮')).length).toBeGreaterThan(20);
  });

  it('nothing for an empty query or a word no icon has', () => {
    expect(searchIcons(items, '   ')).toEqual([]);
    expect(searchIcons(items, '不存在的词语')).toEqual([]);
  });
});

describe('icon search order (property)', () => {
  it('results are ranked by match kind, ties in id order, and every result matches the query', () => {
    const rank = (item: (typeof items)[number], q: string) => {
      const n = item.n.toLowerCase();
      const k = item.k.map((key) => key.toLowerCase());
      if (n === q) return 100;
      if (k.includes(q)) return 80;
      if (n.includes(q) || k.some((key) => key.includes(q))) return 60;
      if (item.jp.split(' ').includes(q)) return 50;
      if (item.jp.split(' ').some((key) => key.startsWith(q))) return 40;
      if (item.py.split(' ').some((key) => key.startsWith(q))) return 30;
      return item.c.includes(q) ? 20 : 0;
    };
    // Queries drawn from the catalogue's own keys (their prefixes), so most of them match something.
    const words = [...new Set(items.flatMap((i) => [i.n, ...i.k, ...i.jp.split(' '), ...i.py.split(' '), ...i.c]))].filter(Boolean);
    fc.assert(
      fc.property(fc.constantFrom(...words), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 400 }), (word, length, limit) => {
        const q = word.slice(0, length).toLowerCase();
        const found = searchIcons(items, q, limit);
        const expected = items.filter((i) => rank(i, q) > 0);
        expect(found.length).toBe(Math.min(limit, expected.length));
        expect(found.every((i) => rank(i, q) > 0)).toBe(true);
        for (let i = 1; i < found.length; i += 1) {
          const [a, b] = [found[i - 1]!, found[i]!];
          const order = rank(a, q) - rank(b, q) || b.id.localeCompare(a.id);
          expect(order).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});
