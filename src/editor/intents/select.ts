import { groupOf } from './targets.ts';
import { defineIntent } from './types.ts';

export interface SelectArgs {
  /** The tapped layer, or null to clear the selection. */
  id: string | null;
}

/** Spec 4: selecting one layer deselects the others. A grouped layer brings its group. */
export const select = defineIntent<SelectArgs>()({
  name: 'selection/select',
  history: 'ignore',
  perform(draft, { id }) {
    draft.sel.selected = id === null ? [] : groupOf(draft, id);
    draft.sel.lastClicked = id;
  },
});
