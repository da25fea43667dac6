// Bench harness (src/dev/bench-harness.html): the real font and image workers, created the
// way the app creates them, driven by e2e/bench/2x-*.bench.mjs through window.__bench.
// Not part of the app. Every timed call also reports what the main thread did meanwhile:
// long tasks (> 50 ms) and the longest gap between animation frames.
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { FontApi, FontStats, TextLayoutRequest } from '../../workers/protocol/font.ts';
import { warmDefaultFont } from '../editor/workers/fontWarm.ts';
import type { CutoutMethod, ImageApi, Rect } from '../../workers/protocol/image.ts';
import type { BackgroundKind, ShapeKind } from '../../workers/image/testing/synthetic.ts';
import type { BenchControlApi } from './benchControl.worker.ts';
import { fixedWork } from './fixedWork.ts';
import { md5Bytes } from '../../workers/core/hash/md5Bytes.ts';
import { transfer } from 'comlink';

interface MainThread {
  longTasks: number;
  longTaskMs: number;
  /** Longest gap between two animation frames while the call ran, ms. */
  maxFrameGap: number;
}

let fonts: Remote<FontApi> | null = null;
let fontThread: Worker | null = null;
let images: Remote<ImageApi> | null = null;
const control = wrap<BenchControlApi>(new Worker(new URL('./benchControl.worker.ts', import.meta.url), { type: 'module', name: 'bench-control' }));
const photos = new Map<string, Blob>();

function imageWorker(): Remote<ImageApi> {
  images ??= wrap<ImageApi>(new Worker(new URL('../../workers/image/image.worker.ts', import.meta.url), { type: 'module', name: 'image' }));
  return images;
}

function fontWorker(): Remote<FontApi> {
  if (!fonts) throw new Error('call __bench.startFonts() first');
  return fonts;
}

function photo(id: string): Blob {
  const found = photos.get(id);
  if (!found) throw new Error(`no photo ${id}`);
  return found;
}

