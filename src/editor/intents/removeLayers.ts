import { IntentError, intentMessages } from './errors.ts';
import { dissolveSingletonGroups, structuralTargets } from './targets.ts';
import { defineIntent } from './types.ts';

export interface RemoveLayersArgs {
  ids?: string[];
}

/** Removes layers (not the background, not locked ones). Spec 4: clears the last click. */
export const removeLayers = defineIntent<RemoveLayersArgs>()({
  name: 'layer/remove',
  history: 'record',
  perform(draft, { ids }) {
    const removable = structuralTargets(draft, ids).filter((layer) => layer.status.moveable);
    if (removable.length === 0) throw new IntentError('LAYER_LOCKED', intentMessages.layerLocked);
    const gone = new Set(removable.map((layer) => layer.id));
    // Layers clipped to a removed base (status.clipPath: a masked picture whose frame goes) are
    // shown whole again, not clipped to whatever lies below.
    draft.doc.layers.forEach((layer, i) => {
      if (!gone.has(layer.id) || layer.status.clipPath) return;
      for (let j = i + 1; draft.doc.layers[j]?.status.clipPath; j += 1) {
        const clipped = draft.doc.layers[j]!;
        if (!gone.has(clipped.id)) clipped.status.clipPath = false;
      }
    });
    for (let i = draft.doc.layers.length - 1; i >= 1; i -= 1) {
      if (gone.has(draft.doc.layers[i]?.id ?? '')) draft.doc.layers.splice(i, 1);
    }
    dissolveSingletonGroups(draft);
    draft.sel.selected = draft.sel.selected.filter((id) => !gone.has(id));
    draft.sel.lastClicked = null;
  },
});
