import type * as z from 'zod';
import { createTtlCache, LOCAL_CACHE_MAX_AGE_MS } from './cache.ts';
import {
  catalogueIndexSchema,
  fontEntrySchema,
  iconCatalogueSchema,
  iconPageSchema,
  paletteListSchema,
  surnameSchema,
  type CatalogueIndex,
  type FontEntry,
  type IconCatalogue,
  type Surname,
} from './types.ts';

/** Thrown for a catalogue that cannot be fetched or read; `message` is for the user. */
export class CatalogueError extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'CatalogueError';
  }
}

export const CATALOGUE_LOAD_FAILED = '素材加载失败，请检查网络后重试';
const FETCH_TIMEOUT_MS = 20_000;

export interface CatalogueClient {
  index(): Promise<CatalogueIndex>;
  /** A list file by name ("icons", "colors", …), with its content version as the cache-refresh suffix. */
  list<T>(name: string, schema: z.ZodType<T>): Promise<T>;
  /** Any catalogue path (e.g. "catalogue/templates/L0100.json"), with the given suffix. */
  file<T>(path: string, schema: z.ZodType<T>, suffix?: string): Promise<T>;
  icons(): Promise<IconCatalogue>;
  iconPaths(page: number): Promise<Record<string, string>>;
  /** Absolute URL of a path page with the suffix `iconPaths` asks it with (for a worker that fetches it itself). */
  iconPageUrl(page: number): Promise<string>;
  palettes(): Promise<string[]>;
  surnames(): Promise<Surname[]>;
  /** Pre-fonts: the fonts offered for logo text. */
  prefonts(): Promise<FontEntry[]>;
  /** Absolute URL of a path relative to the site root (thumbnails). */
  url(path: string): string;
}

export interface CatalogueClientOptions {
  /** Site root, e.g. import.meta.env.BASE_URL resolved against the page. */
  base: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Static catalogues "fetched with a cache-refresh query suffix" (spec 3): the index is
 * asked for with `?t=<5-minute bucket>` and every list with `?v=<its content hash>`, so
 * a new build is picked up within five minutes and an unchanged list is never refetched.
 * Parsed answers stay in memory for the spec's 300 000 ms.
 */
export function createCatalogueClient(options: CatalogueClientOptions): CatalogueClient {
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = options.now ?? Date.now;
  const cache = createTtlCache<Promise<unknown>>({ now });
  const url = (path: string) => new URL(path.replace(/^\//, ''), options.base).href;

  async function load<T>(path: string, schema: z.ZodType<T>, suffix: string): Promise<T> {
    let response: Response;
    try {
      response = await fetchFn(`${url(path)}${suffix}`, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch (error) {
      throw new CatalogueError(CATALOGUE_LOAD_FAILED, `${path}: ${String(error)}`);
    }
    if (!response.ok) throw new CatalogueError(CATALOGUE_LOAD_FAILED, `${path}: HTTP ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new CatalogueError(CATALOGUE_LOAD_FAILED, `${path}: ${parsed.error.message}`);
    return parsed.data;
  }

  function cached<T>(key: string, make: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit) return hit as Promise<T>;
    const promise = make();
    cache.set(key, promise);
    // A failure is not remembered: the next call tries again.
    promise.catch(() => cache.delete(key));
    return promise;
  }

  const client: CatalogueClient = {
    index: () => cached('index', () => load('catalogue/index.json', catalogueIndexSchema, `?t=${Math.floor(now() / LOCAL_CACHE_MAX_AGE_MS)}`)),
    async list<T>(name: string, schema: z.ZodType<T>) {
      const index = await client.index();
      const entry = index.files[name];
      if (!entry) throw new CatalogueError(CATALOGUE_LOAD_FAILED, `no list ${name}`);
      return cached(`${entry.url}?v=${entry.v}`, () => load(entry.url, schema, `?v=${entry.v}`));
    },
    async file<T>(path: string, schema: z.ZodType<T>, suffix?: string) {
      const version = suffix ?? `?v=${(await client.index()).version}`;
      return cached(`${path}${version}`, () => load(path, schema, version));
    },
    icons: () => client.list('icons', iconCatalogueSchema),
    async iconPaths(page: number) {
      const icons = await client.icons();
      return client.file(icons.url.replace('{page}', String(page)), iconPageSchema);
    },
    async iconPageUrl(page: number) {
      const [icons, index] = await Promise.all([client.icons(), client.index()]);
      return `${url(icons.url.replace('{page}', String(page)))}?v=${index.version}`;
    },
    palettes: () => client.list('colors', paletteListSchema),
    surnames: () => client.list('surname', surnameSchema.array()),
    prefonts: () => client.list('prefonts', fontEntrySchema.array()),
    url,
  };
  return client;
}
