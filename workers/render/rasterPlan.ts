// Where a layer's raster starts and ends and at what resolution it is drawn. A raster holds
// the layer at its own box (no transform) plus room for its stroke, blur and shadow, so
// compositing it later only needs the layer's transform.
import type { Layer } from '../core/model/index.ts';
import { blurReach, layerFilterOps } from './filters.ts';
import { shadowOf, shadowReach } from './shadow.ts';

/** Room around the box, in layer pixels. */
export interface Extent {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface RasterLayout {
  level: number;
  pixelWidth: number;
  pixelHeight: number;
  /** Pixel position of the layer box's top-left corner inside the raster. */
  originX: number;
  originY: number;
}

/** SVG's default stroke-miterlimit; the canvas default (10) would reach much further. */
export const MITER_LIMIT = 4;
/** Antialiased edges on the box need a pixel of air. */
const EDGE_PX = 1;
const MAX_REACH = 4000;
export const LEVEL_MIN = 1 / 16;
export const LEVEL_MAX = 16;
export const MAX_RASTER_SIDE = 8192;
export const MAX_RASTER_PIXELS = 4096 * 4096;

/** How far the stroke reaches beyond the geometry (half its width, longer at sharp miters). */
export function strokeReach(layer: Layer): number {
  switch (layer.type) {
    case 'square': {
      if (layer.shapeType === 'line') return Math.max(layer.lineWidth, 1) / 2;
      if (layer.stroke === '' || layer.lineWidth <= 0) return 0;
      if (layer.shapeType === 'triangle') return (layer.lineWidth / 2) * MITER_LIMIT;
      // Square corners miter out by √2; a circle has no corners.
      return (layer.lineWidth / 2) * (layer.shapeType === 'rectangle' ? Math.SQRT2 : 1);
    }
    case 'text':
      // Both strokes sit on the outline; the synthetic bold one is usually inside the box already.
      return Math.max(layer.stroke === '' ? 0 : layer.lineWidth / 2, layer.boldStroke / 2);
    case 'path': {
      if (layer.stroke === '' || layer.lineWidth <= 0) return 0;
      const join = layer.lineJoin === 'miter' ? MITER_LIMIT : 1;
      const cap = layer.lineCap === 'square' ? Math.SQRT2 : 1;
      return (layer.lineWidth / 2) * Math.max(join, cap);
    }
    default:
      return 0;
  }
}

/** The room a raster needs; `withShadow` false gives the clip-mask raster (no shadow). */
export function layerExtent(layer: Layer, withShadow = true): Extent {
  const base = Math.min(strokeReach(layer) + blurReach(layerFilterOps(layer)), MAX_REACH);
  const extent = { left: base, top: base, right: base, bottom: base };
  const shadow = withShadow ? shadowOf(layer) : null;
  if (shadow) {
    const reach = base + shadowReach(shadow);
    const clamp = (n: number) => Math.min(Math.max(n, base), MAX_REACH);
    extent.left = clamp(reach - shadow.dx);
    extent.right = clamp(reach + shadow.dx);
    extent.top = clamp(reach - shadow.dy);
    extent.bottom = clamp(reach + shadow.dy);
  }
  return extent;
}

/** The largest level at which a raster of this size stays within the pixel caps. */
export function maxLevel(width: number, height: number, extent: Extent): number {
  const w = width + extent.left + extent.right;
  const h = height + extent.top + extent.bottom;
  const side = (MAX_RASTER_SIDE - 2 * EDGE_PX) / Math.max(w, h, 1e-6);
  const area = Math.sqrt(MAX_RASTER_PIXELS / Math.max(w * h, 1e-6));
  return Math.min(side, area * 0.999, LEVEL_MAX);
}

const EPSILON = 1e-6;

/**
 * Raster levels per doubling of scale. Four (steps of 2^¼ ≈ 1.19) rather than two (√2): a raster
 * holds at most 1.41× the pixels it shows instead of 2× (1.19× instead of 1.44× on average), and
 * the raster cache is most of a large work's memory (1000 layers at a phone's dpr 3: 85 MB at
 * √2 steps). A pinch crosses twice as many steps; the nearest cached level stands in meanwhile.
 */
const STEPS_PER_DOUBLING = 4;

/**
 * On screen, rasters come in steps of 2^¼ (the smallest step ≥ the scale they are shown at),
 * so zooming re-rasterises only when a step is crossed and a raster is never shrunk by more
 * than 2^¼ when composited (bilinear filtering stays sharp).
 */
export function screenLevel(scale: number, cap: number): number {
  const up = Math.ceil(STEPS_PER_DOUBLING * Math.log2(Math.max(scale, LEVEL_MIN)) - EPSILON);
  const down = Math.floor(STEPS_PER_DOUBLING * Math.log2(Math.max(cap, LEVEL_MIN)) + EPSILON);
  const step = Math.max(Math.min(up, down), STEPS_PER_DOUBLING * Math.log2(LEVEL_MIN));
  return 2 ** (step / STEPS_PER_DOUBLING);
}

/** Exports draw at the exact scale asked for, within the caps. */
export function exactLevel(scale: number, cap: number): number {
  return Math.max(Math.min(scale, cap), LEVEL_MIN);
}

export function rasterLayout(width: number, height: number, extent: Extent, level: number): RasterLayout {
  const originX = EDGE_PX + Math.ceil(extent.left * level);
  const originY = EDGE_PX + Math.ceil(extent.top * level);
  return {
    level,
    originX,
    originY,
    pixelWidth: originX + Math.ceil((width + extent.right) * level) + EDGE_PX,
    pixelHeight: originY + Math.ceil((height + extent.bottom) * level) + EDGE_PX,
  };
}
