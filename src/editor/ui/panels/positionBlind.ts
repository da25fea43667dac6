import { memo, type FunctionComponent } from 'react';
import type { Layer } from '../../../../workers/core/model/index.ts';

/** A drag step changes these and nothing else on the layer. */
const POSITION_KEYS: ReadonlySet<string> = new Set(['x', 'y']);

/** Same layer for a panel: equal in every field but its position. */
export function samePanelLayer(a: Layer | null, b: Layer | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => POSITION_KEYS.has(key) || (a as unknown as Record<string, unknown>)[key] === (b as unknown as Record<string, unknown>)[key]);
}

/**
 * A property panel that is not drawn again while its layer is dragged: no panel shows or
 * sends a layer's position (x, y), and re-rendering sliders and colour swatches on every
 * pointer move was main-thread work a drag does not need. A panel wrapped here must never
 * read `layer.x` or `layer.y` (they may be a step behind).
 */
export function positionBlind<P extends { layer: Layer | null }>(panel: FunctionComponent<P>) {
  return memo(panel, (before, after) => {
    const keys = Object.keys(after) as (keyof P)[];
    return keys.every((key) => (key === 'layer' ? samePanelLayer(before.layer, after.layer) : before[key] === after[key]));
  });
}
