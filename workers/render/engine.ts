// The render worker's state and the RenderApi behaviour: its own copy of the document
// (kept by patches), the view, the raster cache, and frames coalesced to one per animation frame.
import type { Layer, LogoDocument, Patch } from '../core/model/index.ts';
import { workerError } from '../core/errors.ts';
import { RENDER_CACHE_BYTES_DEFAULT } from '../protocol/render.ts';
import type { RenderAttachOptions, RenderEvent, RenderExportOptions, RenderExportResult, RenderLoadOptions, RenderStats, RenderSurfaceOptions, RenderView } from '../protocol/render.ts';
import { AssetStore } from './assets.ts';
import { DocumentCopy } from './documentCopy.ts';
import { pictureSources } from './drawMedia.ts';
import { exportRaster } from './exporter.ts';
import { exportSvg } from './exportSvgRunner.ts';
import { exportPdf } from './exportPdfRunner.ts';
import { planUnits } from './framePlan.ts';
import type { Unit } from './framePlan.ts';
import { LayerHashes } from './layerHashes.ts';
import { PerfMarks } from './perfMarks.ts';
import { Media } from './media.ts';
import { RasterCache } from './rasterCache.ts';
import type { MadeRaster } from './rasterHelperApi.ts';
import { RasterPool } from './rasterPool.ts';
import type { PoolJob, RasterHelper } from './rasterPool.ts';
import { RefreshPacer } from './refreshPacer.ts';
import { Scratch, rasterise } from './rasterise.ts';
import type { Raster } from './rasterise.ts';
import { Screen } from './screen.ts';
import { PLAIN_FIRST_FRAME_AFTER, ScreenRasters } from './screenRasters.ts';
import { drawPlain } from './drawPlain.ts';
import { FrameTimes, zeroCounters } from './stats.ts';

export interface EngineHost {
  requestFrame(callback: () => void): void;
  /** Absolute URL of a picture source (relative ones are relative to the app, not the worker). */
  resolveUrl(src: string): string;
  /** Starts a raster helper worker (raster-pool.ts); without it every raster is made here. */
  startRasterHelper?: () => RasterHelper;
}

/** Sharper rasters after a zoom are made once patches pause this long, a few ms at a time. */
const IDLE_DELAY_MS = 120;
const IDLE_BUDGET_MS = 12;
/**
 * New rasters one frame may make; the rest are left for the next frames, so opening a
 * 1000-layer work shows the canvas filling in and never holds a gesture for seconds.
 */
const FRAME_RASTER_BUDGET_MS = 24;
/**
 * Between idle upgrade runs while no gesture is going on: none, only a yield, so messages
 * (patches, a new view) still get in between runs. A frame's wait (16 ms) between 12 ms runs
 * left the worker idle over half the time: a 1000-layer work took over a minute to be sharp.
 */
const UPGRADE_STEP_MS = 0;
/** New rasters a gesture frame may make while a work fills in: the gesture comes first. */
const GESTURE_RASTER_BUDGET_MS = 8;

export class RenderEngine {
  private units: Unit[] = [];
  private unitsOf: readonly Layer[] | null = null;
  /** Null until the app says where the document sits: drawing before that would be wasted. */
  private view: RenderView | null = null;
  private selected: ReadonlySet<string> = new Set();
  private screen: Screen | null = null;
  private readonly marks = new PerfMarks();
  private syncTiming = false;
  private framePending = false;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private fillTimer: ReturnType<typeof setTimeout> | null = null;
  private fillDueAt = 0;
  /** The document or the view changed since the last frame. */
  private moved = false;
  private opened: RenderStats['opened'] = null;
  private readonly pacer = new RefreshPacer();
  /** A frame showed bands that lack rasters made since: a refresh is still owed. */
  private staleShown = false;
  private waiters: (() => void)[] = [];
  private listener: ((event: RenderEvent) => void) | null = null;
  private readonly counters = zeroCounters();
  private readonly times = new FrameTimes();
  private readonly hashes = new LayerHashes();
  private readonly copy = new DocumentCopy(this.hashes);
  private readonly cache = new RasterCache<Raster>(RENDER_CACHE_BYTES_DEFAULT, (raster) => raster.bitmap.close());
  private readonly scratch = new Scratch();
  private readonly assets: AssetStore;
  private readonly media: Media;
  private readonly rasters: ScreenRasters;
  private readonly pool: RasterPool;

