import { stableHash53 } from './stableJson.ts';
import type { Layer } from './types.ts';

/**
 * Fields the render worker applies when compositing a cached raster, so they are left out
 * of the content hash: moving, rotating, scaling, flipping, fading, hiding, selecting,
 * locking or grouping a layer must never re-rasterise it (DESIGN: a drag re-composites
 * cached bitmaps). The raster is drawn at scale 1 in the layer's own box, with its filters
 * and shadow; the compositor then applies transform and opacity.
 */
export const COMPOSITE_ONLY_KEYS = [
  'id',
  'group',
  'x',
  'y',
  'rotate',
  'scale',
  'flip',
  'flipY',
  'opacity',
  'visibility',
  'drag',
  'status',
] as const satisfies readonly (keyof Layer)[];

const skipped: ReadonlySet<string> = new Set(COMPOSITE_ONLY_KEYS);

/**
 * A stable hash of everything that changes a layer's raster (spec: the `hash` status flag).
 * Equal content gives an equal hash in any thread and any key order.
 */
export function contentHash(layer: Layer): string {
  return `${layer.type}:${stableHash53(layer, skipped)}`;
}
