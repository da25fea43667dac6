import { searchable } from './targets.ts';
import { defineIntent } from './types.ts';

/**
 * 全选 (and Ctrl/⌘+A): every visible layer but the background, so one drag moves the whole
 * logo. Hidden layers stay out: a move would carry what the person cannot see. The layers are
 * read from the stored list, not through the draft (a proxy per layer: 1000 for 全选).
 */
export const selectAll = defineIntent<Record<string, never>>()({
  name: 'selection/selectAll',
  history: 'ignore',
  perform(draft) {
    const layers = searchable(draft);
    const background = layers[0]?.id;
    draft.sel.selected = layers.filter((layer) => layer.id !== background && layer.visibility).map((layer) => layer.id);
    draft.sel.lastClicked = draft.sel.selected.at(-1) ?? null;
  },
});
