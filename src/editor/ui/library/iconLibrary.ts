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

/** No row in this slot. */
export const EMPTY_SLOT = -1;

/**
 * The grid's row slots after the window became rows `first…last` (exclusive): `slots[s]` is the
 * row slot `s` shows. A row still in the window keeps its slot, and a row coming in takes the
 * slot of one that left, so a scroll step re-renders the one slot whose row changed (its tiles
 * get new props in place) instead of unmounting one row and mounting another, and no element
 * moves in the DOM. Slots that lost their row without a replacement show nothing.
 */
export function assignSlots(slots: readonly number[], first: number, last: number): number[] {
  const next = slots.map((row) => (row >= first && row < last ? row : EMPTY_SLOT));
  const kept = new Set(next);
  let free = 0;
  for (let row = first; row < last; row += 1) {
    if (kept.has(row)) continue;
    while (free < next.length && next[free] !== EMPTY_SLOT) free += 1;
    if (free < next.length) next[free] = row;
    else next.push(row);
  }
  while (next.length > 0 && next[next.length - 1] === EMPTY_SLOT) next.pop();
  return next;
}

/**
 * The grid's rows to mount for a scroll position: every row that meets the view and `overscan`
 * rows each side, always as many rows (the most the view can meet, plus the overscan) wherever
 * the view is, the list's ends included. A window that grew and shrank by a row with the
 * alignment emptied a slot and filled it again (an unmount and a mount) every other step.
 */
export function gridWindow(rowCount: number, scrollTop: number, viewHeight: number, rowPx: number, overscan: number): { first: number; last: number } {
  const size = Math.min(rowCount, Math.ceil(Math.max(0, viewHeight) / rowPx) + 1 + 2 * overscan);
  const first = Math.max(0, Math.min(rowCount - size, Math.floor(Math.max(0, scrollTop) / rowPx) - overscan));
  return { first, last: first + size };
}

/**
 * The DOM positions of the rows to move so that the DOM shows them in row order (the order Tab
 * and a screen reader follow): all but a longest run of rows already in order, so a scroll step
 * that recycled k slots moves k nodes, and a row that stays (the focused one) is never moved.
 * `rows[i]`: the row the i-th node shows.
 */
export function rowsToMove(rows: readonly number[]): Set<number> {
  // Longest increasing subsequence (patience sorting), then its complement.
  const tails: number[] = [];
  const previous: number[] = new Array<number>(rows.length).fill(-1);
  rows.forEach((row, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rows[tails[mid]!]! < row) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  });
  const stay = new Set<number>();
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i >= 0; i = previous[i]!) stay.add(i);
  const move = new Set<number>();
  rows.forEach((_, i) => {
    if (!stay.has(i)) move.add(i);
  });
  return move;
}
