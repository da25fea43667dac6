import { useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod';
import type { IconCatalogue } from '../../../../workers/core/catalogue/types.ts';
import { catalogueClient } from '../../../services/catalogueClient.ts';
import { iconSheet, sheetsSupported, type IconSheet } from './iconSheets.ts';

export type Loaded<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; value: T };

/** A catalogue list, loaded once per mount, with a retry after a failure. */
function useLoaded<T>(load: () => Promise<T>): [Loaded<T>, () => void] {
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
 * Icon paths by id, fetched a page (100 icons of one trade) at a time as the grid needs them,
 * and each page's sheet (its icons drawn in a worker, `iconSheets.ts`) once drawn.
 * Pages arrive whole, so the grid re-renders once per page, not once per icon.
 */
export function useIconPaths(iconCssPx: number): {
  paths: ReadonlyMap<string, string>;
  /** A page's sheet, or 'svg' when it could not be drawn (its tiles draw the paths). */
  sheets: ReadonlyMap<number, IconSheet | 'svg'>;
  need(pages: readonly number[]): void;
  failed: boolean;
} {
  const [paths, setPaths] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [sheets, setSheets] = useState<ReadonlyMap<number, IconSheet | 'svg'>>(() => new Map());
  const [failed, setFailed] = useState(false);
  const asked = useRef(new Set<number>());
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const need = useCallback(
    (pages: readonly number[]) => {
      for (const page of pages) {
        if (asked.current.has(page)) continue;
        asked.current.add(page);
        catalogueClient()
          .iconPaths(page)
          .then(
            (record) => {
              if (!live.current) return;
              setFailed(false);
              setPaths((old) => {
                const next = new Map(old);
                for (const [id, d] of Object.entries(record)) next.set(id, d);
                return next;
              });
              // Without a sheet (no OffscreenCanvas, or the worker failed) the tiles draw the paths as SVG.
              if (sheetsSupported())
                iconSheet(page, record, iconColour(), iconCssPx).then(
                  (sheet) => live.current && setSheets((old) => new Map(old).set(page, sheet)),
                  () => live.current && setSheets((old) => new Map(old).set(page, 'svg')),
                );
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
  return { paths, sheets, need, failed };
}
