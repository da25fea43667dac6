// The on-screen canvas: its size, the view, and the frame itself (bands when a selection
// makes it worth it, otherwise every layer).
import type { Layer } from '../core/model/index.ts';
import type { RenderSurfaceOptions, RenderView } from '../protocol/render.ts';
import { BandCache } from './bands.ts';
import { drawUnit, drawUnits, layerDeviceBounds } from './composite.ts';
import { dirtyArea, union, type BandedFrame } from './dirtyArea.ts';
import type { Bounds } from './matrix.ts';
import type { CompositeEnv, Target } from './composite.ts';
import { planSteps, worthBanding } from './framePlan.ts';
import { unitLayers } from './framePlan.ts';
import type { Step, Unit } from './framePlan.ts';
import type { Ctx } from './paint.ts';
import type { ScreenRasters } from './screenRasters.ts';
import type { Counters } from './stats.ts';

function context(canvas: OffscreenCanvas): Ctx {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d context unavailable');
  return ctx;
}

/** Device bounds of everything the frame's selected units may cover (shadows included). */
function activeBounds(steps: readonly Step[], units: readonly Unit[], layers: readonly Layer[], target: Target): Bounds | null {
  let bounds: Bounds | null = null;
  for (const step of steps) {
    const unit = step.kind === 'unit' ? units[step.unit] : undefined;
    if (!unit) continue;
    for (const index of unitLayers(unit)) {
      const layer = layers[index];
      if (layer) bounds = union(bounds, layerDeviceBounds(layer, target.view));
    }
  }
  return bounds;
}

export class Screen {
  private readonly ctx: Ctx;
  private readonly bands = new BandCache();
  private readonly clip = new OffscreenCanvas(1, 1);
  private lastViewKey = '';
  /** The last frame, when it was banded: the next banded frame may repaint only what moved. */
  private lastBanded: BandedFrame | null = null;
  private dpr = 1;

  constructor(
    private readonly canvas: OffscreenCanvas,
    options: RenderSurfaceOptions,
  ) {
    this.ctx = context(canvas);
    this.resize(options);
  }

  resize({ dpr, cssWidth, cssHeight }: RenderSurfaceOptions): void {
    this.dpr = dpr;
    const width = Math.max(1, Math.round(cssWidth * dpr));
    const height = Math.max(1, Math.round(cssHeight * dpr));
    if (this.canvas.width !== width) this.canvas.width = width;
    if (this.canvas.height !== height) this.canvas.height = height;
  }

  get bandBytes(): number {
    return this.bands.bytes;
  }

  /** Forces the recorded drawing onto the pixels now (see RenderAttachOptions.syncTiming). */
  settle(): void {
    this.ctx.getImageData(0, 0, 1, 1);
  }

  draw(layers: readonly Layer[], units: readonly Unit[], view: RenderView, selected: ReadonlySet<string>, rasters: ScreenRasters, counters: Counters): void {
    const { width, height } = this.canvas;
    const s = this.dpr * view.zoom;
    const target: Target = { view: [s, 0, 0, s, this.dpr * view.panX, this.dpr * view.panY], viewport: { minX: 0, minY: 0, maxX: width, maxY: height } };
    const viewKey = `${width}x${height}:${target.view.join(',')}`;
    // Bands only once the view holds still: during a pinch every frame has a new view.
    const stable = viewKey === this.lastViewKey;
    this.lastViewKey = viewKey;
    rasters.deviceScale = s;
    const env: CompositeEnv = {
      raster: (layer, mask) => rasters.raster(layer, mask),
      plain: (ctx, layer) => rasters.drawPlain(ctx, layer),
      include: (layer) => layer.visibility,
      clipCanvas: (w, h) => {
        this.clip.width = w;
        this.clip.height = h;
        return { canvas: this.clip, ctx: context(this.clip) };
      },
    };
    const ctx = this.ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
    const steps = planSteps(units, layers, selected);
    if (!stable || !worthBanding(steps)) {
      this.lastBanded = null;
      this.bands.retain(new Set());
      ctx.clearRect(0, 0, width, height);
      drawUnits(ctx, units, 0, units.length, layers, env, target);
      return;
    }
    counters.bandedFrames += 1;
    // The band bitmaps first, so the frame can be compared with the last one before anything is drawn.
    const bitmaps = this.bandBitmaps(steps, units, layers, env, target, viewKey, rasters, counters);
    const frame: BandedFrame = {
      viewKey,
      layout: steps.map((step) => (step.kind === 'band' ? `b${step.from}-${step.to}` : `u${step.unit}`)).join(','),
      bands: [...bitmaps.values()],
      active: activeBounds(steps, units, layers, target),
    };
    const area = dirtyArea(this.lastBanded, frame, target.viewport);
    this.lastBanded = frame;
    ctx.save();
    if (area) {
      // Only where the selected layers were and are: the rest of the canvas already shows
      // the same bands (see dirty-area.ts).
      counters.partialFrames += 1;
      const areaWidth = area.maxX - area.minX;
      const areaHeight = area.maxY - area.minY;
      ctx.beginPath();
      ctx.rect(area.minX, area.minY, areaWidth, areaHeight);
      ctx.clip();
      ctx.clearRect(area.minX, area.minY, areaWidth, areaHeight);
    } else {
      ctx.clearRect(0, 0, width, height);
    }
    if (!area || (area.maxX > area.minX && area.maxY > area.minY)) {
      for (const step of steps) {
        if (step.kind === 'unit') {
          const unit = units[step.unit];
          if (unit) drawUnit(ctx, unit, layers, env, target);
          continue;
        }
        const bitmap = bitmaps.get(step);
        if (!bitmap) continue;
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalAlpha = 1;
        ctx.drawImage(bitmap, 0, 0);
      }
    }
    ctx.restore();
  }

  /** Each band step's flattened bitmap: kept from earlier frames, or drawn now; unused bands are freed. */
  private bandBitmaps(steps: readonly Step[], units: readonly Unit[], layers: readonly Layer[], env: CompositeEnv, target: Target, viewKey: string, rasters: ScreenRasters, counters: Counters): Map<Step, ImageBitmap> {
    const { width, height } = this.canvas;
    const used = new Set<string>();
    const bitmaps = new Map<Step, ImageBitmap>();
    for (const step of steps) {
      if (step.kind !== 'band') continue;
      const key = `${step.from}-${step.to}`;
      used.add(key);
      const first = units[step.from]?.base ?? 0;
      const refs = layers.slice(first, units[step.to]?.base ?? layers.length);
      const kept = this.bands.get(key, refs, viewKey, rasters.epoch, !rasters.refreshing);
      if (kept?.stale) rasters.staleShown = true;
      let bitmap = kept?.bitmap;
      if (!bitmap) {
        const band = new OffscreenCanvas(width, height);
        const wasProvisional = rasters.provisional;
        rasters.provisional = false;
        // A band is drawn once and shown for the whole gesture: layers whose raster is owed go in
        // plain, or they would be missing from the canvas until the gesture ends.
        const plainAllowed = rasters.plainAllowed;
        rasters.plainAllowed = true;
        drawUnits(context(band), units, step.from, step.to, layers, env, target);
        rasters.plainAllowed = plainAllowed;
        bitmap = band.transferToImageBitmap();
        this.bands.set(key, { refs, viewKey, provisional: rasters.provisional, epoch: rasters.epoch, bitmap });
        rasters.provisional ||= wasProvisional;
        counters.bandRebuilds += 1;
      }
      bitmaps.set(step, bitmap);
    }
    this.bands.retain(used);
    return bitmaps;
  }

  dispose(): void {
    this.bands.retain(new Set());
  }
}