  constructor(private readonly host: EngineHost) {
    this.assets = new AssetStore((src) => host.resolveUrl(src), {
      settled: (src, asset, layerIds) => {
        if (asset.state === 'failed') this.emit({ type: 'asset-error', src, layerIds, message: '图片加载失败，请检查网络或更换图片' });
        if (this.cache.dropIncomplete() > 0) this.rasters.epoch += 1;
        this.requestFrame();
      },
    });
    this.media = new Media(this.assets, (layerId, detail) => {
      this.counters.layerErrors += 1;
      this.emit({ type: 'layer-error', layerId, message: '图标数据无法识别，请更换图标' });
      console.warn('[render] icon not readable', layerId, detail);
    });
    this.rasters = new ScreenRasters(this.cache, this.hashes, (layer, level, mask) => this.make(layer, level, mask), this.counters);
    this.rasters.plain = (ctx, layer) => drawPlain(ctx, layer, this.media);
    this.pool = new RasterPool(host.startRasterHelper ?? null, {
      landed: (job, made) => this.landed(job, made),
      failed: (jobs, error) => {
        console.warn('[render] raster helper failed; making its rasters here', error);
        this.rasters.relist(jobs);
      },
      settled: () => {
        this.feedHelpers();
        if (this.filling) this.scheduleFill();
      },
    });
  }

  /** A helper's raster: cached, and owed to the canvas until the next refresh shows it. */
  private landed(job: PoolJob, made: MadeRaster): void {
    if (made.failed) this.layerFailed(job.layer, 'raster helper');
    this.rasters.landed(job, made.hash, { bitmap: made.bitmap, layout: made.layout, complete: made.complete, bytes: made.bytes });
    this.counters.rasterisations += 1;
    this.counters.helperRasters += 1;
    this.staleShown = true;
  }

  /** Missing layers without pictures go to free helpers (pictures load in this worker only). */
  private feedHelpers(): void {
    if (!this.pool.enabled || this.rasters.pendingMissing === 0) return;
    const beingMade = (key: string) => this.pool.has(key);
    this.pool.feed((count) => this.rasters.takeForHelpers(count, (layer) => pictureSources([layer]).length === 0, beingMade));
  }

  private layerFailed(layer: Layer, error: unknown): void {
    this.counters.layerErrors += 1;
    this.emit({ type: 'layer-error', layerId: layer.id, message: '这个图层无法显示，请检查它的内容' });
    console.warn('[render] layer failed', layer.id, error);
  }

  private make(layer: Layer, level: number, mask: boolean): Raster {
    const start = performance.now();
    const raster = rasterise(layer, {
      level,
      withShadow: !mask,
      media: this.media,
      scratch: this.scratch,
      onError: (failed, error) => this.layerFailed(failed, error),
    });
    this.counters.rasterisations += 1;
    this.counters.rasteriseMs += performance.now() - start;
    this.marks.measure(`render:rasterise:${layer.type}`, start, layer.id);
    return raster;
  }

  private emit(event: RenderEvent): void {
    try {
      // Through comlink the listener returns a promise; a closed page rejects it.
      const result: unknown = this.listener?.(event);
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // A listener that throws must not break drawing.
    }
  }

