// Contract of the render worker (workers/render/render.worker.ts). The app creates it with
// new Worker(new URL('../render/render.worker.ts', import.meta.url), { type: 'module' }),
// wraps it with comlink (`wrap<RenderApi>()`), transfers the editor canvas to it once
// (`transfer(canvas, [canvas])` after `transferControlToOffscreen()`), loads the document
// once and then sends only the store's forward patches. See docs/render.md.
//
// Every method rejects only with a WorkerError (./errors.ts).
import type { LogoDocument, Patch } from '../core/model/index.ts';

export interface RenderSurfaceOptions {
  /** devicePixelRatio of the page; the canvas gets cssWidth × dpr by cssHeight × dpr pixels. */
  dpr: number;
  /** Size of the <canvas> element in CSS pixels. */
  cssWidth: number;
  cssHeight: number;
}

export interface RenderAttachOptions extends RenderSurfaceOptions {
  /** Cap of the per-layer raster cache in bytes (RGBA). Default RENDER_CACHE_BYTES_DEFAULT. */
  cacheBytes?: number;
  /** performance.mark/measure around frames and rasterisations (for profiling; `?perf=1`). */
  perf?: boolean;
  /**
   * Make the canvas draw inside each frame so stats().frameMs includes the pixel work (the
   * canvas otherwise records commands and draws them when the frame is presented, after the
   * timer stops). For benches: on a GPU canvas it costs a readback per frame.
   */
  syncTiming?: boolean;
  /**
   * Helper workers the render worker may start to make layer rasters beside it while a large
   * work fills in (0: none). The page passes rasterHelpersFor(navigator.hardwareConcurrency).
   */
  rasterHelpers?: number;
}

/** A phone's spare cores, up to three, make rasters while a large work opens (docs/render.md). */
export const MAX_RASTER_HELPERS = 3;

/** Raster helpers for a device with `cores` logical cores: one core stays for the page. */
export function rasterHelpersFor(cores: number | undefined): number {
  if (cores === undefined || !Number.isFinite(cores)) return 0;
  return Math.min(Math.max(Math.floor(cores) - 1, 0), MAX_RASTER_HELPERS);
}

/**
 * How the document sits on the canvas, the overlay's ViewTransform: a document point p is
 * drawn at CSS pixel (p.x × zoom + panX, p.y × zoom + panY) of the canvas element.
 */
export interface RenderView {
  /** CSS pixels per document pixel (> 0). */
  zoom: number;
  panX: number;
  panY: number;
  /**
   * Ids of the selected layers. The worker draws no handles (the overlay does); it uses the
   * selection to predict what a gesture will change and composites the rest as cached bands.
   */
  selection: readonly string[];
}

/** pdf: one page the size of the artboard, vectors with text as outlines (docs/pdf.md). */
export type RenderExportFormat = 'png' | 'jpeg' | 'svg' | 'pdf';

export interface RenderExportOptions {
  format: RenderExportFormat;
  /**
   * Output pixels per document pixel (a 1000 px logo at scale 2 → 2000 px). For a PDF, the
   * resolution of the layers with effects it embeds as pictures (the page is the artboard).
   */
  scale: number;
  /** Draw the background layer (layers[0]). false → transparent PNG/SVG; JPEG gets `matte`. */
  background: boolean;
  /** JPEG only, 0–1. Default 0.92. */
  quality?: number;
  /** Colour under a JPEG exported without background. Default white. */
  matte?: string;
}

export interface RenderExportResult {
  /** The encoded file (transferred, not copied). */
  data: ArrayBuffer;
  mime: 'image/png' | 'image/jpeg' | 'image/svg+xml' | 'application/pdf';
  /** Pixel size of the image (the SVG's width/height attributes; a PDF's page in pt = document px). */
  width: number;
  height: number;
}

export interface RenderTimingSummary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  max: number;
}

