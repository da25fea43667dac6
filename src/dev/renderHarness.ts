// Render harness (render-harness.html): a bare page that drives the real render worker for
// the Playwright specs (e2e/render-*.spec.ts) and the bench (e2e/bench/10-render-drag.bench.mjs).
// Not part of the app: no React, no store; everything is reached through window.__harness.
import { proxy, transfer, wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { LogoDocument, Patch } from '../../workers/core/model/index.ts';
import type { FontApi, TextLayoutRequest, TextLayoutResult } from '../../workers/protocol/font.ts';
import type { PrintSpec } from '../../workers/protocol/print.ts';
import type { RenderApi, RenderEvent, RenderExportOptions, RenderStats, RenderView } from '../../workers/protocol/render.ts';
import { RenderEngine } from '../../workers/render/engine.ts';
import { base64ToBytes, compare, decodeBitmap, decodeSvg, sample } from './pixels.ts';
import type { Difference, Pixels } from './pixels.ts';

interface SetupOptions {
  cssWidth: number;
  cssHeight: number;
  dpr?: number;
  cacheBytes?: number;
  /** Draw on the main thread with the same engine (the bench's control), not in the worker. */
  mainThread?: boolean;
  /** Frame times include the canvas's pixel work (benches). */
  syncTiming?: boolean;
  /** Raster helper workers the render worker may start (RenderAttachOptions.rasterHelpers). */
  rasterHelpers?: number;
}

type Renderer = Pick<RenderApi, 'load' | 'applyPatches' | 'setView' | 'setGesture' | 'flush' | 'stats' | 'resetStats' | 'exportImage'>;

let renderer: Renderer | null = null;
let fonts: Remote<FontApi> | null = null;
const images = new Map<string, Pixels>();
const svgTexts = new Map<string, string>();
const events: RenderEvent[] = [];

function need(): Renderer {
  if (!renderer) throw new Error('call __harness.setup() first');
  return renderer;
}

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

async function setup(options: SetupOptions): Promise<void> {
  const stage = document.getElementById('stage');
  if (!stage) throw new Error('no #stage');
  stage.replaceChildren();
  const canvas = document.createElement('canvas');
  canvas.style.width = `${options.cssWidth}px`;
  canvas.style.height = `${options.cssHeight}px`;
  canvas.dataset.testid = 'render-canvas';
  stage.append(canvas);
  const surface = {
    dpr: options.dpr ?? devicePixelRatio,
    cssWidth: options.cssWidth,
    cssHeight: options.cssHeight,
    cacheBytes: options.cacheBytes,
    syncTiming: options.syncTiming,
    rasterHelpers: options.rasterHelpers,
  };
  const offscreen = canvas.transferControlToOffscreen();
  if (options.mainThread) {
    const engine = new RenderEngine({ requestFrame: (cb) => void requestAnimationFrame(() => cb()), resolveUrl: (src) => new URL(src, location.href).href });
    engine.attach(offscreen, surface);
    engine.setEventListener((event) => events.push(event));
    renderer = {
      load: async (doc) => engine.load(doc),
      applyPatches: async (patches) => engine.applyPatches(patches),
      setView: async (view) => engine.setView(view),
      setGesture: async (held) => engine.setGesture(held),
      flush: () => engine.flush(),
      stats: async () => engine.stats(),
      resetStats: async () => engine.resetStats(),
      exportImage: (opts) => engine.exportImage(opts),
    };
    return;
  }
  const worker = new Worker(new URL('../../workers/render/render.worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<RenderApi>(worker);
  await api.attach(transfer(offscreen, [offscreen]), surface);
  await api.setEventListener(proxy((event: RenderEvent) => void events.push(event)));
  renderer = {
    load: (doc) => api.load(doc),
    applyPatches: (patches) => api.applyPatches(patches),
    setView: (view) => api.setView(view),
    setGesture: (held) => api.setGesture(held),
    flush: () => api.flush(),
    stats: () => api.stats(),
    resetStats: () => api.resetStats(),
    exportImage: (opts) => api.exportImage(opts),
  };
}

async function exportImage(id: string, options: RenderExportOptions): Promise<{ width: number; height: number; mime: string; bytes: number }> {
  const result = await need().exportImage(options);
  if (result.mime === 'image/svg+xml') {
    const text = new TextDecoder().decode(result.data);
    svgTexts.set(id, text);
    images.set(id, await decodeSvg(text, result.width, result.height));
  } else {
    images.set(id, await decodeBitmap(result.data, result.mime));
  }
  return { width: result.width, height: result.height, mime: result.mime, bytes: result.data.byteLength };
}

function image(id: string): Pixels {
  const found = images.get(id);
  if (!found) throw new Error(`no image ${id}`);
  return found;
}

interface DragOptions {
  layerIndex: number;
  frames: number;
  dx: number;
  dy: number;
}

/**
 * Moves one layer by (dx, dy) per animation frame the way the editor does (two small patches
 * per step, fire and forget), measuring the main thread: frame gaps and long tasks.
 */
async function drag(options: DragOptions, start: { x: number; y: number }): Promise<{ gaps: number[]; longTasks: number; longTaskMs: number; longTaskAt: number[]; messageBytes: number }> {
  const api = need();
  const long: PerformanceEntry[] = [];
  const observer = PerformanceObserver.supportedEntryTypes.includes('longtask') ? new PerformanceObserver((list) => long.push(...list.getEntries())) : null;
  observer?.observe({ type: 'longtask' });
  const gaps: number[] = [];
  let messageBytes = 0;
  let last = await nextFrame();
  const begin = last;
  for (let i = 1; i <= options.frames; i += 1) {
    const patches: Patch[] = [
      { op: 'replace', path: ['layers', options.layerIndex, 'x'], value: start.x + options.dx * i },
      { op: 'replace', path: ['layers', options.layerIndex, 'y'], value: start.y + options.dy * i },
    ];
    messageBytes = Math.max(messageBytes, JSON.stringify(patches).length);
    void api.applyPatches(patches);
    const now = await nextFrame();
    gaps.push(now - last);
    last = now;
  }
  await api.flush();
  observer?.disconnect();
  return {
    gaps,
    longTasks: long.length,
    longTaskMs: long.reduce((s, e) => s + e.duration, 0),
    /** When each long task started, ms after the drag's first frame (negative: before it). */
    longTaskAt: long.map((e) => Math.round(e.startTime - begin)),
    messageBytes,
  };
}

/** Control for drag(): the same page, nothing sent, the same frames watched. */
async function idleFrames(frames: number): Promise<{ gaps: number[]; longTasks: number }> {
  const long: PerformanceEntry[] = [];
  const observer = PerformanceObserver.supportedEntryTypes.includes('longtask') ? new PerformanceObserver((list) => long.push(...list.getEntries())) : null;
  observer?.observe({ type: 'longtask' });
  const gaps: number[] = [];
  let last = await nextFrame();
  for (let i = 0; i < frames; i += 1) {
    const now = await nextFrame();
    gaps.push(now - last);
    last = now;
  }
  observer?.disconnect();
  return { gaps, longTasks: long.length };
}

async function layoutText(request: TextLayoutRequest): Promise<TextLayoutResult> {
  if (!fonts) fonts = wrap<FontApi>(new Worker(new URL('../../workers/font/font.worker.ts', import.meta.url), { type: 'module' }));
  return fonts.layoutText(request);
}

/** The card print PDF through the app's own font and print workers (e2e/print-pdf.spec.ts), as base64. */
async function printPdf(pages: LogoDocument[], spec: PrintSpec): Promise<string> {
  const { makePrintPdf } = await import('../features/print/makePrintPdf.ts');
  const bytes = new Uint8Array(await (await makePrintPdf(pages, spec)).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The pages with their text laid out by the app's font worker, as the card page holds them (bench). */
async function outlinePages(pages: LogoDocument[]): Promise<LogoDocument[]> {
  const [{ withTextOutlines }, { appWorkers }, { FONT_CALL_TIMEOUT_MS }] = await Promise.all([
    import('../features/print/outlines.ts'),
    import('../app/workers/index.ts'),
    import('../../workers/protocol/font.ts'),
  ]);
  const font = appWorkers.get('font');
  return Promise.all(pages.map((doc) => withTextOutlines(doc, (request) => font.call((f) => f.layoutText(request), FONT_CALL_TIMEOUT_MS, 'layoutText'))));
}

const harness = {
  setup,
  load: (doc: LogoDocument) => need().load(doc),
  applyPatches: (patches: Patch[]) => need().applyPatches(patches),
  setView: (view: RenderView) => need().setView(view),
  setGesture: (held: boolean) => need().setGesture(held),
  flush: async () => {
    await need().flush();
    // Let the compositor show the worker's last frame before anyone takes a screenshot.
    await nextFrame();
    await nextFrame();
  },
  stats: (): Promise<RenderStats> => need().stats(),
  resetStats: () => need().resetStats(),
  exportImage,
  svgText: (id: string) => svgTexts.get(id) ?? '',
  decodeScreenshot: async (id: string, base64: string) => {
    const pixels = await decodeBitmap(base64ToBytes(base64), 'image/png');
    images.set(id, pixels);
    return { width: pixels.width, height: pixels.height };
  },
  sample: (id: string, x: number, y: number) => sample(image(id), x, y),
  compare: (a: string, b: string, tolerance: number): Difference => compare(image(a), image(b), tolerance),
  events: () => [...events],
  drag,
  idleFrames,
  layoutText,
  printPdf,
  outlinePages,
};

export type RenderHarness = typeof harness;

declare global {
  interface Window {
    __harness: RenderHarness;
  }
}

window.__harness = harness;
document.documentElement.dataset.harnessReady = 'true';
