// The on-screen canvas: its size, the view, and the frame itself (bands when a selection
// makes it worth it, otherwise every layer).
import type { Layer } from '../../src/editor/model/index.ts';
import type { RenderSurfaceOptions, RenderView } from '../protocol/render';
import { BandCache } from './bands';
import { drawUnit, drawUnits } from './composite';
import type { CompositeEnv, Target } from './composite';
import { planSteps, worthBanding } from './frame-plan';
import type { Unit } from './frame-plan';
import type { Ctx } from './paint';
import type { ScreenRasters } from './screen-rasters';
import type { Counters } from './stats';

function context(canvas: OffscreenCanvas): Ctx {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d context unavailable');
  return ctx;
}

export class Screen {
  private readonly ctx: Ctx;
  private readonly bands = new BandCache();
  private readonly clip = new OffscreenCanvas(1, 1);
  private lastViewKey = '';
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
    ctx.clearRect(0, 0, width, height);
    const steps = planSteps(units, layers, selected);
    if (!stable || !worthBanding(steps)) {
      this.bands.retain(new Set());
      drawUnits(ctx, units, 0, units.length, layers, env, target);
      return;
    }
    counters.bandedFrames += 1;
    const used = new Set<string>();
    for (const step of steps) {
      if (step.kind === 'unit') {
        const unit = units[step.unit];
        if (unit) drawUnit(ctx, unit, layers, env, target);
        continue;
      }
      const key = `${step.from}-${step.to}`;
      used.add(key);
      const first = units[step.from]?.base ?? 0;
      const refs = layers.slice(first, units[step.to]?.base ?? layers.length);
      let bitmap = this.bands.get(key, refs, viewKey, rasters.epoch);
      if (!bitmap) {
        const band = new OffscreenCanvas(width, height);
        const wasProvisional = rasters.provisional;
        rasters.provisional = false;
        drawUnits(context(band), units, step.from, step.to, layers, env, target);
        bitmap = band.transferToImageBitmap();
        this.bands.set(key, { refs, viewKey, provisional: rasters.provisional, epoch: rasters.epoch, bitmap });
        rasters.provisional ||= wasProvisional;
        counters.bandRebuilds += 1;
      }
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalAlpha = 1;
      ctx.drawImage(bitmap, 0, 0);
    }
    this.bands.retain(used);
  }

  dispose(): void {
    this.bands.retain(new Set());
  }
}
