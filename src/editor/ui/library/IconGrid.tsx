import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { IconItem } from '../../../../workers/core/catalogue/types.ts';
import { assignSlots, EMPTY_SLOT, gridWindow, pagesForRows, rowsToMove } from './iconLibrary.ts';
import { useElementSize } from '../../../shared/ui/useElementSize.ts';
import { pictureOf, sheetsSupported, type IconPageData } from './iconSheets.ts';

/** Grid cell (px): a tile of at least 44 × 44 plus its gap; also the row height (.lib-row). */
const CELL_PX = 60;
/** Rows mounted beyond each edge of the view. */
const GRID_OVERSCAN = 3;
/** Path pages are asked for this many rows ahead of the mounted ones (a page is ~17 rows), so a sheet is drawn before its rows show. */
const PAGE_LOOKAHEAD_ROWS = 20;
/** The icon's side in a tile (CSS px). */
export const ICON_PX = 30;

type Pages = ReadonlyMap<number, IconPageData>;
type Pick = (item: IconItem, d: string) => void;

interface GridWindow {
  first: number;
  last: number;
  /** slots[s]: the row slot s shows (EMPTY_SLOT: none). */
  slots: readonly number[];
  scrolled: boolean;
}

/**
 * The rows to mount and the slot each sits in, read from the passive scroll listener (scroll
 * events come once a frame) and updated only when the first or last row changes: a row is
 * 60 px, so a fling re-renders the grid a few times a second, and each time only the slot whose
 * row changed. The view's height comes from the resize observer, so a scroll reads only
 * scrollTop (style and layout are then clean, or dirty only with the grid's own last commit,
 * which the frame lays out anyway).
 */
function useGridWindow(rowCount: number, scroller: React.RefObject<HTMLElement | null>): GridWindow {
  const [win, setWin] = useState<GridWindow>({ first: 0, last: 0, slots: [], scrolled: false });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let height = el.clientHeight;
    const read = () => {
      const top = el.scrollTop;
      const { first, last } = gridWindow(rowCount, top, height, CELL_PX, GRID_OVERSCAN);
      const scrolled = top > 0;
      setWin((old) => (old.first === first && old.last === last && old.scrolled === scrolled ? old : { first, last, scrolled, slots: assignSlots(old.slots, first, last) }));
    };
    read();
    el.addEventListener('scroll', read, { passive: true });
    const observer = new ResizeObserver(() => {
      height = el.clientHeight;
      read();
    });
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', read);
      observer.disconnect();
    };
  }, [scroller, rowCount]);
  return win;
}

/** An icon's tile: its picture from the page's sheet (a CSS sprite), or the path as SVG where there are no sheets. */
const IconTile = memo(function IconTile({ item, d, sheet, onPick }: { item: IconItem; d: string | undefined; sheet: IconPageData['sheet'] | undefined; onPick: Pick }) {
  const picture = pictureOf(sheet, item.id);
  return (
    <button
      type="button"
      className="lib-tile"
      aria-label={item.n}
      title={item.n}
      data-testid={`editor-add-icon-${item.id}`}
      disabled={d === undefined}
      onClick={() => d !== undefined && onPick(item, d)}
    >
      {picture ? (
        <span
          className="lib-tile__icon"
          aria-hidden="true"
          style={{
            backgroundImage: `url(${picture.url})`,
            backgroundSize: `${picture.columns * ICON_PX}px ${picture.rows * ICON_PX}px`,
            backgroundPosition: `${-picture.column * ICON_PX}px ${-picture.row * ICON_PX}px`,
          }}
        />
      ) : d === undefined || (sheet !== 'svg' && sheetsSupported()) ? (
        <span className="lib-tile__wait" aria-hidden="true" />
      ) : (
        <svg viewBox="0 0 24 24" width={ICON_PX} height={ICON_PX} aria-hidden="true">
          <path d={d} fill="currentColor" />
        </svg>
      )}
    </button>
  );
});

interface RowProps {
  row: number;
  icons: readonly IconItem[];
  columns: number;
  pages: Pages;
  onPick: Pick;
}

/**
 * One row slot: its row's tiles, keyed by column, so a slot given another row updates six
 * buttons in place. A page arriving re-renders only the rows that show its icons.
 */
