import { IntentError, intentMessages } from './errors.ts';
import { structuralTargets } from './targets.ts';
import { defineIntent } from './types.ts';

/** Where the chosen layers go: one step, an end of the stack, or a place in it. */
export type ReorderTarget =
  | 'up'
  | 'down'
  | 'top'
  | 'bottom'
  /**
   * Document index (0 is the background, so 1 is the lowest a layer can go) at which the
   * chosen layers start, in their present order, once moved. Out of range is clamped to the
   * ends. One call = one undo step, so a drag in the layer list across several rows is one.
   */
  | { index: number };

export interface ReorderArgs {
  ids?: string[];
  /** up/down: one step past the neighbour; top/bottom: to the end of the stack (above the background). */
  to: ReorderTarget;
}

function stepped<T>(items: T[], chosen: (item: T) => boolean, up: boolean): T[] {
  const next = [...items];
  // Walk away from the direction of travel so a block of selected layers moves as one.
  const swap = (a: number, b: number) => {
    const first = next[a];
    const second = next[b];
    if (first === undefined || second === undefined) return;
    next[a] = second;
    next[b] = first;
  };
  if (up) {
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

/** `items` without the background; `at` counts from the first of them. */
function placed<T>(items: T[], chosen: (item: T) => boolean, at: number): T[] {
  const rest = items.filter((i) => !chosen(i));
  const block = items.filter(chosen);
  const start = Math.max(0, Math.min(rest.length, at));
  return [...rest.slice(0, start), ...block, ...rest.slice(start)];
}

function reordered<T>(items: T[], chosen: (item: T) => boolean, to: ReorderTarget): T[] {
  if (typeof to === 'object') return placed(items, chosen, to.index - 1);
  if (to === 'top') return placed(items, chosen, items.length);
  if (to === 'bottom') return placed(items, chosen, 0);
  return stepped(items, chosen, to === 'up');
}

/** Layer order (spec: layers are an ordered list); the background always stays first. */
export const reorder = defineIntent<ReorderArgs>()({
  name: 'layer/reorder',
  history: 'record',
  perform(draft, { ids, to }) {
    if (typeof to === 'object' && !Number.isInteger(to.index)) {
      throw new IntentError('INVALID_VALUE', intentMessages.invalidValue('图层顺序', '不是整数'));
    }
    const chosen = new Set(structuralTargets(draft, ids).map((layer) => layer.id));
    const layers = draft.doc.layers;
    const next = reordered(layers.slice(1), (layer) => chosen.has(layer.id), to);
    next.forEach((layer, i) => {
      // Only touch moved slots so the patches name just the layers that changed place.
      if (layers[i + 1] !== layer) layers[i + 1] = layer;
    });
  },
});
