import type { IconItem } from './types.ts';

/**
 * Icon search in Chinese and pinyin (keys precomputed at build time): a Chinese query
 * matches names and keywords containing it; a Latin query matches pinyin initials (简拼)
 * or full pinyin starting with it. Best matches first: exact name, then keyword, then
 * initials, then full pinyin, then category.
 */
export function searchIcons(items: readonly IconItem[], query: string, limit = 60): IconItem[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, '');
  if (q === '') return [];
  const scored: Array<{ item: IconItem; score: number }> = [];
  for (const item of items) {
    let score = 0;
    if (item.n === q) score = 100;
    else if (item.k.includes(q)) score = 80;
    else if (item.n.includes(q) || item.k.some((k) => k.includes(q))) score = 60;
    else if (item.jp.split(' ').includes(q)) score = 50;
    else if (item.jp.split(' ').some((key) => key.startsWith(q))) score = 40;
    else if (item.py.split(' ').some((key) => key.startsWith(q))) score = 30;
    else if (item.c.includes(q)) score = 20;
    if (score > 0) scored.push({ item, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.item.id.localeCompare(b.item.id))
    .slice(0, limit)
    .map((entry) => entry.item);
}

/** Icons of an industry (and the generic ones when the industry has few). */
export function iconsOfCategory(items: readonly IconItem[], category: string): IconItem[] {
  return items.filter((item) => item.c.includes(category));
}
