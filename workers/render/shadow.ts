// Drop shadow parameters as drawn. The model stores the offset twice (shadowX/Y and the
// panel's angle + distance, kept in step by the property intent); X/Y win, and the polar
// pair is only used when X/Y are both zero, which is how some older works were saved.
import { shadowOffsetFromPolar } from '../core/model/index.ts';
import type { Layer } from '../core/model/index.ts';

export interface ShadowSpec {
  /** Offset in layer pixels (before the layer's own scale, rotation and flips). */
  dx: number;
  dy: number;
  /** Canvas shadowBlur in layer pixels: a Gaussian with σ = blur / 2 (SVG stdDeviation). */
  blur: number;
  colour: string;
  opacity: number;
}

export function shadowOffset(layer: Pick<Layer, 'shadowX' | 'shadowY' | 'shadowAngle' | 'shadowDistance'>): { dx: number; dy: number } {
  if (layer.shadowX !== 0 || layer.shadowY !== 0) return { dx: layer.shadowX, dy: layer.shadowY };
  if (layer.shadowDistance > 0) {
    const polar = shadowOffsetFromPolar(layer.shadowAngle, layer.shadowDistance);
    return { dx: polar.shadowX, dy: polar.shadowY };
  }
  return { dx: 0, dy: 0 };
}

/** The layer's shadow, or null when it casts none (text also needs its `shadow` switch on). */
export function shadowOf(layer: Layer): ShadowSpec | null {
  if (layer.type === 'text' && !layer.shadow) return null;
  if (layer.shadowColor === '' || layer.shadowColor === 'transparent' || layer.shadowOpacity <= 0) return null;
  const { dx, dy } = shadowOffset(layer);
  if (layer.shadowBlur <= 0 && dx === 0 && dy === 0) return null;
  return { dx, dy, blur: layer.shadowBlur, colour: layer.shadowColor, opacity: layer.shadowOpacity };
}

/** How far a shadow's blur visibly reaches beyond its offset outline: 3σ, σ = blur / 2. */
export function shadowReach(shadow: ShadowSpec): number {
  return 1.5 * shadow.blur;
}
