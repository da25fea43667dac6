import { searchIcons } from '../../../../workers/core/catalogue/iconSearch.ts';
import type { IconItem } from '../../../../workers/core/catalogue/types.ts';

/** The category tab that shows every icon (recently used first). */
export const ALL_CATEGORIES = '';
/** Icons remembered as recently used (newest first). */
export const RECENT_ICONS_MAX = 24;

/**
 * The icons the library grid shows, in order. A query searches the whole catalogue (Chinese
 * keyword, full pinyin, pinyin initials: the keys are precomputed at build time, so a keystroke
 * only compares strings) and ranks by relevance; otherwise the chosen category (or all), with
 * the recently used ones first.
 */
export function libraryIcons(items: readonly IconItem[], options: { query: string; category: string; recent: readonly string[] }): IconItem[] {
  if (options.query.trim() !== '') return searchIcons(items, options.query, items.length);
  const shown = options.category === ALL_CATEGORIES ? items : items.filter((item) => item.c.includes(options.category));
  if (options.recent.length === 0) return [...shown];
  const byId = new Map(shown.map((item) => [item.id, item]));
  const first = options.recent.flatMap((id) => byId.get(id) ?? []);
  const firstIds = new Set(first.map((item) => item.id));
  return [...first, ...shown.filter((item) => !firstIds.has(item.id))];
}

/** The recent list after using `id`: it moves to the front, duplicates and the oldest beyond the cap dropped. */
export function withRecent(recent: readonly string[], id: string, max = RECENT_ICONS_MAX): string[] {
  return [id, ...recent.filter((other) => other !== id)].slice(0, max);
}

/** Path pages the rows `first…last` (exclusive) of a grid with `columns` need, in order. */
export function pagesForRows(icons: readonly IconItem[], first: number, last: number, columns: number): number[] {
  const pages = new Set<number>();
  for (let i = first * columns; i < Math.min(icons.length, last * columns); i += 1) pages.add(icons[i]!.p);
  return [...pages];
}
