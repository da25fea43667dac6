import { current } from 'immer';
import { newId } from '../../../workers/core/model/index.ts';
import { structuralTargets } from './targets.ts';
import { defineIntent } from './types.ts';

export interface DuplicateArgs {
  ids?: string[];
  /** Canvas pixels the copies are shifted right and down so they are visible. */
  offset?: number;
}

/** Each copy goes just above its original (a run of adjacent originals: above the run); copied groups become new groups; the copies end up selected. */
export const duplicate = defineIntent<DuplicateArgs>()({
  name: 'layer/duplicate',
  history: 'record',
  perform(draft, { ids, offset = 20 }) {
    const originals = new Set(structuralTargets(draft, ids).map((l) => l.id));
    const groupIds = new Map<string, string>();
    const copyIds = new Map<string, string>();
    const layers = draft.doc.layers;
    const copyOf = (index: number) => {
      const source = current(layers[index]!);
      let group: string | null = null;
      if (source.group !== null) {
        group = groupIds.get(source.group) ?? newId('g');
        groupIds.set(source.group, group);
      }
      const id = newId();
      copyIds.set(source.id, id);
      return { ...source, id, group, x: source.x + offset, y: source.y + offset };
    };
    // Copies of chosen layers lying next to each other go above the whole run, in its order:
    // interleaved, a clipped layer (status.clipPath, e.g. a masked picture) would be clipped to
    // the copy of its frame instead of its own.
    for (let end = layers.length - 1; end >= 1; end -= 1) {
      if (!originals.has(layers[end]?.id ?? '')) continue;
      let start = end;
      while (start > 1 && originals.has(layers[start - 1]?.id ?? '')) start -= 1;
      const copies = [];
      for (let i = start; i <= end; i += 1) copies.push(copyOf(i));
      layers.splice(end + 1, 0, ...copies);
      end = start;
    }
    draft.sel.selected = layers.filter((l) => [...copyIds.values()].includes(l.id)).map((l) => l.id);
    const last = draft.sel.lastClicked;
    draft.sel.lastClicked = (last !== null ? copyIds.get(last) : undefined) ?? draft.sel.selected.at(-1) ?? null;
  },
});
