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

/**
 * True when `later` replaces exactly the fields `earlier` does, one for one in the same order,
 * each once: then compactPatches([...earlier, ...later]) is `later` itself, found without
 * building a key per patch. The steps of a drag of all 1000 layers are such lists (4,000
 * patches merged per store commit, most of a long task at low-end through compactPatches).
 */
export function supersedes(later: readonly Patch[], earlier: readonly Patch[]): boolean {
  if (later.length !== earlier.length) return false;
  let previous: Patch['path'] | null = null;
  for (let i = 0; i < later.length; i += 1) {
    const a = later[i];
    const b = earlier[i];
    if (!a || !b || !isFieldReplace(a) || !isFieldReplace(b)) return false;
    if (a.path[1] !== b.path[1] || a.path[2] !== b.path[2]) return false;
    // Strictly ascending (index, then key): no field twice, so nothing in `later` overwrites itself.
    if (previous && !(Number(previous[1]) < Number(a.path[1]) || (previous[1] === a.path[1] && String(previous[2]) < String(a.path[2])))) return false;
    previous = a.path;
  }
  return true;
}
