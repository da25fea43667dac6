import type { IconItem } from './types.ts';

/**
 * Icon search in Chinese and pinyin (keys precomputed at build time): a Chinese query
 * matches names and keywords containing it; a Latin query matches pinyin initials (简拼)
 * or full pinyin starting with it. Best matches first: exact name, then keyword, then
 * initials, then full pinyin, then category; equal scores in id order.
 */
export function searchIcons(items: readonly IconItem[], query: string, limit = 60): IconItem[] {
  return iconSearchIndex(items).search(query, limit);
}

export interface IconSearchIndex {
  search(query: string, limit?: number): IconItem[];
}

interface SearchKeys {
  n: string;
  k: string[];
  jp: string[];
  py: string[];
  c: string[];
}

const indexes = new WeakMap<readonly IconItem[], IconSearchIndex>();

/**
 * The search index of a catalogue's items, built once per items array: every icon's keys
 * lower-cased and split (names like "POLO衫" hold Latin capitals) and its place in id order, so
 * a keystroke only compares strings and sorts by two numbers (a locale comparison per pair of
 * results was most of a keystroke's time: 60 of 80 ms at 4× slowdown).
 */
export function iconSearchIndex(items: readonly IconItem[]): IconSearchIndex {
  const known = indexes.get(items);
  if (known) return known;
  const keys: SearchKeys[] = items.map((item) => ({
    n: item.n.toLowerCase(),
    k: item.k.map((key) => key.toLowerCase()),
    jp: item.jp.split(' '),
    py: item.py.split(' '),
    c: item.c,
  }));
  const order = new Int32Array(items.length);
  items
    .map((item, i) => ({ id: item.id, i }))
    .sort((a, b) => a.id.localeCompare(b.id))
    .forEach((entry, rank) => (order[entry.i] = rank));
  const index: IconSearchIndex = {
    search(query, limit = 60) {
      const q = query.trim().toLowerCase().replace(/\s+/g, '');
      if (q === '') return [];
      const hits: number[] = [];
      const scores = new Int32Array(items.length);
      keys.forEach(({ n, k, jp, py, c }, i) => {
        let score = 0;
        if (n === q) score = 100;
        else if (k.includes(q)) score = 80;
        else if (n.includes(q) || k.some((key) => key.includes(q))) score = 60;
        else if (jp.includes(q)) score = 50;
        else if (jp.some((key) => key.startsWith(q))) score = 40;
        else if (py.some((key) => key.startsWith(q))) score = 30;
        else if (c.includes(q)) score = 20;
        if (score > 0) {
          scores[i] = score;
          hits.push(i);
        }
      });
      return hits
        .sort((a, b) => scores[b]! - scores[a]! || order[a]! - order[b]!)
        .slice(0, limit)
        .map((i) => items[i]!);
    },
  };
  indexes.set(items, index);
  return index;
}

/** Icons of an industry (and the generic ones when the industry has few). */
export function iconsOfCategory(items: readonly IconItem[], category: string): IconItem[] {
  return items.filter((item) => item.c.includes(category));
}
