import { layerBounds, layerCentre, unionBounds, type Point } from '../../../workers/core/model/index.ts';
import { movableTargets, requireFinite } from './targets.ts';
import { defineIntent } from './types.ts';

export interface RotateArgs {
  ids?: string[];
  degrees: number;
  /** true: turn by `degrees` (several layers turn together about their common centre); false: set the angle. */
  relative?: boolean;
  /**
   * With `relative`: turn about this point instead of the layers' common centre (which moves
   * as they turn). A multi-selection's rotate handle passes the centre the gesture started with.
   */
  pivot?: Point;
}

export const normaliseDegrees = (d: number) => ((d % 360) + 360) % 360;

export const rotate = defineIntent<RotateArgs>()({
  name: 'layer/rotate',
  history: 'squash',
  perform(draft, { ids, degrees, relative = false, pivot }) {
    requireFinite('旋转角度', degrees, pivot?.x ?? 0, pivot?.y ?? 0);
    const layers = movableTargets(draft, ids);
    const pivotBox = unionBounds(layers.map(layerBounds));
    const rad = (degrees * Math.PI) / 180;
    for (const layer of layers) {
      if (!relative) {
        layer.rotate = normaliseDegrees(degrees);
        continue;
      }
      layer.rotate = normaliseDegrees(layer.rotate + degrees);
      if ((layers.length > 1 || pivot) && pivotBox) {
        const px = pivot?.x ?? pivotBox.x + pivotBox.width / 2;
        const py = pivot?.y ?? pivotBox.y + pivotBox.height / 2;
        const c = layerCentre(layer);
        const nx = px + (c.x - px) * Math.cos(rad) - (c.y - py) * Math.sin(rad);
        const ny = py + (c.x - px) * Math.sin(rad) + (c.y - py) * Math.cos(rad);
        layer.x += nx - c.x;
        layer.y += ny - c.y;
      }
    }
  },
});
