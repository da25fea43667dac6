import { layerCentre, type Geometry } from './geometry.ts';
import type { CanvasSize } from './types.ts';

/**
 * Where a layer goes when the canvas changes size: its centre keeps its relative position
 * and it grows or shrinks by the smaller of the two ratios, through `scale`, so text and
 * icons are never stretched and their rasters stay cached.
 */
export function rescaleGeometry(g: Geometry, from: CanvasSize, to: CanvasSize): { x: number; y: number; scale: number } {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  const c = layerCentre(g);
  return {
    x: c.x * sx - g.width / 2,
    y: c.y * sy - g.height / 2,
    scale: g.scale * Math.min(sx, sy),
  };
}