  attach(canvas: OffscreenCanvas, options: RenderAttachOptions): void {
    this.screen?.dispose();
    this.screen = new Screen(canvas, checkSurface(options));
    this.cache.capBytes = options.cacheBytes ?? RENDER_CACHE_BYTES_DEFAULT;
    this.marks.enabled = options.perf === true;
    this.pool.resize(options.rasterHelpers ?? 0);
    this.syncTiming = options.syncTiming === true;
    this.requestFrame();
  }

  resize(options: RenderSurfaceOptions): void {
    this.screen?.resize(checkSurface(options));
    this.requestFrame();
  }

  load(input: LogoDocument, options: RenderLoadOptions = {}): void {
    this.marks.span('render:load', () => this.copy.load(input, options.validated === true));
    // A large work fills in after its first frame: helpers start loading now, beside that frame.
    if (input.layers.length > PLAIN_FIRST_FRAME_AFTER) this.pool.warm();
    this.documentChanged(true);
  }

  applyPatches(patches: readonly Patch[]): void {
    this.counters.patchMessages += 1;
    this.pacer.input(performance.now());
    this.counters.patches += patches.length;
    this.documentChanged(this.marks.span('render:patches', () => this.copy.apply(patches), patches.length));
  }

  private documentChanged(opened: boolean): void {
    this.moved = true;
    const doc = this.copy.doc;
    if (opened && doc) {
      this.opened = { at: epochNow(), firstFrameAt: null, completeAt: null, rasteredAt: null, sharpAt: null };
      this.rasters.clearUpgrades();
      this.staleShown = false;
      this.assets.retain(new Set(pictureSources(doc.layers).map((s) => s.src)));
    }
    this.requestFrame();
  }

  setView(view: RenderView): void {
    const numbers = [view.zoom, view.panX, view.panY];
    if (numbers.some((n) => !Number.isFinite(n)) || view.zoom <= 0) throw workerError('BAD_REQUEST', undefined, 'bad view');
    this.view = { zoom: view.zoom, panX: view.panX, panY: view.panY, selection: [...view.selection] };
    this.selected = new Set(view.selection);
    this.moved = true;
    this.pacer.input(performance.now());
    this.requestFrame();
  }

  setGesture(held: boolean): void {
    this.pacer.gestureHeld = held === true;
    this.pacer.input(performance.now());
    if (this.pacer.gestureHeld) return;
    // Lifted: whatever was held back (a refresh, sharper rasters) is shown from now on.
    if (this.fillTimer !== null) clearTimeout(this.fillTimer);
    this.fillTimer = null;
    this.requestFrame();
  }

  async exportImage(options: RenderExportOptions): Promise<RenderExportResult> {
    const doc = this.copy.doc;
    if (!doc) throw workerError('BAD_REQUEST', '作品还没有加载完成，请稍后再试', 'export before load()');
    await this.assets.whenSettled(pictureSources(doc.layers));
    const deps = { cache: this.cache, hashes: this.hashes, make: (layer: Layer, level: number, mask: boolean) => this.make(layer, level, mask) };
    const format = String(options.format);
    if (!['svg', 'png', 'jpeg', 'pdf'].includes(options.format)) throw workerError('BAD_REQUEST', undefined, `format ${format}`);
    const started = performance.now();
    const resolveUrl = (src: string) => this.host.resolveUrl(src);
    const result =
      options.format === 'svg'
        ? await exportSvg(doc, options, this.media, resolveUrl)
        : options.format === 'pdf'
          ? await exportPdf(doc, options, { media: this.media, make: deps.make, resolveUrl })
          : await exportRaster(doc, options, deps);
    this.marks.measure(`render:export:${format}`, started);
    return result;
  }