const IconRow = memo(
  function IconRow({ row, icons, columns, pages, onPick }: RowProps) {
    const cells = icons.slice(row * columns, (row + 1) * columns);
    return (
      <div className="lib-row" data-row={row} style={{ transform: `translateY(${row * CELL_PX}px)` }}>
        {cells.map((item, column) => {
          const page = pages.get(item.p);
          return <IconTile key={column} item={item} d={page?.paths.get(item.id)} sheet={page?.sheet} onPick={onPick} />;
        })}
      </div>
    );
  },
  (before, after) => {
    if (before.row !== after.row || before.icons !== after.icons || before.columns !== after.columns || before.onPick !== after.onPick) return false;
    if (before.pages === after.pages) return true;
    for (const item of after.icons.slice(after.row * after.columns, (after.row + 1) * after.columns)) if (before.pages.get(item.p) !== after.pages.get(item.p)) return false;
    return true;
  },
);

type Movable = HTMLElement & { moveBefore?(node: Node, child: Node | null): void };

/**
 * Puts the mounted rows' nodes in row order after a commit: React keeps them in slot order, and
 * Tab and screen readers follow the DOM, so after a scroll they wrapped from the last row to the
 * first (CSS `order` or aria-rowindex change neither). Only the recycled rows move (rowsToMove),
 * with `moveBefore` where the browser has it (focus and state kept); a focus lost by a move is
 * given back. React is not disturbed: it inserts and removes nodes of this parent by reference.
 */
function useRowsInVisualOrder(content: React.RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const parent = content.current as Movable | null;
    if (!parent) return;
    const nodes = [...parent.children] as HTMLElement[];
    const rows = nodes.map((node) => Number(node.dataset.row));
    const move = rowsToMove(rows);
    if (move.size === 0) return;
    const focused = document.activeElement;
    const sorted = nodes.map((node, i) => ({ node, row: rows[i]!, moves: move.has(i) })).sort((a, b) => a.row - b.row);
    let next: HTMLElement | null = null;
    for (let i = sorted.length - 1; i >= 0; i -= 1) {
      const { node, moves } = sorted[i]!;
      if (moves) {
        if (parent.moveBefore) parent.moveBefore(node, next);
        else parent.insertBefore(node, next);
      }
      next = node;
    }
    if (focused instanceof HTMLElement && focused !== document.activeElement && parent.contains(focused)) focused.focus({ preventScroll: true });
  });
}

/**
 * The icon grid: only the rows near the view are mounted, in slots that are recycled as it
 * scrolls (rows are placed by transform; React renders them in slot order, and the recycled
 * nodes are then moved so the DOM is in row order: useRowsInVisualOrder). It asks for the path
 * pages of its rows and of the rows just below, and says when it is scrolled down.
 */
export const IconGrid = memo(function IconGrid({
  icons,
  pages,
  need,
  onPick,
  onScrolled,
  resetKey,
}: {
  icons: readonly IconItem[];
  pages: Pages;
  need(pages: readonly number[]): void;
  onPick: Pick;
  onScrolled(scrolled: boolean): void;
  /** A new value starts the grid at the top (a new search or tab). */
  resetKey: string;
}) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  useRowsInVisualOrder(content);
  // Columns that fit the grid's width (six on a phone).
  const columns = Math.max(4, Math.floor(useElementSize(scroller).width / CELL_PX));
  const rowCount = Math.ceil(icons.length / columns);
  const { first, last, slots, scrolled } = useGridWindow(rowCount, scroller);
  useEffect(() => onScrolled(scrolled), [scrolled, onScrolled]);
  useEffect(() => {
    need(pagesForRows(icons, first, Math.min(rowCount, last + PAGE_LOOKAHEAD_ROWS), columns));
  }, [icons, first, last, rowCount, columns, need]);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [resetKey]);
  return (
    <div ref={scroller} className="lib-grid" data-testid="library-grid">
      <div ref={content} className="lib-grid__content" style={{ height: rowCount * CELL_PX }}>
        {slots.map((row, slot) => (row === EMPTY_SLOT || row >= rowCount ? null : <IconRow key={slot} row={row} icons={icons} columns={columns} pages={pages} onPick={onPick} />))}
      </div>
    </div>
  );
});
