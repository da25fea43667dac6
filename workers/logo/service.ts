// The LogoApi implementation, free of worker globals so Node tests drive it directly with
// the font worker's own service and a catalogue over files.
import type { LogoDocument } from '../core/model/index.ts';
import { FONT_LRU_CAPACITY } from '../protocol/font.ts';
import { isWorkerError, toWorkerError, workerError } from '../core/errors.ts';
import type { WorkerError } from '../core/errors.ts';
import type { LogoApi, LogoCandidate, LogoRequest, LogoResult, LogoWarmUp, SurnameLogo, SurnameLogoRequest } from '../protocol/logo.ts';
// The generator, its catalogue loading and the SVG thumbnails are pure and shared with the
// page and the catalogue build, so they live in the core (workers/core/logo); offThread.ts is
// the one door, and tsconfig.worker.json type-checks it with the WebWorker lib (no DOM).
import * as logo from '../core/logo/offThread.ts';

export interface LogoServiceOptions {
  catalogue: logo.CatalogueClient;
  /** The font worker's layoutText (its comlink proxy in the worker, the service itself in Node). */
  layoutText: logo.LayoutText;
  /** Fonts warmed at most (the font worker's LRU). */
  fontCapacity?: number;
  now?: () => number;
}

export type LogoService = Omit<LogoApi, 'init'>;

/** The static catalogue under a site root (fetched with the catalogue's cache-refresh suffixes). */
export function catalogueAt(base: string, fetch?: typeof globalThis.fetch): logo.CatalogueClient {
  return logo.createCatalogueClient(fetch ? { base, fetch } : { base });
}

/** Layouts are remembered for the spec's local-cache age: regenerating the same words costs no font call. */
const LAYOUT_CACHE_ENTRIES = 400;
/** One icon sample per industry for this long, so the warm-up fetches the icon pages generating then uses. */
const CATALOGUE_TTL_MS = 300_000;

/**
 * Thumbnails are shown 160 CSS px wide for a 1000 px canvas: whole units are a quarter of a
 * device pixel at DPR 2, and halve the SVG each <img> parses on the main thread.
 */
const thumbOf = (doc: LogoDocument): string => logo.svgDataUrl(logo.documentToSvg(doc, { textPrecision: 0 }));

const layoutKey = (r: logo.TextMeasureRequest) => JSON.stringify([r.text, r.fontName, r.fontSize, r.letterSpacing, r.bold ?? false]);

/** Rejections as the protocol promises: a WorkerError whose message the page can show. */
function asWorkerError(error: unknown): WorkerError {
  if (isWorkerError(error)) return error;
  if (error instanceof logo.CatalogueError) return workerError('INTERNAL', error.message, error.detail);
  if (error instanceof logo.TemplateOpenError) return workerError('BAD_REQUEST', error.message);
  return toWorkerError(error);
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asWorkerError(error);
  }
}