  flush(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      if (this.screen && this.copy.doc && this.view) this.requestFrame();
      else void this.settleWithoutScreen();
    });
  }

  private async settleWithoutScreen(): Promise<void> {
    if (this.copy.doc) await this.assets.whenSettled(pictureSources(this.copy.doc.layers));
    this.settleWaiters();
  }

  private requestFrame(): void {
    if (this.framePending || !this.screen) return;
    this.framePending = true;
    this.host.requestFrame(() => this.frame());
  }

  private frame(): void {
    this.framePending = false;
    const doc = this.copy.doc;
    const screen = this.screen;
    const view = this.view;
    if (!doc || !screen || !view) return this.settleWaiters();
    const start = performance.now();
    const filling = this.filling;
    const firstOfOpened = this.opened !== null && this.opened.firstFrameAt === null;
    // A frame of a gesture shows bands drawn from older rasters as they are; the sharper rasters
    // made since wait for the next refresh (the `filling` path owes one via staleShown). Rebuilding
    // every band because an upgrade landed between two steps made each step of a drag in a
    // 1000-layer work a full composite (bench: 17 frames of ~1 s, 24 band rebuilds).
    const gesture = (this.moved || this.pacer.gestureHeld) && !firstOfOpened;
    const refreshing = firstOfOpened || (!gesture && (!filling || this.pacer.refreshDue(start, this.rasterMakers)));
    if (!refreshing && !this.moved) {
      this.scheduleFill();
      return;
    }
    this.cache.nextFrame();
    if (this.unitsOf !== doc.layers) {
      this.units = planUnits(doc.layers);
      this.unitsOf = doc.layers;
    }
    this.rasters.provisional = false;
    // The first frame of an opened work always shows every layer (see plainAllowed).
    this.rasters.plainAllowed = !(filling && this.moved) || firstOfOpened;
    this.rasters.beginFrame(filling && this.moved ? GESTURE_RASTER_BUDGET_MS : FRAME_RASTER_BUDGET_MS, refreshing, firstOfOpened ? { layers: doc.layers.length } : null);
    this.marks.span('render:composite', () => screen.draw(doc.layers, this.units, view, this.selected, this.rasters, this.counters));
    if (this.syncTiming) screen.settle();
    const end = performance.now();
    const elapsed = end - start;
    this.staleShown = refreshing ? false : this.staleShown || this.rasters.staleShown;
    if (refreshing) this.pacer.refreshed(start, end);
    this.times.add(elapsed);
    this.counters.frames += 1;
    this.marks.measure('render:frame', start);
    this.noteOpening(refreshing);
    if (this.filling) this.scheduleFill();
    // A frame of a gesture (patches, a new view) pushes the upgrades back; one drawn after an upgrade run does not.
    else if (this.rasters.pendingUpgrades > 0 && (this.moved || this.idleTimer === null)) this.scheduleIdle();
    this.moved = false;
    this.settleWaiters();
  }

  /**
   * Between refreshes of a filling-in work: rasters only, nothing drawn, in timer tasks rather
   * than animation frames (a busy low-end worker gets few frames: waiting for one per step made
   * opening 1000 layers take over a minute). Patches and views still get in between the steps.
   */
  private scheduleFill(): void {
    const now = performance.now();
    const wait = this.rasters.pendingMissing > 0 ? 0 : Math.max(0, this.pacer.refreshAt(this.rasterMakers) - now);
    // A timer set while rasters were left may wait for a refresh spacing that no longer applies.
    if (this.fillTimer !== null) {
      if (this.fillDueAt <= now + wait) return;
      clearTimeout(this.fillTimer);
    }
    this.fillDueAt = now + wait;
    this.fillTimer = setTimeout(() => {
      this.fillTimer = null;
      const start = performance.now();
      this.pacer.taskStarted(start, now + wait);
      if (!this.filling) return;
      this.feedHelpers();
      this.rasters.fillMissing(FRAME_RASTER_BUDGET_MS, (key) => this.pool.has(key));
      this.marks.measure('render:fill', start);
      if (!this.filling || this.pacer.refreshDue(performance.now(), this.rasterMakers)) this.requestFrame();
      else this.scheduleFill();
    }, wait);
  }

  /** Rasters of missing layers are still to be made, here or by a helper. */
  private get rastersLeft(): boolean {
    return this.rasters.pendingMissing > 0 || this.pool.busy;
  }

  /** Threads making rasters for a work filling in: this one, and its helpers while they have jobs. */
  private get rasterMakers(): number {
    if (!this.rastersLeft) return 0;
    return 1 + (this.pool.busy ? this.pool.started : 0);
  }

  /** Layers are still missing from the canvas, or shown bands lack rasters made since. */
  private get filling(): boolean {
    return this.rastersLeft || this.staleShown;
  }

  /**
   * Sharper rasters once nothing moves for IDLE_DELAY_MS (every frame of a gesture pushes this
   * back); then a few ms every frame until none are left, so a large work is sharp in seconds.
   */
  private scheduleIdle(delayMs = IDLE_DELAY_MS): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    const due = performance.now() + delayMs;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      this.pacer.taskStarted(performance.now(), due);
      const more = this.rasters.runUpgrades(IDLE_BUDGET_MS, () => performance.now());
      // Shown at the refresh pace: composing 1000 layers after every 12 ms of upgrades made
      // a large work take most of a minute to become sharp.
      if (!more || this.pacer.refreshDue(performance.now())) this.requestFrame();
      if (more) this.scheduleIdle(UPGRADE_STEP_MS);
    }, delayMs);
  }

  /** How far the last opened work is drawn (stats().opened, for the bench and `?perf=1`). */
  private noteOpening(refreshing: boolean): void {
    const opened = this.opened;
    if (!opened) return;
    const now = epochNow();
    opened.firstFrameAt ??= now;
    // Only a refresh draws every layer; a frame between refreshes may show bands from before.
    if (refreshing && this.rasters.leftOut === 0) opened.completeAt ??= now;
    if (this.filling) return;
    opened.completeAt ??= now;
    opened.rasteredAt ??= now;
    if (this.rasters.pendingUpgrades === 0 && this.assets.pending === 0) opened.sharpAt ??= now;
  }

  private settleWaiters(): void {
    const busy = this.framePending || this.assets.pending > 0 || this.rasters.pendingUpgrades > 0 || this.filling;
    if (busy || this.waiters.length === 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  stats(): RenderStats {
    return {
      ...this.counters,
      hashesComputed: this.hashes.computed,
      frameMs: this.times.summary(),
      evictions: this.cache.evictions,
      cacheEntries: this.cache.size,
      cacheBytes: this.cache.bytes,
      cacheCapBytes: this.cache.capBytes,
      bandBytes: this.screen?.bandBytes ?? 0,
      assetsPending: this.assets.pending,
      assetsFailed: this.assets.failed,
      missingLayers: this.rasters.pendingMissing,
      pendingUpgrades: this.rasters.pendingUpgrades,
      opened: this.opened && { ...this.opened },
    };
  }

  resetStats(): void {
    Object.assign(this.counters, zeroCounters());
    this.hashes.computed = 0;
    this.cache.evictions = 0;
    this.times.clear();
  }

  setEventListener(listener: ((event: RenderEvent) => void) | null): void {
    this.listener = listener;
  }

  dispose(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    if (this.fillTimer !== null) clearTimeout(this.fillTimer);
    this.fillTimer = null;
    this.pool.dispose();
    this.screen?.dispose();
    this.screen = null;
    this.cache.clear();
    this.assets.dispose();
    this.rasters.clearUpgrades();
    this.copy.clear();
    this.settleWaiters();
  }
}

/** Wall-clock ms comparable between the page and its workers (each has its own timeOrigin). */
function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

function checkSurface(options: RenderSurfaceOptions): RenderSurfaceOptions {
  const { dpr, cssWidth, cssHeight } = options;
  if (![dpr, cssWidth, cssHeight].every((n) => Number.isFinite(n) && n > 0)) throw workerError('BAD_REQUEST', undefined, 'bad canvas size');
  return { dpr, cssWidth, cssHeight };
}
