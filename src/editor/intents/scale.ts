import { layerBounds, layerCentre, unionBounds, type Point } from '../../../workers/core/model/index.ts';
import { IntentError, intentMessages } from './errors.ts';
import { movableTargets, requireFinite } from './targets.ts';
import { defineIntent } from './types.ts';

export interface ScaleArgs {
  ids?: string[];
  /** Multiplies each layer's size; since the previous step of the gesture (like move's dx/dy). */
  factor: number;
  /** Fixed point of the scaling; default the centre of the layers' common box. A gesture passes the box centre it started with. */
  pivot?: Point;
}

/**
 * Resizes several layers as one (the multi-selection's corner handles): every layer's
 * `scale` is multiplied and its centre moves away from or towards the pivot by the same
 * factor, so the arrangement keeps its shape whatever the layers' rotation. Working on
 * `scale` rather than width/height keeps text, icons and pictures in proportion.
 */
export const scale = defineIntent<ScaleArgs>()({
  name: 'layer/scale',
  history: 'squash',
  perform(draft, { ids, factor, pivot }) {
    requireFinite('缩放', factor, pivot?.x ?? 0, pivot?.y ?? 0);
    if (factor <= 0) throw new IntentError('INVALID_VALUE', intentMessages.invalidValue('缩放', '必须大于零'));
    const layers = movableTargets(draft, ids);
    const box = unionBounds(layers.map(layerBounds));
    if (!box || factor === 1) return;
    const p = pivot ?? { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    for (const layer of layers) {
      const c = layerCentre(layer);
      layer.x += (p.x + (c.x - p.x) * factor) - c.x;
      layer.y += (p.y + (c.y - p.y) * factor) - c.y;
      layer.scale *= factor;
    }
  },
});