/** Runs `work` and watches the main thread meanwhile. */
async function watched<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; main: MainThread }> {
  const long: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => long.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  let maxFrameGap = 0;
  let running = true;
  let last = performance.now();
  const tick = (now: number) => {
    maxFrameGap = Math.max(maxFrameGap, now - last);
    last = now;
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const start = performance.now();
  const value = await work();
  const ms = performance.now() - start;
  running = false;
  // A long task is reported after it ends: give the observer a frame to deliver it.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  long.push(...observer.takeRecords());
  observer.disconnect();
  return { value, ms, main: { longTasks: long.length, longTaskMs: long.reduce((sum, e) => sum + e.duration, 0), maxFrameGap } };
}

const bench = {
  /** A fresh font worker (nothing cached in it); resolves when it answers. */
  async startFonts(): Promise<number> {
    // One font worker at a time: the heap figure finds the worker by its name.
    fontThread?.terminate();
    const start = performance.now();
    fontThread = new Worker(new URL('../../workers/font/font.worker.ts', import.meta.url), { type: 'module', name: 'font' });
    fonts = wrap<FontApi>(fontThread);
    await fonts.stats();
    return performance.now() - start;
  },
  /** What the editor does when it opens (src/editor/workers/fontWarm.ts); resolves with the default font's id. */
  warmFonts: async () => (await warmDefaultFont(fontWorker())) ?? '',
  /** What the editor's font picker does when it is shown: every font's manifest, no slices. */
  prefetchManifests: () => fontWorker().prefetchManifests(),
  /** Loads the font list only, as the app's font picker does before any text is drawn. */
  fontCatalogue: async () => (await fontWorker().catalogue()).map((entry) => entry.id),
  async layoutText(request: TextLayoutRequest) {
    const { value, ms, main } = await watched(() => fontWorker().layoutText(request));
    return { ms, main, fontId: value.fontId, paths: value.pathArr.filter((d) => d !== '').length, dLength: value.d.length, fallbackChars: value.fallbackChars, missing: value.missing };
  },
  fontStats: (): Promise<FontStats> => fontWorker().stats(),

  async makePhoto(id: string, kind: 'scene' | 'texture', width: number, height: number): Promise<number> {
    const blob = await control.makePhoto(kind, width, height);
    photos.set(id, blob);
    await control.decode(id, blob);
    return blob.size;
  },
  /** A cutout test scene with a known answer (workers/image/testing/synthetic.ts), kept as photo `id`. */
  async makeScene(id: string, background: BackgroundKind, shape: ShapeKind, width: number, height: number): Promise<number> {
    const blob = await control.makeScene(background, shape, width, height);
    photos.set(id, blob);
    return blob.size;
  },
  /** The image tools' automatic cutout (or one method) on a loaded photo, watched. */
  async cutout(imageId: string, method: CutoutMethod) {
    const { value, ms, main } = await watched(() => imageWorker().cutout({ requestId: `bench-${performance.now()}`, imageId, method }));
    value.preview.close();
    return { ms, main, method: value.method ?? method, coverage: value.coverage, model: value.model ?? null, modelUnavailable: value.modelUnavailable === true };
  },
  /** Hands the photo to the image worker as the app does after the user picks it (untimed set-up). */
  async loadPhoto(id: string) {
    const loaded = await imageWorker().load({ file: photo(id) });
    loaded.preview.close();
    return { imageId: loaded.imageId, width: loaded.width, height: loaded.height, workWidth: loaded.workWidth, workHeight: loaded.workHeight };
  },
  /** The whole photo → width × height JPEG in the image worker (its crop tool: cut, resample, encode). */
  async workerResize(imageId: string, photoWidth: number, photoHeight: number, width: number, height: number) {
    const transform = { quarterTurns: 0 as const, flipX: false, flipY: false, straighten: 0, rect: { x: 0, y: 0, width: photoWidth, height: photoHeight } };
    const { value, ms, main } = await watched(() => imageWorker().crop({ imageId, transform, output: { width, height }, encode: { format: 'jpeg', quality: 0.92 } }));
    return { ms, main, bytes: value.blob.size, width: value.width, height: value.height };
  },
  nativePipeline: (id: string, width: number, height: number) => control.nativePipeline(id, width, height),
  resamplers: (id: string, width: number, height: number) => control.resamplers(id, width, height),
  async inpaint(imageId: string, boxes: Rect[]) {
    const { value, ms, main } = await watched(() => imageWorker().inpaint({ requestId: `bench-${performance.now()}`, imageId, strokes: [], boxes }));
    value.preview.close();
    return { ms, main, version: value.version };
  },
  /** Control: a worker that only spins, for as long as the figure's worker call took. */
  async burn(forMs: number) {
    const { ms, main } = await watched(() => control.burn(forMs));
    return { ms, main };
  },
  fixedWork: () => control.fixedWork(),
  burstWork: () => control.burstWork(),
  /** The same loop on the page's main thread. */
  mainThreadFixedWork: () => fixedWork(),
  release: async (imageId: string) => imageWorker().release(imageId),
  /** MD5 of `mb` MiB on the page's main thread (what the PDF upload avoids), watched. */
  async md5Main(mb: number) {
    const bytes = new Uint8Array(mb * 1048576).map((_, i) => i & 255);
    const { value, ms, main } = await watched(async () => md5Bytes(bytes));
    return { ms, main, hex: value };
  },
  /** The same in the image worker (the PDF upload's hashing), bytes transferred, watched. */
  async md5Worker(mb: number) {
    const bytes = new Uint8Array(mb * 1048576).map((_, i) => i & 255);
    const { value, ms, main } = await watched(() => imageWorker().md5(transfer(bytes.buffer, [bytes.buffer])));
    return { ms, main, workerMs: value.ms, hex: value.hex };
  },
};

export type BenchHarness = typeof bench;

declare global {
  interface Window {
    __bench: BenchHarness;
  }
}

window.__bench = bench;
document.documentElement.dataset.benchReady = 'true';
