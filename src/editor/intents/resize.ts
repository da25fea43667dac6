import { IntentError, intentMessages } from './errors.ts';
import { movableTargets, requireFinite } from './targets.ts';
import { defineIntent } from './types.ts';

export interface ResizeArgs {
  id: string;
  /** The new unscaled box (see model/geometry.ts for the convention). */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Corner handles on text and icons scale instead of reflowing; omit to keep the scale. */
  scale?: number;
}

export const resize = defineIntent<ResizeArgs>()({
  name: 'layer/resize',
  history: 'squash',
  perform(draft, { id, x, y, width, height, scale }) {
    requireFinite('大小', x, y, width, height, scale ?? 1);
    if (width < 0 || height < 0 || (scale !== undefined && scale <= 0)) {
      throw new IntentError('INVALID_VALUE', intentMessages.invalidValue('大小', '不能为负数或零'));
    }
    const [layer] = movableTargets(draft, [id]);
    if (!layer) return;
    layer.x = x;
    layer.y = y;
    layer.width = width;
    layer.height = height;
    if (scale !== undefined) layer.scale = scale;
  },
});
