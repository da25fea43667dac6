// tsconfig.node.json reaches worker files only through their tests, so the ambient
// opentype.js declaration has to be referenced from the module that needs it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./opentype.d.ts" />
// Catalogue, manifests and parsed slices, behind an LRU of at most 10 fonts (each
// with its own capped slice LRU). Only the slices a text needs are ever fetched.
import { parse } from 'opentype.js/dist/opentype.mjs';
import type { Font } from 'opentype.js/dist/opentype.mjs';
import { DEFAULT_FONT_ID, FONT_LRU_CAPACITY } from '../protocol/font.ts';
import type { FontCatalogueEntry, FontStats } from '../protocol/font.ts';
import { Lru } from './lru.ts';
import { measured } from './perf.ts';
import { parseCatalogue, parseManifest, SliceIndex } from './manifest.ts';
import type { FontManifest } from './manifest.ts';
import { woffToSfnt } from './woff.ts';

/** Reads a file below the fonts root ("index.json", "noto-serif-sc/manifest.json", …). */
/** A downloaded file and what it cost on the wire (compressed), when the fetcher knows. */
export interface FetchedFile {
  bytes: ArrayBuffer;
  wireBytes: number;
}
export type FetchBytes = (path: string) => Promise<ArrayBuffer | FetchedFile>;

/** Parsed slices of one font kept in memory; a CJK slice is ~0.1–0.4 MB once inflated. */
export const SLICES_PER_FONT = 40;

export interface LoadedFont {
  entry: FontCatalogueEntry;
  manifest: FontManifest;
  index: SliceIndex;
  slices: Lru<string, Promise<Font>>;
}

export class FontLoadError extends Error {
  override name = 'FontLoadError';
}

const decoder = new TextDecoder();

interface IndexedManifest {
  manifest: FontManifest;
  index: SliceIndex;
}

/** A manifest checked and indexed by code point (throws on a broken one). */
function indexManifest(json: unknown): IndexedManifest {
  const manifest = parseManifest(json);
  return { manifest, index: new SliceIndex(manifest) };
}
const normalise = (name: string) => name.trim().toLowerCase().replace(/\.(woff2?|ttf|otf)$/, '');

export class FontStore {
  private catalogueLoad: Promise<FontCatalogueEntry[]> | null = null;
  private readonly opening = new Map<string, Promise<LoadedFont>>();
  /**
   * Manifests fetched and indexed ahead of use (prefetchManifests), by font id; taken out when
   * the font opens. Indexing a manifest is most of a font's opening (~3 ms each here), so it
   * is done then too, before the text that needs the font is typed.
   */
  private readonly prefetched = new Map<string, Promise<IndexedManifest>>();
  private readonly fonts: Lru<string, LoadedFont>;
  private readonly counters = { bytesFetched: 0, bytesOnWire: 0, fetches: 0, cacheHits: 0, evictedFonts: 0 };

  constructor(
    private readonly fetchBytes: FetchBytes,
    capacity = FONT_LRU_CAPACITY,
    private readonly slicesPerFont = SLICES_PER_FONT,
  ) {
    this.fonts = new Lru(capacity, () => {
      this.counters.evictedFonts += 1;
    });
  }

