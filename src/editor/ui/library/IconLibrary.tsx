import { useEffect, useMemo, useState } from 'react';
import type { IconItem } from '../../../../workers/core/catalogue/types.ts';
import { strings } from '../../../shared/strings.ts';
import { iconSearchIndex } from '../../../../workers/core/catalogue/iconSearch.ts';
import { ALL_CATEGORIES, libraryIcons } from './iconLibrary.ts';
import { ICON_PX, IconGrid } from './IconGrid.tsx';
import { useIconCatalogue, useIconPages } from './useLibraryData.ts';

const t = strings.editorLibrary;

/** How much room the library asks of the panel around it. */
export type LibraryCompact = 'search' | 'browse' | null;

/**
 * The whole icon catalogue: search (Chinese, pinyin, initials), trade tabs, and a grid that
 * mounts only the rows near the view. A tile is a button with one sprite of its page's sheet,
 * drawn in a worker: the main thread parses, lays out and paints no SVG while the grid scrolls.
 */
export function IconLibrary({ recent, onPick, onCompact }: { recent: readonly string[]; onPick(item: IconItem, d: string): void; onCompact?(mode: LibraryCompact): void }) {
  const [catalogue, retry] = useIconCatalogue();
  const { pages, need, failed } = useIconPages(ICON_PX);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [scrolled, setScrolled] = useState(false);
  const items = catalogue.state === 'ready' ? catalogue.value.items : null;
  const icons = useMemo(() => (items ? libraryIcons(items, { query, category, recent }) : []), [items, query, category, recent]);
  // Compact while a search is typed or the grid is scrolled down: the Add panel's quick adds and
  // section tabs (and, browsing, the count) make room for more rows (library.css).
  const compact: LibraryCompact = query !== '' ? 'search' : scrolled ? 'browse' : null;
  useEffect(() => onCompact?.(compact), [compact, onCompact]);
  // The search index is built when the catalogue arrives, not on the first keystroke.
  useEffect(() => {
    if (items) iconSearchIndex(items);
  }, [items]);

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
      {catalogue.state === 'error' || (failed && pages.size === 0) ? (
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
      <IconGrid icons={icons} pages={pages} need={need} onPick={onPick} onScrolled={setScrolled} resetKey={`${query}|${category}`} />
    </div>
  );
}
