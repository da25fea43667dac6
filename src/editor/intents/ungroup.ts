import { targetLayers } from './targets.ts';
import { defineIntent } from './types.ts';

export interface UngroupArgs {
  ids?: string[];
}

/** Dissolves every group any of the targets belongs to; the layers stay selected. */
export const ungroup = defineIntent<UngroupArgs>()({
  name: 'layer/ungroup',
  history: 'record',
  perform(draft, { ids }) {
    const groups = new Set(targetLayers(draft, ids).map((l) => l.group).filter((g) => g !== null));
    for (const layer of draft.doc.layers) {
      if (layer.group !== null && groups.has(layer.group)) layer.group = null;
    }
  },
});
