import { stableStringify } from '../../model/stableJson.ts';

/**
 * Three-way merge of two edits of one document made from the same base:
 * `theirs` is what another tab (or device) stored, `mine` what this tab holds.
 * Nothing either side did is dropped when it can be kept:
 *   - fields (recursively in plain objects) changed on one side take that side;
 *     changed on both, mine wins (it is the later writer) — only that field;
 *   - a layer added on either side is kept, in its place relative to its neighbour;
 *   - a layer deleted on one side is deleted only if the other did not change it;
 *   - the layer order is mine when I reordered, otherwise theirs.
 * The caller validates the result; an invalid merge is saved as a copy instead.
 */

type Json = unknown;
type Obj = Record<string, Json>;

const isObject = (value: Json): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: Json, b: Json) => stableStringify(a) === stableStringify(b);

export interface MergeResult {
  value: Json;
  /** Fields both sides changed to different values (mine kept). */
  conflicts: number;
}

function mergeValue(base: Json, theirs: Json, mine: Json, counter: { conflicts: number }): Json {
  if (same(mine, base)) return theirs;
  if (same(theirs, base) || same(theirs, mine)) return mine;
  if (isObject(base) && isObject(theirs) && isObject(mine)) return mergeObject(base, theirs, mine, counter);
  counter.conflicts += 1;
  return mine;
}

function mergeObject(base: Obj, theirs: Obj, mine: Obj, counter: { conflicts: number }): Obj {
  const result: Obj = {};
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])) {
    const value = mergeValue(base[key], theirs[key], mine[key], counter);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

interface Identified extends Obj {
  id: string;
}

const isIdentified = (value: Json): value is Identified => isObject(value) && typeof value.id === 'string';

function layersOf(doc: Obj): Identified[] | null {
  const layers = doc.layers;
  if (!Array.isArray(layers) || !layers.every(isIdentified)) return null;
  return layers;
}

/** Ids in `order` that are also in `keep`, in `order`'s order. */
const inOrder = (order: readonly string[], keep: ReadonlySet<string>) => order.filter((id) => keep.has(id));

function mergeOrder(base: string[], theirs: string[], mine: string[], kept: ReadonlySet<string>): string[] {
  const common = new Set(base.filter((id) => theirs.includes(id) && mine.includes(id)));
  const mineReordered = inOrder(mine, common).join('\n') !== inOrder(base, common).join('\n');
  const [primary, secondary] = mineReordered ? [mine, theirs] : [theirs, mine];
  const result = inOrder(primary, kept);
  for (const [index, id] of secondary.entries()) {
    if (!kept.has(id) || result.includes(id)) continue;
    // Place it above the nearest layer below it (in the side that has it) that is already placed.
    let at = 1;
    for (let below = index - 1; below >= 0; below -= 1) {
      const anchor = result.indexOf(secondary[below] ?? '');
      if (anchor >= 0) {
        at = anchor + 1;
        break;
      }
    }
    result.splice(Math.min(at, result.length), 0, id);
  }
  // The background stays at the bottom whatever the sides did.
  const background = base[0];
  if (background !== undefined && result.includes(background) && result[0] !== background) {
    result.splice(result.indexOf(background), 1);
    result.unshift(background);
  }
  return result;
}

function mergeLayers(base: Identified[], theirs: Identified[], mine: Identified[], counter: { conflicts: number }): Identified[] {
  const byId = (layers: Identified[]) => new Map(layers.map((layer) => [layer.id, layer]));
  const [b, t, m] = [byId(base), byId(theirs), byId(mine)];
  const merged = new Map<string, Identified>();
  for (const id of new Set([...t.keys(), ...m.keys(), ...b.keys()])) {
    const [bl, tl, ml] = [b.get(id), t.get(id), m.get(id)];
    if (bl === undefined) {
      const added = ml ?? tl;
      if (added) merged.set(id, added);
    } else if (tl === undefined && ml === undefined) {
      continue;
    } else if (tl === undefined) {
      if (ml && !same(ml, bl)) merged.set(id, ml);
    } else if (ml === undefined) {
      if (!same(tl, bl)) merged.set(id, tl);
    } else {
      const value = mergeValue(bl, tl, ml, counter);
      if (isIdentified(value)) merged.set(id, value);
    }
  }
  const ids = (layers: Identified[]) => layers.map((layer) => layer.id);
  const order = mergeOrder(ids(base), ids(theirs), ids(mine), new Set(merged.keys()));
  return order.flatMap((id) => merged.get(id) ?? []);
}

/** Merges two documents with a `layers` array of `{ id }` objects; other top-level fields merge field by field. */
export function mergeDocuments(base: Json, theirs: Json, mine: Json): MergeResult {
  const counter = { conflicts: 0 };
  if (!isObject(base) || !isObject(theirs) || !isObject(mine)) {
    return { value: mergeValue(base, theirs, mine, counter), conflicts: counter.conflicts };
  }
  const [bl, tl, ml] = [layersOf(base), layersOf(theirs), layersOf(mine)];
  const rest = (doc: Obj): Obj => {
    const { layers: _layers, ...others } = doc;
    return others;
  };
  if (!bl || !tl || !ml) return { value: mergeObject(base, theirs, mine, counter), conflicts: counter.conflicts };
  const value = { ...mergeObject(rest(base), rest(theirs), rest(mine), counter), layers: mergeLayers(bl, tl, ml, counter) };
  return { value, conflicts: counter.conflicts };
}
