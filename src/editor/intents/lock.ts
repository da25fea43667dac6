import { targetLayers } from './targets.ts';
import { defineIntent } from './types.ts';

export interface LockArgs {
  ids?: string[];
  locked: boolean;
}

/** A locked layer (status.moveable false) can be selected and restyled but not moved, resized, rotated, flipped or deleted. */
export const lock = defineIntent<LockArgs>()({
  name: 'layer/lock',
  history: 'record',
  perform(draft, { ids, locked }) {
    for (const layer of targetLayers(draft, ids)) layer.status.moveable = !locked;
  },
});
