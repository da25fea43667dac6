// Content hashes of the worker's layers, computed once per content change. A move, turn,
// scale or fade replaces the layer object (immer) but not its content, so the hash is
// carried over by a shallow comparison instead of re-hashing (text layers hold kilobytes
// of outline data; re-hashing every dragged layer on every frame would cost more than drawing).
import { COMPOSITE_ONLY_KEYS, contentHash } from '../core/model/index.ts';
import type { Layer, LogoDocument } from '../core/model/index.ts';

const compositeOnly: ReadonlySet<string> = new Set(COMPOSITE_ONLY_KEYS);

/**
 * True when every field that reaches the raster is the same value (by identity: immer keeps
 * untouched nested arrays and objects, so a changed stop list is a new array).
 */
export function sameContent(a: Layer, b: Layer): boolean {
  if (a.type !== b.type) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of Object.keys(left)) {
    if (!compositeOnly.has(key) && left[key] !== right[key]) return false;
  }
  for (const key of Object.keys(right)) {
    if (!compositeOnly.has(key) && !(key in left)) return false;
  }
  return true;
}

export class LayerHashes {
  private readonly hashes = new WeakMap<Layer, string>();
  /** How many hashes were computed from scratch (the rest were carried). */
  computed = 0;

  /** Whether hashOf(layer) is already known (costs nothing). */
  known(layer: Layer): boolean {
    return this.hashes.has(layer);
  }

  hashOf(layer: Layer): string {
    let hash = this.hashes.get(layer);
    if (hash === undefined) {
      hash = contentHash(layer);
      this.hashes.set(layer, hash);
      this.computed += 1;
    }
    return hash;
  }

  /** A hash computed elsewhere (a raster helper) for this very layer object. */
  remember(layer: Layer, hash: string): void {
    if (!this.hashes.has(layer)) this.hashes.set(layer, hash);
  }

  /** After a patch: gives each replaced layer whose content did not change its old hash. */
  carry(previous: LogoDocument, next: LogoDocument): void {
    if (previous.layers === next.layers) return;
    const before = new Map<string, Layer>();
    for (const layer of previous.layers) before.set(layer.id, layer);
    for (const layer of next.layers) {
      if (this.hashes.has(layer)) continue;
      const old = before.get(layer.id);
      const hash = old && this.hashes.get(old);
      if (old && hash !== undefined && sameContent(old, layer)) this.hashes.set(layer, hash);
    }
  }
}
