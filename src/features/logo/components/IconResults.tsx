import { useEffect, useState } from 'react';
import { strings } from '../../../shared/strings.ts';
import type { IconItem } from '../../../../workers/core/catalogue/types.ts';
import { catalogueClient } from '../app/catalogue.ts';

/** Icons found by search, drawn from their catalogue paths; tapping one starts a logo with it. */
export function IconResults({ items, onPick }: { items: readonly IconItem[]; onPick: (icon: IconItem) => void }) {
  const [paths, setPaths] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    const pages = [...new Set(items.map((item) => item.p))];
    Promise.all(pages.map((page) => catalogueClient().iconPaths(page))).then(
      (loaded) => live && setPaths(Object.assign({}, ...loaded) as Record<string, string>),
      () => {
        // Names stay visible without the drawings.
      },
    );
    return () => {
      live = false;
    };
  }, [items]);
  return (
    <ul className="logo-icons">
      {items.map((icon) => (
        <li key={icon.id}>
          <button type="button" onClick={() => onPick(icon)} data-testid="search-icon" data-id={icon.id} aria-label={strings.logo.search.iconUse(icon.n)}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              {paths[icon.id] ? <path d={paths[icon.id]} /> : null}
            </svg>
            <span>{icon.n}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
