// Contract of the logo worker (workers/logo/logo.worker.ts): generated logos and filled
// templates, each a real editor document with its SVG thumbnail, made off the main thread.
// The app creates it lazily (src/features/logo/app/logoWorker.ts), connects it to the app's
// own font worker with a MessagePort (FontWorkerApi.connect), then `init`s it once.
// See docs/logo-worker.md.
//
// Every method rejects only with a WorkerError (./errors.ts).
import type { LogoDocument } from '../core/model/index.ts';
import type { NameLogoStyle } from '../core/logo/nameLogo/nameLogo.ts';

/** The generator's layout kinds (workers/core/logo/generate/variants.ts), or any of them. */
export type LogoStyle = 'top-bottom' | 'left-right' | 'all-centered' | 'any';

export interface LogoRequest {
  title: string;
  slogan: string;
  /** Industry (a logo_category name) whose icons to use; '' for any. */
  industry: string;
  style: LogoStyle;
  /** A catalogue icon chosen beforehand (search → "use this icon"). */
  iconId?: string;
}

/** What the user typed so far: the worker fetches what generating will need. */
export interface LogoWarmUp {
  title: string;
  slogan: string;
  industry: string;
}

export interface LogoResult {
  doc: LogoDocument;
  /** The document as an SVG data URL for an <img src> (no script runs in an image). */
  thumb: string;
}

export interface LogoCandidate extends LogoResult {
  seed: number;
}

/** A name logo request: the name (1–4 characters), the line under it, one seed for all styles. */
export interface SurnameLogoRequest {
  mark: string;
  caption: string;
  seed: number;
}

export interface SurnameLogo extends LogoResult {
  /** One of NAME_LOGO_STYLES (workers/core/logo/nameLogo/nameLogo.ts). */
  style: NameLogoStyle;
}

export interface LogoInit {
  /** Site root the catalogue files live under, as the page resolves it (its BASE_URL against its base URI). */
  base: string;
  /** At most this many fonts are warmed (the font worker's LRU, FONT_LRU_CAPACITY). */
  fontCapacity?: number;
}

export interface LogoApi {
  /**
   * Once, before anything else. `fonts` is a port the app's font worker exposes FontApi on
   * (FontWorkerApi.connect): the logo worker never loads fonts itself, so both share one LRU.
   * Pass the port with comlink `transfer(port, [port])`.
   */
  init(options: LogoInit, fonts: MessagePort): Promise<void>;
  /**
   * Fetches the industry's icons, the palettes and the font list, and lays out the typed
   * words in the fonts the generator may pick (never more than the font LRU holds).
   * Resolves when done; failures are swallowed (generating reports them).
   */
  warm(words: LogoWarmUp): Promise<void>;
  /** One candidate for one seed; the same request and seed give the same logo. */
  generate(request: LogoRequest, seed: number): Promise<LogoCandidate>;
  /** A template (catalogue url such as "catalogue/templates/L0100.json") with the user's words laid out in it. */
  fillTemplate(url: string, words: { title: string; slogan: string }): Promise<LogoResult>;
  /** The name logo page's logos: one per style of NAME_LOGO_STYLES, in that order. */
  surnameLogos(request: SurnameLogoRequest): Promise<SurnameLogo[]>;
}

/** Caller-side timeout for one call: it may wait for fonts and catalogue files. */
export const LOGO_CALL_TIMEOUT_MS = 30_000;

/**
 * Contract of the thumbnail worker (workers/logo/thumb.worker.ts): a logo SVG written by
 * documentToSvg (template thumbnails) drawn into a PNG off the main thread. An SVG in an
 * <img> is parsed and painted on the main thread; a PNG is decoded off it. Rejects with a
 * WorkerError when the file cannot be fetched or is not such an SVG: show the SVG then.
 */
export interface ThumbApi {
  /**
   * `url` absolute (same origin), or a `data:image/svg+xml` URL of a logo made in the page (a
   * filled template); `pixels` the longer side of the PNG (16–1024).
   */
  raster(url: string, pixels: number): Promise<Blob>;
}

export const THUMB_CALL_TIMEOUT_MS = 15_000;
