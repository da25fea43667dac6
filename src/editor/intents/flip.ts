import { layerBounds, layerCentre, unionBounds } from '../../../workers/core/model/index.ts';
import { normaliseDegrees } from './rotate.ts';
import { movableTargets } from './targets.ts';
import { defineIntent } from './types.ts';

export interface FlipArgs {
  ids?: string[];
  /** x: mirror left-right (flip); y: mirror top-bottom (flipY). */
  axis: 'x' | 'y';
}

/**
 * Mirrors what the user sees. The flip flags act in the layer's own (rotated) frame, so a
 * rotated layer also negates its angle; several layers also mirror their positions across
 * the selection's centre line, like flipping a group.
 */
export const flip = defineIntent<FlipArgs>()({
  name: 'layer/flip',
  history: 'record',
  perform(draft, { ids, axis }) {
    const layers = movableTargets(draft, ids);
    const box = unionBounds(layers.map(layerBounds));
    for (const layer of layers) {
      if (axis === 'x') layer.flip = !layer.flip;
      else layer.flipY = !layer.flipY;
      if (layer.rotate !== 0) layer.rotate = normaliseDegrees(-layer.rotate);
      if (box && layers.length > 1) {
        const c = layerCentre(layer);
        if (axis === 'x') layer.x += 2 * (box.x + box.width / 2 - c.x);
        else layer.y += 2 * (box.y + box.height / 2 - c.y);
      }
    }
  },
});
