import { targetLayers } from './targets.ts';
import { defineIntent } from './types.ts';

export interface HideArgs {
  ids?: string[];
  hidden: boolean;
}

/** A hidden layer (visibility false) is not drawn, exported or hit by taps; the layer panel still lists it. */
export const hide = defineIntent<HideArgs>()({
  name: 'layer/hide',
  history: 'record',
  perform(draft, { ids, hidden }) {
    for (const layer of targetLayers(draft, ids)) layer.visibility = !hidden;
  },
});
