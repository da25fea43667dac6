// Checks the worker's copy after patches. immer applies a patch to a path that does not
// exist by making one (holes, nulls, stray fields), so a copy that drifted from the store
// would be drawn wrong without a word. The drag fast path (moves, turns, fades) skips the
// schema; anything else re-validates only the layers it replaced.
import { COMPOSITE_ONLY_KEYS, canvasSizeSchema, layerSchema } from '../core/model/index.ts';
import type { Layer, LogoDocument, Patch } from '../core/model/index.ts';

const compositeOnly: ReadonlySet<string | number> = new Set(COMPOSITE_ONLY_KEYS);

/** Replacing a number or flag of the transform on an existing layer: cannot break the document copy. */
export function isTransformOnly(patches: readonly Patch[], layerCount: number): boolean {
  return patches.every((p) => {
    const [root, index, key] = p.path;
    const valueOk = typeof p.value === 'boolean' || (typeof p.value === 'number' && Number.isFinite(p.value));
    return p.op === 'replace' && p.path.length === 3 && root === 'layers' && typeof index === 'number' && index >= 0 && index < layerCount && key !== undefined && compositeOnly.has(key) && valueOk;
  });
}

/** null when the patched copy is a sound document, else what is wrong (for logs). */
export function checkPatchedDocument(previous: LogoDocument, next: LogoDocument, patches: readonly Patch[]): string | null {
  if (isTransformOnly(patches, previous.layers.length)) return null;
  if (next.schemaVersion !== previous.schemaVersion) return 'schemaVersion changed';
  if (next.size !== previous.size && !canvasSizeSchema.safeParse(next.size).success) return 'bad canvas size';
  const layers: unknown = next.layers;
  if (!Array.isArray(layers) || layers.length === 0) return 'no layers';
  if (next.layers === previous.layers) return null;
  const known = new Set<Layer>(previous.layers);
  const ids = new Set<string>();
  for (let i = 0; i < layers.length; i += 1) {
    const layer: unknown = layers[i];
    if (typeof layer !== 'object' || layer === null) return `layer ${i} missing`;
    const typed = layer as Layer;
    if (!known.has(typed)) {
      const parsed = layerSchema.safeParse(layer);
      if (!parsed.success) return `layer ${i}: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`;
    }
    if (ids.has(typed.id)) return `duplicate id ${typed.id}`;
    ids.add(typed.id);
  }
  return layers[0]?.type === 'rect' ? null : 'background is not a rect';
}