  private async fetchCounted(path: string): Promise<ArrayBuffer> {
    let fetched: ArrayBuffer | FetchedFile;
    try {
      fetched = await this.fetchBytes(path);
    } catch (error) {
      throw new FontLoadError(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const bytes = fetched instanceof ArrayBuffer ? fetched : fetched.bytes;
    this.counters.fetches += 1;
    this.counters.bytesFetched += bytes.byteLength;
    this.counters.bytesOnWire += fetched instanceof ArrayBuffer ? bytes.byteLength : fetched.wireBytes;
    return bytes;
  }

  private async fetchJson(path: string): Promise<unknown> {
    const bytes = await this.fetchCounted(path);
    try {
      return JSON.parse(decoder.decode(bytes));
    } catch {
      throw new FontLoadError(`${path}: not JSON`);
    }
  }

  catalogue(): Promise<FontCatalogueEntry[]> {
    if (!this.catalogueLoad) {
      this.catalogueLoad = measured('font:catalogue', this.fetchJson('index.json').then(parseCatalogue));
      this.catalogueLoad.catch(() => {
        this.catalogueLoad = null;
      });
    }
    return this.catalogueLoad;
  }

  /** Spec: an unknown font name falls back to the default font. */
  async resolve(fontName: string): Promise<{ entry: FontCatalogueEntry; fallback: boolean }> {
    const list = await this.catalogue();
    const wanted = normalise(fontName);
    const found = list.find((f) => [f.id, f.name, f.family].some((n) => normalise(n) === wanted));
    if (found) return { entry: found, fallback: false };
    const fallback = this.defaultEntry(list);
    return { entry: fallback, fallback: true };
  }

  async defaultId(): Promise<string> {
    return this.defaultEntry(await this.catalogue()).id;
  }

  async defaultFont(): Promise<LoadedFont> {
    return this.open(this.defaultEntry(await this.catalogue()));
  }

  private defaultEntry(list: FontCatalogueEntry[]): FontCatalogueEntry {
    const entry = list.find((f) => f.id === DEFAULT_FONT_ID) ?? list.find((f) => f.default) ?? list[0];
    if (!entry) throw new FontLoadError('the font catalogue is empty');
    return entry;
  }

  /** Counts as a use in the LRU; the 11th distinct font evicts the least recently used one. */
  open(entry: FontCatalogueEntry): Promise<LoadedFont> {
    const cached = this.fonts.get(entry.id);
    if (cached) return Promise.resolve(cached);
    const pending = this.opening.get(entry.id);
    if (pending) return pending;
    const early = this.prefetched.get(entry.id);
    this.prefetched.delete(entry.id);
    // A failed prefetch is not final: the font's own open fetches again.
    const fetchIndexed = () => this.fetchJson(entry.url).then(indexManifest);
    const indexed = early ? early.catch(fetchIndexed) : fetchIndexed();
    const load = measured('font:fetch-manifest', indexed, entry.id).then(({ manifest, index }) => {
      const font: LoadedFont = { entry, manifest, index, slices: new Lru(this.slicesPerFont) };
      this.fonts.set(entry.id, font);
      return font;
    });
    this.opening.set(entry.id, load);
    const forget = () => this.opening.delete(entry.id);
    load.then(forget, forget);
    return load;
  }

  async prefetchManifests(): Promise<number> {
    const list = await this.catalogue();
    const wanted = list.filter((entry) => !this.fonts.get(entry.id) && !this.opening.has(entry.id) && !this.prefetched.has(entry.id));
    for (const entry of wanted) {
      const fetching = measured('font:prefetch-manifest', this.fetchJson(entry.url).then(indexManifest), entry.id);
      fetching.catch(() => this.prefetched.delete(entry.id));
      this.prefetched.set(entry.id, fetching);
    }
    await Promise.allSettled(wanted.map((entry) => this.prefetched.get(entry.id)));
    return wanted.length;
  }

  /** Slice file for `sliceIndex` in the requested weight, or the regular one when that weight does not exist. */
  sliceFile(font: LoadedFont, sliceIndex: number, weight: number): string | undefined {
    const files = font.manifest.slices[sliceIndex]?.files;
    if (!files) return undefined;
    return files[String(weight)] ?? files['400'] ?? Object.values(files)[0];
  }

  loadSlice(font: LoadedFont, file: string): Promise<Font> {
    const cached = font.slices.get(file);
    if (cached) {
      this.counters.cacheHits += 1;
      return cached;
    }
    const base = font.entry.url.slice(0, font.entry.url.lastIndexOf('/') + 1);
    const load = this.fetchCounted(base + file)
      .then(woffToSfnt)
      // lowMemory: glyph records are built on first use; a slice then costs ~0.1 MB instead of ~0.5 MB.
      .then((sfnt) => parse(sfnt, { lowMemory: true }))
      .catch((error: unknown) => {
        font.slices.delete(file);
        throw error instanceof FontLoadError ? error : new FontLoadError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      });
    font.slices.set(file, measured('font:fetch-slice', load, file));
    return load;
  }

  stats(): FontStats {
    return {
      loadedFonts: this.fonts.keys(),
      slicesLoaded: this.fonts.values().reduce((sum, font) => sum + font.slices.size, 0),
      ...this.counters,
    };
  }
}
