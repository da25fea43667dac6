// Rasters for the on-screen canvas: the level for the current zoom, cache lookups, and
// "draw what we have" while a sharper raster is made later (zooming never stalls a frame).
import type { Layer } from '../core/model/index.ts';
import type { LayerHashes } from './layerHashes.ts';
import type { RasterCache } from './rasterCache.ts';
import { layerExtent, maxLevel, screenLevel } from './rasterPlan.ts';
import type { Raster } from './rasterise.ts';
import { shadowOf } from './shadow.ts';
import type { Ctx } from './paint.ts';
import type { Counters } from './stats.ts';

/** A newly opened work of more layers than this is drawn plain in its first frame (see beginFrame). */
export const PLAIN_FIRST_FRAME_AFTER = 24;

export type MakeRaster = (layer: Layer, level: number, mask: boolean) => Raster;
/** Draws a layer's plain content in layer pixels onto the screen; false when it cannot. */
export type DrawPlain = (ctx: Ctx, layer: Layer) => boolean;

interface Upgrade {
  layer: Layer;
  level: number;
  mask: boolean;
}

/** Missing layers are listed by layer, not content: a layer's hash may not be known yet. */
const missingKey = (layer: Layer, level: number) => `${layer.id}@${level}`;

export class ScreenRasters {
  /** Device pixels per document pixel (dpr × zoom). */
  deviceScale = 1;
  /** Set when something drawn was not final (a stand-in level, or a picture still loading). */
  provisional = false;
  /** Bumped whenever the cache gains or loses rasters; provisional bands are redrawn after it moves. */
  epoch = 0;
  /**
   * False for a frame drawn between refreshes while a large work fills in: its provisional
   * bands are shown as they are (redrawing them with every new raster is what made opening
   * 1000 layers take minutes), and layers still missing stay listed for `fillMissing`.
   */
  refreshing = true;
  /** This frame showed a band that lacks rasters made since it was drawn (see `refreshing`). */
  staleShown = false;
  /** Layers without a raster this frame that were not drawn plain either (off the canvas). */
  leftOut = 0;
  /** Draws a layer whose raster is not made yet; without it such a layer is left out. */
  plain: DrawPlain | null = null;
  /**
   * Off for the frames of a gesture while a large work fills in: those frames leave the
   * missing layers out, as before plain drawing existed, so a drag pays for no plain draws.
   * (It was added for the bench's slow 1000-layer drag during fill-in, ~1 s per worker frame;
   * that stayed the same with it, so the slow frames have another cause, not found yet.)
   */
  plainAllowed = true;
  private readonly upgrades = new Map<string, Upgrade>();
  /** Layers left out of the last frame because its raster budget was spent (drawn by the next frames). */
  private readonly missing = new Map<string, Upgrade>();
  private frameStart = 0;
  private frameBudgetMs = Infinity;

