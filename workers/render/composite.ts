// Placing cached layer rasters: the layer's transform (geometry convention in
// workers/core/model/geometry.ts), opacity, and clip groups. No layer content is drawn here.
import type { Layer } from '../core/model/index.ts';
import type { Unit } from './framePlan.ts';
import { intersects, multiply, rectBounds, rotate, scale, translate } from './matrix.ts';
import type { Bounds, Matrix } from './matrix.ts';
import type { Ctx } from './paint.ts';
import { layerExtent } from './rasterPlan.ts';
import type { Raster } from './rasterise.ts';

/** Where drawing goes: document → device pixels, and the device area that is visible. */
export interface Target {
  view: Matrix;
  viewport: Bounds;
}

export interface CompositeEnv {
  /** The layer's raster for this target (null: not made yet). `mask` = without its shadow. */
  raster(layer: Layer, mask: boolean): Raster | null;
  /** Draws a layer without a raster as plain content, in layer pixels (the screen while a work opens). */
  plain?(ctx: Ctx, layer: Layer): void;
  /** Layers left out here (hidden; in exports also the background when not wanted, and guides). */
  include(layer: Layer, index: number): boolean;
  /** A cleared work canvas for a clip group. */
  clipCanvas(width: number, height: number): { canvas: OffscreenCanvas; ctx: Ctx };
}

/** Layer box centred on the origin → document: translate to the centre, rotate, scale and flip. */
export function layerMatrix(layer: Layer): Matrix {
  const cx = layer.x + layer.width / 2;
  const cy = layer.y + layer.height / 2;
  const sx = layer.scale * (layer.flip ? -1 : 1);
  const sy = layer.scale * (layer.flipY ? -1 : 1);
  return multiply(translate(cx, cy), multiply(rotate(layer.rotate), scale(sx, sy)));
}

/** Device bounds of everything the layer's raster may cover. */
export function layerDeviceBounds(layer: Layer, view: Matrix, mask = false): Bounds {
  const e = layerExtent(layer, !mask);
  const m = multiply(view, layerMatrix(layer));
  return rectBounds(m, -layer.width / 2 - e.left, -layer.height / 2 - e.top, layer.width + e.left + e.right, layer.height + e.top + e.bottom);
}

function drawLayer(ctx: Ctx, layer: Layer, env: CompositeEnv, target: Target, mask: boolean): void {
  if (!intersects(layerDeviceBounds(layer, target.view, mask), target.viewport)) return;
  const raster = env.raster(layer, mask);
  const [a, b, c, d, e, f] = multiply(target.view, layerMatrix(layer));
  if (!raster) {
    if (mask || !env.plain) return;
    ctx.setTransform(a, b, c, d, e, f);
    ctx.translate(-layer.width / 2, -layer.height / 2);
    ctx.globalAlpha = layer.opacity;
    env.plain(ctx, layer);
    return;
  }
  const { level, originX, originY, pixelWidth, pixelHeight } = raster.layout;
  ctx.setTransform(a, b, c, d, e, f);
  ctx.globalAlpha = mask ? 1 : layer.opacity;
  ctx.drawImage(raster.bitmap, -layer.width / 2 - originX / level, -layer.height / 2 - originY / level, pixelWidth / level, pixelHeight / level);
}

/** A layer and the layers clipped to it: each clipped layer shows only where the base has pixels. */
export function drawUnit(ctx: Ctx, unit: Unit, layers: readonly Layer[], env: CompositeEnv, target: Target): void {
  const base = layers[unit.base];
  // A hidden base hides what is clipped to it.
  if (!base || !env.include(base, unit.base)) return;
  drawLayer(ctx, base, env, target, false);
  const members = unit.clipped.filter((i) => {
    const layer = layers[i];
    return layer !== undefined && env.include(layer, i);
  });
  if (members.length === 0) return;
  const b = layerDeviceBounds(base, target.view, true);
  const x = Math.max(Math.floor(b.minX), Math.floor(target.viewport.minX));
  const y = Math.max(Math.floor(b.minY), Math.floor(target.viewport.minY));
  const width = Math.min(Math.ceil(b.maxX), Math.ceil(target.viewport.maxX)) - x;
  const height = Math.min(Math.ceil(b.maxY), Math.ceil(target.viewport.maxY)) - y;
  if (width <= 0 || height <= 0) return;
  const { canvas, ctx: clip } = env.clipCanvas(width, height);
  const local: Target = { view: multiply(translate(-x, -y), target.view), viewport: { minX: 0, minY: 0, maxX: width, maxY: height } };
  for (const i of members) {
    const layer = layers[i];
    if (layer) drawLayer(clip, layer, env, local, false);
  }
  clip.globalCompositeOperation = 'destination-in';
  drawLayer(clip, base, env, local, true);
  clip.globalCompositeOperation = 'source-over';
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.drawImage(canvas, x, y);
}

export function drawUnits(ctx: Ctx, units: readonly Unit[], from: number, to: number, layers: readonly Layer[], env: CompositeEnv, target: Target): void {
  for (let i = from; i < to; i += 1) {
    const unit = units[i];
    if (unit) drawUnit(ctx, unit, layers, env, target);
  }
}
