import { groupOf } from './targets.ts';
import { defineIntent } from './types.ts';

export interface ToggleSelectArgs {
  id: string;
}

/** Multi-select: adds the layer (and its group) to the selection, or takes it out. */
export const toggleSelect = defineIntent<ToggleSelectArgs>()({
  name: 'selection/toggle',
  history: 'ignore',
  perform(draft, { id }) {
    const members = groupOf(draft, id);
    if (draft.sel.selected.includes(id)) {
      const out = new Set(members);
      draft.sel.selected = draft.sel.selected.filter((s) => !out.has(s));
      if (draft.sel.lastClicked !== null && out.has(draft.sel.lastClicked)) {
        draft.sel.lastClicked = draft.sel.selected.at(-1) ?? null;
      }
    } else {
      draft.sel.selected = [...draft.sel.selected.filter((s) => !members.includes(s)), ...members];
      draft.sel.lastClicked = id;
    }
  },
});
