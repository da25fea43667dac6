// Contract of the font worker (workers/font/font.worker.ts). The app and the render
// worker `wrap<FontApi>()` it with comlink. Text is drawn from the returned outlines,
// so canvas, PNG, SVG and PDF agree glyph for glyph.
//
// Every method rejects only with a WorkerError (../core/errors.ts). Callers should still
// wrap calls in `withTimeout(…, FONT_CALL_TIMEOUT_MS)`: the worker times out its own
// downloads, but only the caller can notice a worker that stopped answering.

export type TextAlign = 'left' | 'center' | 'right';

/** Field names follow the spec's text element (fontName, letterSpacing, lineSpace, angle, …). */
export interface TextLayoutRequest {
  /** Lets `cancel(requestId)` drop a superseded request (e.g. the user kept typing). */
  requestId?: string;
  /** "\n" starts a new line (a new column when vertical). */
  text: string;
  /** Font id (e.g. "noto-serif-sc"), Chinese name ("思源宋体") or family ("Noto Serif SC"). Unknown → default font. */
  fontName: string;
  /** px, > 0. */
  fontSize: number;
  /** px added between neighbouring characters (may be negative). Default 0. */
  letterSpacing?: number;
  /** px added between lines (columns when vertical). Default 0. */
  lineSpace?: number;
  /** Text on an arc: total sweep in degrees, -360…360. > 0 bulges upward, < 0 downward, 0 = straight. Ignored when vertical. */
  angle?: number;
  /** Top-to-bottom columns, right to left; CJK upright, Latin turned 90°, punctuation in vertical forms. */
  vertical?: boolean;
  /** Synthetic oblique (12°). */
  italic?: boolean;
  /** Real bold face where the font has one, else a stroke flag in the result. */
  bold?: boolean;
  /** Line alignment; for vertical text left = top, center = middle, right = bottom. Default left. */
  align?: TextAlign;
  underLine?: boolean;
  deleteLine?: boolean;
}

/**
 * One character cell: the rectangle (x, y, width, height) turned by `rotate` degrees
 * about its centre is where the character sits on the canvas.
 */
export interface GlyphBox {
  char: string;
  x: number;
  y: number;
  /** In the glyph's own frame: the advance for horizontal and turned glyphs; the column width for upright glyphs in vertical text. */
  width: number;
  /** In the glyph's own frame: the line height; the vertical advance (1 em) for upright glyphs in vertical text. */
  height: number;
  /** Degrees, clockwise. 0 normally; 90 for Latin in vertical text; the tangent on an arc. */
  rotate: number;
  /** Line (column) index. */
  line: number;
  /** Font the outline came from: differs from the result's fontId when the character fell back to the default font. */
  fontId: string;
}

export interface TextLineMetrics {
  /** Box of the line (column when vertical), before any arc bending. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Baseline y of a horizontal line; for a vertical column, its centre x. */
  baseline: number;
  /** Number of characters (GlyphBox entries) in this line. */
  glyphCount: number;
}

export interface TextLayoutResult {
  requestId?: string;
  /** All outlines plus underline/strike-through bars, absolute commands, fixed precision, origin at the box's top-left. Fill with nonzero. */
  d: string;
  /** The text box: union of the character cells and the ink, so nothing drawn falls outside 0…width × 0…height. */
  width: number;
  height: number;
  /** One path per character, in the same coordinates as `d` ("" for spaces). pathArr[i] belongs to dataArr[i]. */
  pathArr: string[];
  dataArr: GlyphBox[];
  lines: TextLineMetrics[];
  /** px at the requested fontSize. lineHeight = ascent + descent; line pitch = lineHeight + lineSpace. */
  ascent: number;
  descent: number;
  lineHeight: number;
  /** Font actually used (the default font when `fontName` was unknown). */
  fontId: string;
  /** True when `fontName` was not in the catalogue and the default font was used (spec: unknown font → default). */
  fontFallback: boolean;
  /** Characters taken from the default font because the chosen font lacks them. */
  fallbackChars: string[];
  /** Characters no font covers; they take an empty half-em cell. */
  missing: string[];
  /** Bold asked for a font without a bold face: stroke the outline with the fill colour, this wide (px). 0 otherwise. */
  syntheticBoldStroke: number;
}

export interface FontStats {
  /** Font ids in the LRU, most recently used first (at most FONT_LRU_CAPACITY). */
  loadedFonts: string[];
  slicesLoaded: number;
  /** Bytes downloaded since the worker started (catalogue, manifests, slices). */
  bytesFetched: number;
  /** The same downloads as sent over the network (compressed manifests count compressed). */
  bytesOnWire: number;
  fetches: number;
  /** Slice lookups served from memory. */
  cacheHits: number;
  evictedFonts: number;
}

/** An entry of public/fonts/index.json, the spec's font list (name, url, thumb). */
export interface FontCatalogueEntry {
  id: string;
  /** Chinese display name, e.g. 思源宋体. */
  name: string;
  family: string;
  /** Relative to the catalogue's own URL (`${BASE_URL}fonts/index.json`). */
  url: string;
  /** Generated SVG of the font's name in the font itself; relative like `url`. */
  thumb: string;
  weights: number[];
  licence: string;
  default: boolean;
}

export interface FontApi {
  layoutText(request: TextLayoutRequest): Promise<TextLayoutResult>;
  /** Downloads the slices `text` needs so a later layoutText is instant (e.g. when a font preview is shown). */
  preload(fontName: string, text: string, bold?: boolean): Promise<void>;
  /**
   * Rejects the pending layoutText with this requestId with CANCELLED. Downloads
   * already started finish and stay cached (another request likely needs them);
   * the layout itself is synchronous and short, so there is nothing else to stop.
   */
  cancel(requestId: string): Promise<void>;
  stats(): Promise<FontStats>;
  catalogue(): Promise<FontCatalogueEntry[]>;
  /**
   * Downloads every font's manifest (its slice table, ~11 KB compressed), not its slices:
   * the app calls it when the font picker is shown, so the first text in a newly picked
   * font waits for one round trip (its slices) instead of two. Resolves with how many
   * manifests were fetched; fonts already open are skipped.
   */
  prefetchManifests(): Promise<number>;
}

/**
 * What the font worker itself exposes: FontApi, plus `connect` so another worker (the logo
 * worker) can use this one's fonts directly, without a second LRU downloading them again.
 */
export interface FontWorkerApi extends FontApi {
  /** Serves FontApi on `port` (pass it with comlink `transfer(port, [port])`); the other end does `wrap<FontApi>(port)`. */
  connect(port: MessagePort): Promise<void>;
}

export const DEFAULT_FONT_ID = 'noto-serif-sc';
export const FONT_LRU_CAPACITY = 10;
/** Longer texts are rejected with TEXT_TOO_LONG rather than freezing the worker. */
export const MAX_TEXT_LENGTH = 2000;
/** Suggested caller-side timeout for one layoutText/preload call. */
export const FONT_CALL_TIMEOUT_MS = 20_000;
