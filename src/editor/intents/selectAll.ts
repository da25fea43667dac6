import { defineIntent } from './types.ts';

/**
 * 全选 (and Ctrl/⌘+A): every visible layer but the background, so one drag moves the whole
 * logo. Hidden layers stay out: a move would carry what the person cannot see.
 */
export const selectAll = defineIntent<Record<string, never>>()({
  name: 'selection/selectAll',
  history: 'ignore',
  perform(draft) {
    const background = draft.doc.layers[0]?.id;
    draft.sel.selected = draft.doc.layers.filter((layer) => layer.id !== background && layer.visibility).map((layer) => layer.id);
    draft.sel.lastClicked = draft.sel.selected.at(-1) ?? null;
  },
});
