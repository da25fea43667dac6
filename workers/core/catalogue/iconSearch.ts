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
    const { n, k, jp, py, c } = searchKeys(item);
    let score = 0;
    if (n === q) score = 100;
    else if (k.includes(q)) score = 80;
    else if (n.includes(q) || k.some((key) => key.includes(q))) score = 60;
    else if (jp.includes(q)) score = 50;
    else if (jp.some((key) => key.startsWith(q))) score = 40;
    else if (py.some((key) => key.startsWith(q))) score = 30;
    else if (c.includes(q)) score = 20;
    if (score > 0) scored.push({ item, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.item.id.localeCompare(b.item.id))
    .slice(0, limit)
    .map((entry) => entry.item);
}

interface SearchKeys {
  n: string;
  k: string[];
  jp: string[];
  py: string[];
  c: string[];
}

// Lower-cased and split once per icon (names like "POLO衫" hold Latin capitals), so a
// keystroke only compares strings.
const keyCache = new WeakMap<IconItem, SearchKeys>();

function searchKeys(item: IconItem): SearchKeys {
  let keys = keyCache.get(item);
  if (!keys) {
    keys = {
      n: item.n.toLowerCase(),
      k: item.k.map((key) => key.toLowerCase()),
      jp: item.jp.split(' '),
      py: item.py.split(' '),
      c: item.c,
    };
    keyCache.set(item, keys);
  }
  return keys;
}

/** Icons of an industry (and the generic ones when the industry has few). */
export function iconsOfCategory(items: readonly IconItem[], category: string): IconItem[] {
  return items.filter((item) => item.c.includes(category));
}
