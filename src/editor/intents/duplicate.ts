import { current } from 'immer';
import { newId } from '../../../workers/core/model/index.ts';
import { structuralTargets } from './targets.ts';
import { defineIntent } from './types.ts';

export interface DuplicateArgs {
  ids?: string[];
  /** Canvas pixels the copies are shifted right and down so they are visible. */
  offset?: number;
}

/** Each copy goes just above its original; copied groups become new groups; the copies end up selected. */
export const duplicate = defineIntent<DuplicateArgs>()({
  name: 'layer/duplicate',
  history: 'record',
  perform(draft, { ids, offset = 20 }) {
    const originals = new Set(structuralTargets(draft, ids).map((l) => l.id));
    const groupIds = new Map<string, string>();
    const copyIds = new Map<string, string>();
    const layers = draft.doc.layers;
    for (let i = layers.length - 1; i >= 1; i -= 1) {
      const layer = layers[i];
      if (!layer || !originals.has(layer.id)) continue;
      const source = current(layer);
      let group: string | null = null;
      if (source.group !== null) {
        group = groupIds.get(source.group) ?? newId('g');
        groupIds.set(source.group, group);
      }
      const id = newId();
      copyIds.set(source.id, id);
      layers.splice(i + 1, 0, { ...source, id, group, x: source.x + offset, y: source.y + offset });
    }
    draft.sel.selected = layers.filter((l) => [...copyIds.values()].includes(l.id)).map((l) => l.id);
    const last = draft.sel.lastClicked;
    draft.sel.lastClicked = (last !== null ? copyIds.get(last) : undefined) ?? draft.sel.selected.at(-1) ?? null;
  },
});
