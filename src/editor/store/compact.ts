import type { Patch } from 'immer';

const shiftsArray = (p: Patch) =>
  ((p.op === 'add' || p.op === 'remove') && typeof p.path.at(-1) === 'number') || p.path.at(-1) === 'length';

/** Keys of a path and of each of its ancestors, shortest first ('#' marks array indices). */
function prefixKeys(path: Patch['path']): string[] {
  const keys = [''];
  let key = '';
  for (const part of path) {
    key += typeof part === 'number' ? `\u0001#${part}` : `\u0001${String(part)}`;
    keys.push(key);
  }
  return keys;
}

/**
 * Drops patches a later patch fully overwrites (a later patch at the same path or an
 * ancestor), so a 60-step drag keeps one x/y pair per layer instead of 60. Only safe when
 * no patch inserts into or removes from an array (that shifts what later paths point at),
 * so such lists are returned unchanged. Linear in the number of patches: it runs on every
 * step of a drag.
 */
export function compactPatches(patches: readonly Patch[]): Patch[] {
  if (patches.some(shiftsArray)) return [...patches];
  const overwritten = new Set<string>();
  const kept: Patch[] = [];
  for (let i = patches.length - 1; i >= 0; i -= 1) {
    const patch = patches[i];
    if (!patch) continue;
    const keys = prefixKeys(patch.path);
    if (keys.some((key) => overwritten.has(key))) continue;
    kept.push(patch);
    overwritten.add(keys.at(-1) ?? '');
  }
  return kept.reverse();
}

/** A layer field replaced in place (`layers/<index>/<key>`): what a move, resize or turn of layers makes. */
function isFieldReplace(p: Patch): boolean {
  const [root, index, key] = p.path;
  return p.op === 'replace' && p.path.length === 3 && root === 'layers' && typeof index === 'number' && typeof key === 'string' && key !== 'length';
}

/** Field order: layer index, then key. */
function compareFields(a: Patch, b: Patch): number {
  const byIndex = Number(a.path[1]) - Number(b.path[1]);
  if (byIndex !== 0) return byIndex;
  const ka = String(a.path[2]);
  const kb = String(b.path[2]);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** Every patch a field replace, each field once, in field order. */
function fieldsInOrder(patches: readonly Patch[]): boolean {
  for (let i = 0; i < patches.length; i += 1) {
    const patch = patches[i];
    const previous = patches[i - 1];
    if (!patch || !isFieldReplace(patch) || (previous && compareFields(previous, patch) >= 0)) return false;
  }
  return true;
}

/**
 * compactPatches([...earlier, ...later]) for two lists of layer-field replaces, each field
 * once and in field order (what a move of layers makes), found by one merge instead of a key
 * per patch: the later value of each field. The same patches as compactPatches, in field order
 * (replaces of different fields commute, so the order changes nothing), and again in field
 * order for the next step of the gesture. Null for any other lists. A drag of all 1000 layers
 * merges 4,000 patches per store commit: through compactPatches, most of a long task at low-end.
 */
export function mergeFieldReplaces(earlier: readonly Patch[], later: readonly Patch[]): Patch[] | null {
  if (!fieldsInOrder(earlier) || !fieldsInOrder(later)) return null;
  const merged: Patch[] = [];
  let i = 0;
  let j = 0;
  while (i < earlier.length || j < later.length) {
    const a = earlier[i];
    const b = later[j];
    const order = !a ? 1 : !b ? -1 : compareFields(a, b);
    if (order < 0 && a) {
      merged.push(a);
      i += 1;
    } else if (b) {
      merged.push(b);
      j += 1;
      if (order === 0) i += 1;
    }
  }
  return merged;
}
