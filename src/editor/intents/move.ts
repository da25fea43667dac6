import type { Patch } from 'immer';
import type { Layer } from '../../../workers/core/model/index.ts';
import { movableIndices, movableTargets, requireFinite } from './targets.ts';
import { defineIntent, type DirectChange, type EditorSnapshot } from './types.ts';

export interface MoveArgs {
  ids?: string[];
  /** Canvas pixels since the previous step of the gesture. */
  dx: number;
  dy: number;
}

/** Drag or arrow key. A drag passes one gesture id so all its steps are one undo. */
export const move = defineIntent<MoveArgs>()({
  name: 'layer/move',
  history: 'squash',
  perform(draft, { ids, dx, dy }) {
    requireFinite('位置', dx, dy);
    for (const layer of movableTargets(draft, ids)) {
      layer.x += dx;
      layer.y += dy;
    }
  },
  direct: moveDirect,
});

/**
 * `perform` without immer: a drag of all 1000 layers made 1000 drafts per store commit. The
 * same copies (the document, its layer list, each changed layer) and the same patches, by
 * immer's own rules for an assignment (see `assign`).
 */
function moveDirect(snapshot: EditorSnapshot, { ids, dx, dy }: MoveArgs): DirectChange {
  requireFinite('位置', dx, dy);
  const indices = movableIndices(snapshot, ids);
  const { doc } = snapshot;
  const layers: Layer[] = doc.layers.slice();
  const patches: Patch[] = [];
  const inversePatches: Patch[] = [];
  let copiedAny = false;
  for (const index of indices) {
    const layer = layers[index];
    if (!layer) continue;
    const copy = { ...layer };
    let copied = false;
    /** Immer's set: Object.is-equal leaves an unchanged layer alone; a value === the current one (0 over -0) copies the layer but writes and records nothing. */
    const assign = (key: 'x' | 'y', value: number) => {
      const current = copy[key];
      if (!copied && Object.is(value, current)) return;
      copied = true;
      if (value === current || (Number.isNaN(value) && Number.isNaN(current))) return;
      copy[key] = value;
      patches.push({ op: 'replace', path: ['layers', index, key], value });
      inversePatches.push({ op: 'replace', path: ['layers', index, key], value: current });
    };
    assign('x', layer.x + dx);
    assign('y', layer.y + dy);
    if (!copied) continue;
    layers[index] = copy;
    copiedAny = true;
  }
  // Nothing touched: the very same document, as immer returns it.
  return copiedAny ? { doc: { ...doc, layers }, patches, inversePatches } : { doc, patches, inversePatches };
}