  constructor(
    private readonly cache: RasterCache<Raster>,
    private readonly hashes: LayerHashes,
    private readonly make: MakeRaster,
    private readonly counters: Counters,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Cache key hash of a layer's raster; the mask of a layer without shadow is its raster. */
  keyOf(layer: Layer, mask: boolean): { hash: string; mask: boolean } {
    const needsMask = mask && shadowOf(layer) !== null;
    return { hash: this.hashFor(layer, needsMask), mask: needsMask };
  }

  private hashFor(layer: Layer, mask: boolean): string {
    return this.hashes.hashOf(layer) + (mask ? '#mask' : '');
  }

  raster(layer: Layer, maskWanted: boolean): Raster | null {
    const needsMask = maskWanted && shadowOf(layer) !== null;
    const level = screenLevel(this.deviceScale * layer.scale, maxLevel(layer.width, layer.height, layerExtent(layer, !needsMask)));
    // Hashing is raster work too: past the frame's budget, a layer whose hash is not known yet
    // (a large work just opened) waits for fillMissing. Hashing a 1000-layer logo's outlines
    // first took ~0.65 s of its first frame on the low-end worker, before anything was drawn.
    if (!this.hashes.known(layer) && this.overBudget()) return this.leaveForLater({ layer, level, mask: needsMask });
    const mask = needsMask;
    const hash = this.hashFor(layer, mask);
    const hit = this.cache.get(hash, level);
    if (this.missing.size > 0) this.missing.delete(missingKey(layer, level));
    if (hit) {
      this.counters.cacheHits += 1;
      if (!hit.complete) this.provisional = true;
      return hit;
    }
    this.counters.cacheMisses += 1;
    const standIn = this.standIn(hash, level);
    if (standIn) {
      this.counters.fallbackDraws += 1;
      this.provisional = true;
      this.upgrades.set(`${hash}@${level}`, { layer, level, mask });
      return standIn;
    }
    // Opening a large work: the frame shows what is ready, the next frames add the rest.
    if (this.overBudget()) return this.leaveForLater({ layer, level, mask });
    return this.store(hash, layer, level, mask);
  }

  private overBudget(): boolean {
    return this.frameBudgetMs <= 0 || this.now() - this.frameStart > this.frameBudgetMs;
  }

  /** Left out of this frame (drawn plain if it can be), its raster made by fillMissing. */
  private leaveForLater(job: Upgrade): null {
    this.missing.set(missingKey(job.layer, job.level), job);
    this.provisional = true;
    this.leftOut += 1;
    return null;
  }

  /**
   * Starts a frame whose new rasters may take `budgetMs` (Infinity for exports and small
   * documents): a layer met after that is left out and listed in pendingMissing. `opening`:
   * this is the first frame of a newly opened work of that many layers. A refreshing
   * frame visits every layer, so it lists the missing ones afresh; any other keeps the list.
   */
  beginFrame(budgetMs: number, refreshing = true, opening: { layers: number } | null = null): void {
    this.frameStart = this.now();
    // The first frame of a large work makes no raster: every layer goes on the canvas plain
    // at once, and fillMissing makes the rasters after it. One sharp background raster alone
    // cost that frame ~0.1 s on the low-end worker.
    this.frameBudgetMs = opening && opening.layers > PLAIN_FIRST_FRAME_AFTER ? 0 : budgetMs;
    this.refreshing = refreshing;
    this.leftOut = 0;
    this.staleShown = false;
    if (refreshing) this.missing.clear();
  }

  /** A layer `raster` had none for this frame, drawn as plain content (see DrawPlain). */
  drawPlain(ctx: Ctx, layer: Layer): void {
    if (this.plainAllowed && this.plain?.(ctx, layer)) {
      this.leftOut -= 1;
      this.counters.plainDraws += 1;
    }
  }

  get pendingMissing(): number {
    return this.missing.size;
  }

  /**
   * Makes rasters for listed missing layers for `budgetMs`, without drawing: the frames
   * between refreshes while a large work opens. True when some are left. Sharp at once: the
   * layer is on the canvas plain meanwhile, and coarse rasters first (a quarter of the level)
   * cost 1000 layers ~1.5 s at full speed before the sharp ones even began, and turned the
   * plain, sharp text blurry until then.
   */
  fillMissing(budgetMs: number, beingMade: (key: string) => boolean = () => false): boolean {
    const start = this.now();
    for (const [key, job] of [...this.missing]) {
      if (this.now() - start > budgetMs) return true;
      this.missing.delete(key);
      // A helper is making it (a refresh listed it again meanwhile): it lands on its own.
      if (beingMade(key)) continue;
      const { hash } = this.keyOf(job.layer, job.mask);
      if (this.cache.get(hash, job.level) || this.standIn(hash, job.level)) continue;
      this.store(hash, job.layer, job.level, job.mask);
    }
    return this.missing.size > 0;
  }

  /**
   * Up to `count` missing layers that `accept` lets a raster helper make, taken off the list
   * (raster-pool.ts), by their missing-layer key. A layer whose hash is known is checked
   * against the cache first; an unknown hash is left to the helper (hashing text outlines is
   * raster work, and this thread also feeds the helpers).
   */
  takeForHelpers(count: number, accept: (layer: Layer) => boolean, beingMade: (key: string) => boolean): { key: string; layer: Layer; level: number; mask: boolean }[] {
    const taken: { key: string; layer: Layer; level: number; mask: boolean }[] = [];
    for (const [key, job] of this.missing) {
      if (taken.length >= count) break;
      if (!accept(job.layer)) continue;
      this.missing.delete(key);
      if (beingMade(key)) continue;
      if (this.hashes.known(job.layer)) {
        const { hash } = this.keyOf(job.layer, job.mask);
        if (this.cache.get(hash, job.level) || this.standIn(hash, job.level)) continue;
      }
      taken.push({ key, layer: job.layer, level: job.level, mask: job.mask });
    }
    return taken;
  }

  /** A raster a helper made for `job`, with the layer's content hash it computed (kept unless one is cached already). */
  landed(job: { layer: Layer; level: number; mask: boolean }, contentHash: string, raster: Raster): void {
    this.hashes.remember(job.layer, contentHash);
    const { hash } = this.keyOf(job.layer, job.mask);
    if (this.cache.get(hash, job.level)) {
      raster.bitmap.close();
      return;
    }
    this.cache.set(hash, job.level, raster);
    this.epoch += 1;
  }

  /** Jobs a helper could not make go back on the list (the render worker makes them). */
  relist(jobs: readonly { layer: Layer; level: number; mask: boolean }[]): void {
    for (const job of jobs) this.missing.set(missingKey(job.layer, job.level), { layer: job.layer, level: job.level, mask: job.mask });
  }

  private standIn(hash: string, level: number): Raster | undefined {
    const levels = this.cache.levelsOf(hash);
    if (levels.length === 0) return undefined;
    // The nearest level, preferring sharper ones.
    const best = [...levels].sort((a, b) => Math.abs(Math.log(a / level)) - Math.abs(Math.log(b / level)) || b - a)[0];
    return best === undefined ? undefined : this.cache.get(hash, best);
  }

  private store(hash: string, layer: Layer, level: number, mask: boolean): Raster {
    const raster = this.make(layer, level, mask);
    this.cache.set(hash, level, raster);
    this.epoch += 1;
    if (!raster.complete) this.provisional = true;
    return raster;
  }

  get pendingUpgrades(): number {
    return this.upgrades.size;
  }

  /** Makes postponed rasters until `budgetMs` is spent; true when some are left. */
  runUpgrades(budgetMs: number, now: () => number): boolean {
    const start = now();
    for (const [key, job] of [...this.upgrades]) {
      if (now() - start > budgetMs) return true;
      this.upgrades.delete(key);
      const { hash } = this.keyOf(job.layer, job.mask);
      if (!this.cache.get(hash, job.level)) this.store(hash, job.layer, job.level, job.mask);
    }
    return false;
  }

  clearUpgrades(): void {
    this.upgrades.clear();
    this.missing.clear();
  }
}