export function createLogoService(options: LogoServiceOptions): LogoService {
  const now = options.now ?? Date.now;
  const capacity = options.fontCapacity ?? FONT_LRU_CAPACITY;
  const layouts = logo.createTtlCache<Promise<logo.MeasuredText>>({ maxEntries: LAYOUT_CACHE_ENTRIES, now });
  const fromFonts = logo.fontMeasure(options.layoutText);
  const measure: logo.MeasureText = (request) => {
    const key = layoutKey(request);
    const hit = layouts.get(key);
    if (hit) return hit;
    const promise = Promise.resolve(fromFonts(request));
    layouts.set(key, promise);
    // A failed layout is not remembered: the next logo asks again.
    promise.catch(() => layouts.delete(key));
    return promise;
  };

  const catalogues = new Map<string, { at: number; load: Promise<logo.GenerateCatalogue> }>();
  const catalogueFor = (industry: string): Promise<logo.GenerateCatalogue> => {
    const cached = catalogues.get(industry);
    if (cached && now() - cached.at <= CATALOGUE_TTL_MS) return cached.load;
    const load = logo.generatorCatalogue(industry, options.catalogue);
    catalogues.set(industry, { at: now(), load });
    load.catch(() => {
      if (catalogues.get(industry)?.load === load) catalogues.delete(industry);
    });
    return load;
  };

  /** The layouts generating will ask for first: each warm font at the base size, every spacing and dash form. */
  async function warmFonts(words: LogoWarmUp, fonts: readonly string[]): Promise<void> {
    const title = logo.cleanTitle(words.title);
    const slogan = logo.cleanSlogan(words.slogan);
    if (title === '') return;
    const size = logo.TITLE_FONT_SIZE;
    const slogans = slogan === '' ? [] : [slogan, `${logo.SLOGAN_DASH} ${slogan} ${logo.SLOGAN_DASH}`];
    const requests: logo.TextMeasureRequest[] = logo.fontsToWarm(fonts, title, slogan !== '', capacity).flatMap((use) =>
      use.role === 'title'
        ? logo.titleSpacingsFor(title).map((em) => ({ text: title, fontName: use.fontName, fontSize: size, letterSpacing: em * size }))
        : slogans.map((text) => ({ text, fontName: use.fontName, fontSize: size, letterSpacing: 0 })),
    );
    // Monogram candidates (match/iconMatch.ts): the name in the emblem's and the badge's faces, when
    // those fonts are warmed anyway or there is room left in the LRU.
    const warmed = new Set(requests.map((r) => r.fontName));
    const monogramFonts = [logo.STYLE_FONTS.circle, logo.STYLE_FONTS.square, { font: logo.CAPTION_FONT, bold: false }];
    for (const { font, bold } of monogramFonts) {
      if (!fonts.includes(font) || (!warmed.has(font) && warmed.size >= capacity)) continue;
      warmed.add(font);
      requests.push({ text: title, fontName: font, fontSize: size, letterSpacing: 0, ...(bold ? { bold } : {}) });
    }
    await Promise.all(requests.map((request) => Promise.resolve(measure(request)).catch(() => undefined)));
  }

  const matches = logo.createTtlCache<Promise<logo.IconMatches<logo.LogoIcon>>>({ maxEntries: 20, now });
  /** The brand name's words and the industry matched to icons, for a while per name and industry. */
  const matchesFor = (title: string, industry: string): Promise<logo.IconMatches<logo.LogoIcon>> => {
    const key = JSON.stringify([logo.cleanTitle(title), industry]);
    const hit = matches.get(key);
    if (hit) return hit;
    const load = logo.iconMatches(options.catalogue, logo.cleanTitle(title), industry);
    matches.set(key, load);
    load.catch(() => matches.delete(key));
    return load;
  };

  /** A monogram candidate: the name's initial in a round emblem or a square badge, the name under it. */
  async function monogramCandidate(request: LogoRequest, seed: number, layout: 'emblem' | 'badge'): Promise<LogoDocument> {
    const catalogue = await catalogueFor(request.industry);
    const title = logo.cleanTitle(request.title);
    const style = layout === 'emblem' ? 'circle' : 'square';
    const subcaption = logo.cleanSlogan(request.slogan);
    return logo.generateMonogram({ mark: logo.monogramMark(title), caption: title, subcaption, style, seed, slots: { mark: '', caption: 'title' } }, catalogue, measure);
  }

  async function generateOne(request: LogoRequest, seed: number): Promise<LogoCandidate> {
    const [catalogue, icon, found] = await Promise.all([
      catalogueFor(request.industry),
      request.iconId ? logo.iconById(options.catalogue, request.iconId) : Promise.resolve(undefined),
      request.iconId ? Promise.resolve(null) : matchesFor(request.title, request.industry),
    ]);
    const variants = request.style === 'any' ? logo.LAYOUT_VARIANTS : logo.LAYOUT_VARIANTS.filter((v) => v.kind === request.style);
    // The icon: one of a word of the name, of the industry, or a monogram (match/iconMatch.ts).
    const mark = found ? logo.chooseMark(seed, found) : null;
    const monogramFits = request.style === 'any' || request.style === 'top-bottom';
    if (mark?.kind === 'monogram' && monogramFits) {
      const doc = await monogramCandidate(request, seed, mark.layout);
      return { seed, doc, thumb: thumbOf(doc) };
    }
    const icons = mark?.kind === 'icons' ? mark.icons : (found?.words[0]?.icons ?? found?.industry);
    const { doc } = await logo.generateLogo({ title: request.title, slogan: request.slogan, seed, variants, icon, icons }, catalogue, measure);
    return { seed, doc, thumb: thumbOf(doc) };
  }

  async function fillOne(url: string, words: { title: string; slogan: string }): Promise<LogoResult> {
    const doc = await logo.fillTemplateFile(url, words, measure, options.catalogue);
    return { doc, thumb: thumbOf(doc) };
  }

  async function surnameLogos({ mark, caption, seed }: SurnameLogoRequest): Promise<SurnameLogo[]> {
    const [palettes, fonts] = await Promise.all([options.catalogue.palettes(), logo.fontIds(options.catalogue)]);
    return Promise.all(
      logo.NAME_LOGO_STYLES.map(async (style) => {
        const doc = await logo.generateNameLogo({ name: mark, caption, style, seed }, { palettes, fonts }, measure);
        return { style, doc, thumb: thumbOf(doc) };
      }),
    );
  }

  return {
    async warm(words) {
      try {
        const [catalogue] = await Promise.all([catalogueFor(words.industry), logo.cleanTitle(words.title) ? matchesFor(words.title, words.industry) : null]);
        await warmFonts(words, catalogue.fonts);
      } catch {
        // Generating reports what could not load; the warm-up only tries.
      }
    },
    generate: (request, seed) => guarded(() => generateOne(request, seed)),
    fillTemplate: (url, words) => guarded(() => fillOne(url, words)),
    surnameLogos: (request) => guarded(() => surnameLogos(request)),
  };
}
