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
