import { layerSchema, fieldIssue, type Layer } from '../../../workers/core/model/index.ts';
import { IntentError, intentMessages } from './errors.ts';
import { indexOfLayer } from './targets.ts';
import { defineIntent } from './types.ts';

export interface AddLayerArgs {
  /** A complete layer (see createLayer); validated before it enters the document. */
  layer: Layer;
  /** Where in the stack (1 = just above the background). Defaults to the top. */
  index?: number;
}

/** Spec 4: adding a layer selects it (and only it) and records history. */
export const addLayer = defineIntent<AddLayerArgs>()({
  name: 'layer/add',
  history: 'record',
  perform(draft, { layer, index }) {
    const parsed = layerSchema.safeParse(layer);
    if (!parsed.success) {
      const { label, what } = fieldIssue(parsed.error);
      throw new IntentError('INVALID_VALUE', intentMessages.invalidValue(label, what));
    }
    if (indexOfLayer(draft, parsed.data.id) !== -1) throw new IntentError('DUPLICATE_ID', intentMessages.duplicateId);
    const layers = draft.doc.layers;
    const at = Math.min(Math.max(1, Math.trunc(index ?? layers.length)), layers.length);
    // Selection lives in the view; the stored flag stays false so it never goes stale.
    layers.splice(at, 0, { ...parsed.data, status: { ...parsed.data.status, selected: false } });
    draft.sel.selected = [parsed.data.id];
    draft.sel.lastClicked = parsed.data.id;
  },
});
