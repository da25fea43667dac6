/**
 * A document's JSON text from its parts: the top-level fields and each layer's own JSON,
 * byte for byte what JSON.stringify(document) writes. Whoever keeps each layer's JSON
 * beside the layer (the works worker's copy; the page's journal cache) serialises only
 * the layers that changed.
 */
export function assembleDocumentJson(header: Readonly<Record<string, unknown>>, layerJson: readonly string[]): string {
  const layers = `[${layerJson.join(',')}]`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(header)) {
    const text = key === 'layers' ? layers : JSON.stringify(value);
    // JSON.stringify leaves out keys whose value has no JSON form (undefined, functions).
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  if (!Object.hasOwn(header, 'layers')) parts.push(`"layers":${layers}`);
  return `{${parts.join(',')}}`;
}

/** JSON.stringify(document), reusing each layer's JSON while the layer object is the same (the store never mutates). */
export function createCachedDocumentJson(): (document: unknown) => string {
  const cache = new WeakMap<object, string>();
  const jsonOf = (layer: unknown): string => {
    if (typeof layer !== 'object' || layer === null) return JSON.stringify(layer) ?? 'null';
    let json = cache.get(layer);
    if (json === undefined) {
      json = JSON.stringify(layer);
      cache.set(layer, json);
    }
    return json;
  };
  return (document) => {
    if (typeof document !== 'object' || document === null || !Array.isArray((document as { layers?: unknown }).layers)) return JSON.stringify(document);
    const { layers } = document as { layers: unknown[] };
    return assembleDocumentJson(document as Record<string, unknown>, layers.map(jsonOf));
  };
}
