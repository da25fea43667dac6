import { useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod';
import type { IconCatalogue } from '../../../../workers/core/catalogue/types.ts';
import { catalogueClient } from '../../../services/catalogueClient.ts';
import { iconPage, type IconPageData } from './iconSheets.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

/** A list (the catalogue's, or the device's pictures), loaded once per mount, with a retry after a failure. */
export function useLoaded<T>(load: () => Promise<T>): [Loaded<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const loadRef = useRef(load);
  useEffect(() => {
    let live = true;
    loadRef.current().then(
      (value) => live && setLoaded({ state: 'ready', value }),
      () => live && setLoaded({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [loaded, retry];
}

export function useIconCatalogue(): [Loaded<IconCatalogue>, () => void] {
  return useLoaded(() => catalogueClient().icons());
}

export function useCatalogueList<T>(name: string, schema: z.ZodType<T>): [Loaded<T>, () => void] {
  return useLoaded(() => catalogueClient().list(name, schema));
}

/** The colour of the tiles' icons: the page's text colour. */
function iconColour(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--color-text').trim() || '#1f2329';
}

/**
 * Path pages (100 icons of one trade) with their sheets (`iconSheets.ts`), loaded as the grid
 * needs them. A page arrives whole, paths and sheet together, so the grid re-renders once per
 * page, not once per icon or twice per page.
 */
export function useIconPages(iconCssPx: number): {
  pages: ReadonlyMap<number, IconPageData>;
  need(pages: readonly number[]): void;
  failed: boolean;
} {
  const [pages, setPages] = useState<ReadonlyMap<number, IconPageData>>(() => new Map());
  const [failed, setFailed] = useState(false);
  const asked = useRef(new Set<number>());
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  // Read once: getComputedStyle in a scroll's task forced a style recalculation (~9 ms in a profile).
  const colour = useRef<string | null>(null);
  const need = useCallback(
    (wanted: readonly number[]) => {
      for (const page of wanted) {
        if (asked.current.has(page)) continue;
        asked.current.add(page);
        colour.current ??= iconColour();
        iconPage(page, colour.current, iconCssPx).then(
          (data) => {
            if (!live.current) return;
            setFailed(false);
            setPages((old) => new Map(old).set(page, data));
          },
          () => {
            // Asked again the next time the grid needs it (a scroll, a retry).
            asked.current.delete(page);
            if (live.current) setFailed(true);
          },
        );
      }
    },
    [iconCssPx],
  );
  return { pages, need, failed };
}
