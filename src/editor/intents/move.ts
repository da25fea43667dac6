import { movableTargets, requireFinite } from './targets.ts';
import { defineIntent } from './types.ts';

export interface MoveArgs {
  ids?: string[];
  /** Canvas pixels since the previous step of the gesture. */
  dx: number;
  dy: number;
}

/** Drag or arrow key. A drag passes one gesture id so all its steps are one undo. */
export const move = defineIntent<MoveArgs>()({
  name: 'layer/move',
  history: 'squash',
  perform(draft, { ids, dx, dy }) {
    requireFinite('位置', dx, dy);
    for (const layer of movableTargets(draft, ids)) {
      layer.x += dx;
      layer.y += dy;
    }
  },
});
