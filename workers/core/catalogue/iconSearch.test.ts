import { join } from 'node:path';
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
