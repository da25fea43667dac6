import { structuralTargets } from './targets.ts';
import { defineIntent } from './types.ts';

export interface ReorderArgs {
  ids?: string[];
  /** up/down: one step past the neighbour; top/bottom: to the end of the stack (above the background). */
  to: 'up' | 'down' | 'top' | 'bottom';
}

function reordered<T>(items: T[], chosen: (item: T) => boolean, to: ReorderArgs['to']): T[] {
  const next = [...items];
  if (to === 'top') return [...next.filter((i) => !chosen(i)), ...next.filter(chosen)];
  if (to === 'bottom') return [...next.filter(chosen), ...next.filter((i) => !chosen(i))];
  // Walk away from the direction of travel so a block of selected layers moves as one.
  const swap = (a: number, b: number) => {
    const first = next[a];
    const second = next[b];
    if (first === undefined || second === undefined) return;
    next[a] = second;
    next[b] = first;
  };
  if (to === 'up') {
    for (let i = next.length - 2; i >= 0; i -= 1) {
      if (chosen(next[i] as T) && !chosen(next[i + 1] as T)) swap(i, i + 1);
    }
  } else {
    for (let i = 1; i < next.length; i += 1) {
      if (chosen(next[i] as T) && !chosen(next[i - 1] as T)) swap(i, i - 1);
    }
  }
  return next;
}

/** Layer order (spec: layers are an ordered list); the background always stays first. */
export const reorder = defineIntent<ReorderArgs>()({
  name: 'layer/reorder',
  history: 'record',
  perform(draft, { ids, to }) {
    const chosen = new Set(structuralTargets(draft, ids).map((layer) => layer.id));
    const layers = draft.doc.layers;
    const next = reordered(layers.slice(1), (layer) => chosen.has(layer.id), to);
    next.forEach((layer, i) => {
      // Only touch moved slots so the patches name just the layers that changed place.
      if (layers[i + 1] !== layer) layers[i + 1] = layer;
    });
  },
});