export interface RenderStats {
  /** Frames drawn since the last resetStats(). */
  frames: number;
  /** Worker time per frame (rasterising included), ms. */
  frameMs: RenderTimingSummary;
  /** Frames composited from cached bands (the unselected layers flattened) vs layer by layer. */
  bandedFrames: number;
  /** Banded frames that repainted only where the selected layers were and are (workers/render/dirtyArea.ts). */
  partialFrames: number;
  bandRebuilds: number;
  /** Layer rasters found in / missing from the cache when a frame or export needed them. */
  cacheHits: number;
  cacheMisses: number;
  /** Layers drawn from a raster of another resolution while the right one is made. */
  fallbackDraws: number;
  /** Layers drawn as plain content (no effects) because their raster was not made yet (a large work opening). */
  plainDraws: number;
  rasterisations: number;
  rasteriseMs: number;
  /** Of `rasterisations`, those made by raster helper workers (RenderAttachOptions.rasterHelpers). */
  helperRasters: number;
  evictions: number;
  cacheEntries: number;
  cacheBytes: number;
  cacheCapBytes: number;
  /** Pixel memory of the flattened bands kept for gestures (full-canvas bitmaps); for the memory bench. */
  bandBytes?: number;
  /** Patch messages and single patches received. */
  patchMessages: number;
  patches: number;
  /** Content hashes computed (a move, turn or fade reuses the previous one). */
  hashesComputed: number;
  assetsPending: number;
  assetsFailed: number;
  layerErrors: number;
  /** Layers left out of the last frame (a large work still filling in) and rasters waiting to be made sharper. */
  missingLayers: number;
  pendingUpgrades: number;
  /**
   * The last work opened (load, or a patch replacing the document), in ms since the epoch
   * (performance.timeOrigin + now, comparable across threads): when it arrived, its first
   * frame, the first full frame with every layer on the canvas (some may be plain content,
   * effects still to come), the first with every layer from its raster (effects included),
   * and when every raster was sharp. null until it happened.
   */
  opened: { at: number; firstFrameAt: number | null; completeAt: number | null; rasteredAt: number | null; sharpAt: number | null } | null;
}

export type RenderEvent =
  /** An image (image layer or background url) could not be loaded or decoded; a grey placeholder is drawn. */
  | { type: 'asset-error'; src: string; layerIds: string[]; message: string }
  /** A layer could not be drawn (e.g. broken data); it is left out, the rest of the canvas is drawn. */
  | { type: 'layer-error'; layerId: string; message: string };

export interface RenderLoadOptions {
  /**
   * The document passed parseDocument on the sender's side (the editor's store holds no other
   * kind): the worker takes it as it is. A second validation of a 1000-layer work cost the
   * low-end worker about a second before its first frame.
   */
  validated?: boolean;
}

export interface RenderApi {
  /** Takes over the canvas (transferred with comlink's `transfer`). Calling it again replaces the canvas. */
  attach(canvas: OffscreenCanvas, options: RenderAttachOptions): Promise<void>;
  /** The element was resized or moved to a screen with another devicePixelRatio. */
  resize(options: RenderSurfaceOptions): Promise<void>;
  /**
   * The whole document, once per opened work (validated: a bad one rejects with BAD_REQUEST,
   * unless the sender says it is validated already). Nothing is drawn before the first setView.
   */
  load(doc: LogoDocument, options?: RenderLoadOptions): Promise<void>;
  /**
   * The store's forward patches (paths from the document root). Many calls between two
   * animation frames are drawn as one frame. A patch that does not apply rejects with
   * BAD_REQUEST and leaves the copy unchanged: send `load(doc)` again.
   */
  applyPatches(patches: readonly Patch[]): Promise<void>;
  setView(view: RenderView): Promise<void>;
  /**
   * A finger (or the mouse button) is down on the canvas, or lifted. While one is down the worker
   * starts no whole-canvas refresh: it cannot tell a resting finger from the end of a drag, and a
   * refresh of a large work costs ~1 s on a low-end phone.
   */
  setGesture(held: boolean): Promise<void>;
  /** PNG/JPEG drawn by the same pipeline as the canvas; SVG with text as paths, gradients, filters and shadows; PDF as vectors, text as outlines. */
  exportImage(options: RenderExportOptions): Promise<RenderExportResult>;
  /** Resolves once a frame reflecting every call so far is on the canvas and nothing is loading or waiting. */
  flush(): Promise<void>;
  stats(): Promise<RenderStats>;
  resetStats(): Promise<void>;
  /** Pass a comlink `proxy(fn)`, or null to stop. */
  setEventListener(listener: ((event: RenderEvent) => void) | null): Promise<void>;
  /** Frees every raster and bitmap; the worker can then be terminated. */
  dispose(): Promise<void>;
}

/** Default raster cache cap: 160 MB ≈ 40 million pixels. */
export const RENDER_CACHE_BYTES_DEFAULT = 160 * 1024 * 1024;
/** Longest side and area of an export (spec: exports of 500 to 4000 px). */
export const RENDER_EXPORT_MAX_SIDE = 8192;
export const RENDER_EXPORT_MAX_PIXELS = 4096 * 4096;
/** Suggested caller-side timeouts. */
export const RENDER_CALL_TIMEOUT_MS = 10_000;
export const RENDER_EXPORT_TIMEOUT_MS = 60_000;
