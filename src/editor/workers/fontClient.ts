import {
  FONT_CALL_TIMEOUT_MS,
  type FontApi,
  type FontCatalogueEntry,
  type FontStats,
  type TextLayoutRequest,
  type TextLayoutResult,
} from '../../../workers/protocol/font.ts';
import type { WorkerError } from '../../../workers/core/errors.ts';
import { appWorkers, type OwnedWorker } from '../../app/workers/index.ts';
import type { CallStatsSnapshot } from './callStats.ts';
import { warmDefaultFont } from './fontWarm.ts';

/** A catalogue entry with its thumbnail URL resolved for an <img>. */
export interface FontChoice extends FontCatalogueEntry {
  thumbUrl: string;
}

export interface FontClient {
  layoutText(request: TextLayoutRequest): Promise<TextLayoutResult>;
  cancel(requestId: string): void;
  /** Fetched once per client; later calls share the answer. */
  catalogue(): Promise<FontChoice[]>;
  stats(): Promise<FontStats>;
  /** Every font's slice table, fetched when the picker is shown (see FontApi.prefetchManifests). */
  prefetchManifests(): Promise<number>;
  /** Loads the default font for common characters in the background (see fontWarm.ts). */
  warm(): Promise<void>;
  /** Round trips per method and queue depth, seen from the page (`?perf=1`). */
  callStats(): CallStatsSnapshot;
  /** Stops this screen's error reports; the shared font worker itself stays (the owner ends it when idle). */
  dispose(): void;
}

const CATALOGUE_TIMEOUT_MS = 15_000;

/** Thumbnails are relative to index.json (docs/fonts.md), so the app works under any base path. */
export function resolveThumb(entry: FontCatalogueEntry, base: string = document.baseURI): string {
  const index = new URL(`${import.meta.env.BASE_URL}fonts/index.json`, base);
  return new URL(entry.thumb, index).href;
}

/** Warm-ups in flight, per font worker handle. */
const warming = new WeakMap<OwnedWorker<FontApi>, Promise<void>>();

/**
 * A screen's view of the app's one font worker (so one 10-font LRU and one download per
 * slice for the whole app): calls with timeouts and typed errors; crashes and failed
 * messages go to `onError` until dispose().
 */
export function createFontClient(onError?: (error: WorkerError) => void, handle: OwnedWorker<FontApi> = appWorkers.get('font')): FontClient {
  const unsubscribe = onError ? handle.onError(onError) : () => undefined;
  let catalogue: Promise<FontChoice[]> | null = null;
  return {
    layoutText: (request) => handle.call((font) => font.layoutText(request), FONT_CALL_TIMEOUT_MS, 'layoutText'),
    cancel: (requestId) => handle.send((font) => font.cancel(requestId), 'cancel'),
    catalogue() {
      catalogue ??= handle
        .call((font) => font.catalogue(), CATALOGUE_TIMEOUT_MS, 'catalogue')
        .then((entries) => entries.map((entry) => ({ ...entry, thumbUrl: resolveThumb(entry) })));
      // A failed fetch is not cached: opening the picker again retries.
      catalogue.catch(() => {
        catalogue = null;
      });
      return catalogue;
    },
    stats: () => handle.call((font) => font.stats(), CATALOGUE_TIMEOUT_MS, 'stats'),
    prefetchManifests: () => handle.call((font) => font.prefetchManifests(), CATALOGUE_TIMEOUT_MS, 'prefetchManifests'),
    warm() {
      // One warm-up at a time per worker: on a visit straight to the editor the start-up's early
      // warm-up (main.tsx) is still loading the slices when the page mounts and asks again, and
      // the same slices were downloaded twice.
      const running = warming.get(handle);
      if (running) return running;
      const started = handle.call((font) => warmDefaultFont(font), CATALOGUE_TIMEOUT_MS, 'warm').then(
        () => undefined,
      );
      warming.set(handle, started);
      void started.finally(() => warming.delete(handle)).catch(() => undefined);
      return started;
    },
    callStats: () => handle.callStats(),
    dispose: () => void unsubscribe(),
  };
}
