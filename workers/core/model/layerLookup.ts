/**
 * Finding layers by id in a list that is usually in the same order as last time. A drag step
 * looks up the same few ids again and again (the intent, the overlay, the property panel), and
 * a scan of a 1000-layer list per lookup made a pointer move cost grow with the document. The
 * index found last time is checked first; a miss (layers added, removed, reordered) scans once.
 */
const lastIndex = new Map<string, number>();
/** Ids are random and documents come and go: past this many, start over. */
const MAX_REMEMBERED = 20_000;

export function findLayerIndex(layers: readonly { id: string }[], id: string): number {
  const hint = lastIndex.get(id);
  if (hint !== undefined && layers[hint]?.id === id) return hint;
  const index = layers.findIndex((layer) => layer.id === id);
  if (index >= 0) {
    if (lastIndex.size >= MAX_REMEMBERED) lastIndex.clear();
    lastIndex.set(id, index);
  }
  return index;
}

/** The layers with these ids (each once; unknown ids skipped), in stacking order. */
export function layersWithIds<L extends { id: string }>(layers: readonly L[], ids: readonly string[]): L[] {
  const indices = [...new Set(ids)].map((id) => findLayerIndex(layers, id)).filter((index) => index >= 0);
  return indices.sort((a, b) => a - b).flatMap((index) => layers[index] ?? []);
}
