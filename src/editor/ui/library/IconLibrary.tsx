import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { IconItem } from '../../../../workers/core/catalogue/types.ts';
import { strings } from '../../../shared/strings.ts';
import { rowWindow, type RowWindow } from '../panels/rowWindow.ts';
import { iconSearchIndex } from '../../../../workers/core/catalogue/iconSearch.ts';
import { ALL_CATEGORIES, libraryIcons, pagesForRows } from './iconLibrary.ts';
import { pictureOf, sheetsSupported, type IconSheet } from './iconSheets.ts';
import { useIconCatalogue, useIconPaths } from './useLibraryData.ts';

const t = strings.editorLibrary;
/** Grid cell (px): a tile of at least 44 × 44 plus its gap; also the row height (.lib-row). */
const CELL_PX = 60;
/** Rows mounted beyond each edge of the view. */
const GRID_OVERSCAN = 3;

type GridWindow = RowWindow & { scrolled: boolean };
/** How much room the library asks of the panel around it. */
export type LibraryCompact = 'search' | 'browse' | null;

/**
 * The rows to mount, updated at most once a frame and only when the first or last row changes
 * (a row is 60 px: a fling re-renders the grid a few times a second, not every frame), and
 * whether the grid is scrolled down. The view's height comes from the resize observer, so a
 * scroll reads only scrollTop.
 */
function useGridWindow(rowCount: number, scroller: React.RefObject<HTMLElement | null>): GridWindow {
  const [win, setWin] = useState<GridWindow>({ first: 0, last: 0, scrolled: false });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    let frame = 0;
    let height = el.clientHeight;
    const read = () => {
      frame = 0;
      const top = el.scrollTop;
      const next = { ...rowWindow(rowCount, top, height, CELL_PX, GRID_OVERSCAN), scrolled: top > 0 };
      setWin((old) => (old.first === next.first && old.last === next.last && old.scrolled === next.scrolled ? old : next));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(() => {
      height = el.clientHeight;
      read();
    });
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [scroller, rowCount]);
  return win;
}

/** The icon's side in a tile (CSS px). */
const ICON_PX = 30;

/** An icon's tile: its picture from the page's sheet (a CSS sprite), or the path as SVG where there are no sheets. */
const IconTile = memo(function IconTile({ item, d, sheet, onPick }: { item: IconItem; d: string | undefined; sheet: IconSheet | 'svg' | undefined; onPick(item: IconItem, d: string): void }) {
  const picture = sheet === 'svg' ? null : pictureOf(sheet, item.id);
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

/** Columns that fit the grid's width. */
function useColumns(element: React.RefObject<HTMLElement | null>): number {
  const [columns, setColumns] = useState(6);
  useLayoutEffect(() => {
    const el = element.current;
    if (!el) return;
    const read = () => setColumns(Math.max(4, Math.floor(el.clientWidth / CELL_PX)));
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [element]);
  return columns;
}

/**
 * The whole icon catalogue: search (Chinese, pinyin, initials), trade tabs, and a grid that
 * mounts only the rows near the view. A tile is a button with one sprite of its page's sheet,
 * drawn in a worker: the main thread parses, lays out and paints no SVG while the grid scrolls.
 */
export function IconLibrary({ recent, onPick, onCompact }: { recent: readonly string[]; onPick(item: IconItem, d: string): void; onCompact?(mode: LibraryCompact): void }) {
  const [catalogue, retry] = useIconCatalogue();
  const { paths, sheets, need, failed } = useIconPaths(ICON_PX);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const scroller = useRef<HTMLDivElement | null>(null);
  const columns = useColumns(scroller);
  const items = catalogue.state === 'ready' ? catalogue.value.items : null;
  const icons = useMemo(() => (items ? libraryIcons(items, { query, category, recent }) : []), [items, query, category, recent]);
  const rowCount = Math.ceil(icons.length / columns);
  const { first, last, scrolled } = useGridWindow(rowCount, scroller);
  // Compact while a search is typed or the grid is scrolled down: the Add panel's quick adds and
  // section tabs (and, browsing, the count) make room for more rows (library.css).
  const compact: LibraryCompact = query !== '' ? 'search' : scrolled ? 'browse' : null;
  useEffect(() => onCompact?.(compact), [compact, onCompact]);
  // The search index is built when the catalogue arrives, not on the first keystroke.
  useEffect(() => {
    if (items) iconSearchIndex(items);
  }, [items]);
  const rowPx = CELL_PX;

  useEffect(() => {
    need(pagesForRows(icons, first, last, columns));
  }, [icons, first, last, columns, need]);
  // A new search or tab starts at the top of its results.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [query, category]);

  const rows = [];
  for (let row = first; row < last; row += 1) {
    const cells = icons.slice(row * columns, (row + 1) * columns);
    rows.push(
      <div key={row} className="lib-row" style={{ transform: `translateY(${row * rowPx}px)` }}>
        {cells.map((item) => (
          <IconTile key={item.id} item={item} d={paths.get(item.id)} sheet={sheets.get(item.p)} onPick={onPick} />
        ))}
      </div>,
    );
  }

  const trimmed = query.trim();
  return (
    <div className="lib" data-testid="library-icons" data-compact={compact ?? undefined}>
      <div className="lib-search">
        <input
          type="text"
          inputMode="search"
          className="lib-search__input"
          value={query}
          placeholder={t.searchPlaceholder}
          aria-label={t.searchLabel}
          data-testid="library-search"
          enterKeyHint="search"
          onChange={(event) => setQuery(event.target.value)}
        />
        {query !== '' ? (
          <button type="button" className="lib-search__clear" data-testid="library-search-clear" onClick={() => setQuery('')}>
            {t.clearSearch}
          </button>
        ) : catalogue.state === 'ready' ? (
          // A select rather than a row of chips: on a phone the grid needs the height.
          <select className="lib-cats" aria-label={t.category} data-testid="library-category" value={category} onChange={(event) => setCategory(event.target.value)}>
            {[ALL_CATEGORIES, ...catalogue.value.categories].map((c) => (
              <option key={c || 'all'} value={c}>
                {c || t.all}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      {catalogue.state === 'loading' ? (
        <p className="lib-state" data-testid="library-loading" role="status">
          {t.loading}
        </p>
      ) : null}
      {catalogue.state === 'error' || (failed && paths.size === 0) ? (
        <div className="lib-state" data-testid="library-error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="ui-button" data-testid="library-retry" onClick={retry}>
            {t.retry}
          </button>
        </div>
      ) : null}
      {catalogue.state === 'ready' && icons.length === 0 ? (
        <p className="lib-state" data-testid="library-no-result">
          {trimmed !== '' ? t.noResult(trimmed) : t.emptyCategory}
        </p>
      ) : null}
      {catalogue.state === 'ready' && icons.length > 0 ? (
        <p className="lib-count" aria-live="polite" data-testid="library-count" data-count={icons.length}>
          {t.count(icons.length)}
        </p>
      ) : null}
      <div ref={scroller} className="lib-grid" data-testid="library-grid" data-first-row={first} data-last-row={last}>
        <div className="lib-grid__content" style={{ height: rowCount * rowPx }}>
          {rows}
        </div>
      </div>
    </div>
  );
}
