import type { DocumentDelta, DocumentItem } from '../../../../workers/protocol/works.ts';

/**
 * What the works worker needs to bring its copy of the document up to date, found by
 * object identity: the editor store never mutates, so a layer whose object is the one last
 * sent is unchanged. The store's patches say which layers to look at (`note`), so a drag
 * step costs the same with 10 layers or 1000: the dragged layer is sent, nothing else, not
 * even the list of ids. A change to the list itself (add, remove, reorder) or an unknown
 * change compares every layer by identity; nothing here serialises or hashes the document.
 * The first send of a large document is cut in parts (each its own message), so no single
 * message clones the whole document.
 */

/** Items per message when a document is sent whole (a 1000-layer logo goes in 50 messages). */
export const ITEMS_PER_MESSAGE = 20;

/** The path of a store patch (immer), as far as the tracker reads it. */
export interface PatchLike {
  path: readonly (string | number)[];
}

/** The document's `layers` list, if it has one (not checked further: O(1)). */
function layersOf(document: unknown): unknown[] | null {
  if (typeof document !== 'object' || document === null || !('layers' in document)) return null;
  return Array.isArray(document.layers) ? document.layers : null;
}

/** The list as items with unique string ids, or null (such a document travels whole). */
function itemsOf(layers: unknown[]): DocumentItem[] | null {
  const ids = new Set<string>();
  for (const layer of layers) {
    const id: unknown = typeof layer === 'object' && layer !== null ? (layer as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || ids.has(id)) return null;
    ids.add(id);
  }
  return layers as DocumentItem[];
}

export interface DocumentTracker {
  /** The store changed the document by these patches (undefined: by something else — compare everything). */
  note(patches: readonly PatchLike[] | undefined): void;
  /** The deltas from what was last sent to `document`, in order; [] when nothing changed. */
  deltas(document: unknown): DocumentDelta[];
  /** The worker's copy is gone or out of step: the next deltas send everything. */
  reset(): void;
}

export function createDocumentTracker(itemsPerMessage = ITEMS_PER_MESSAGE): DocumentTracker {
  let sent: Map<string, unknown> | null = null;
  let sentDocument: unknown = undefined;
  /** Indices of layers the noted patches touched; null: compare every layer. */
  let touched: Set<number> | null = null;
  let headerTouched = false;

  const headerOf = (document: unknown): Record<string, unknown> => ({ ...(document as Record<string, unknown>), layers: null });

  /** Every layer compared by identity; the list and the fields travel too. */
  function fullDeltas(document: unknown, items: DocumentItem[]): DocumentDelta[] {
    const next = new Map<string, unknown>();
    const changed: DocumentItem[] = [];
    for (const item of items) {
      next.set(item.id, item);
      if (sent?.get(item.id) !== item) changed.push(item);
    }
    const header = headerOf(document);
    const order = items.map((item) => item.id);
    const parts: DocumentDelta[] = [];
    for (let start = 0; start + itemsPerMessage < changed.length; start += itemsPerMessage) {
      parts.push({ kind: 'items', header, order: [], items: changed.slice(start, start + itemsPerMessage), partial: true });
    }
    parts.push({ kind: 'items', header, order, items: changed.slice(parts.length * itemsPerMessage) });
    sent = next;
    return parts;
  }

  /** Only the layers at the touched indices (the list kept its length and order). */
  function touchedDeltas(document: unknown, items: DocumentItem[], indices: Set<number>, known: Map<string, unknown>): DocumentDelta[] | null {
    const changed: DocumentItem[] = [];
    for (const index of indices) {
      const item = items[index];
      if (typeof item !== 'object' || item === null || typeof item.id !== 'string' || !known.has(item.id)) return null;
      if (known.get(item.id) !== item) changed.push(item);
    }
    for (const item of changed) known.set(item.id, item);
    if (changed.length === 0 && !headerTouched) return [];
    return [{ kind: 'items', items: changed, ...(headerTouched ? { header: headerOf(document) } : {}) }];
  }

  return {
    note(patches) {
      if (touched === null) return;
      if (patches === undefined) {
        touched = null;
        return;
      }
      for (const { path } of patches) {
        const [root, index] = path;
        if (path.length === 0) touched = null;
        else if (root !== 'layers') headerTouched = true;
        else if (path.length >= 3 && typeof index === 'number') touched.add(index);
        // The list itself (an item added, removed, replaced or moved): compare everything.
        else touched = null;
        if (touched === null) return;
      }
    },
    deltas(document) {
      if (document === sentDocument) return [];
      const layers = layersOf(document);
      let parts: DocumentDelta[] | null = null;
      if (layers !== null && sent !== null && touched !== null && layers.length === sent.size) {
        parts = touchedDeltas(document, layers as DocumentItem[], touched, sent);
      }
      if (parts === null) {
        const items = layers === null ? null : itemsOf(layers);
        if (items === null) {
          // No list of items with unique ids (never made by the editor): the document travels whole.
          sent = null;
          parts = [{ kind: 'whole', document }];
        } else parts = fullDeltas(document, items);
      }
      sentDocument = document;
      touched = new Set();
      headerTouched = false;
      return parts;
    },
    reset() {
      sent = null;
      sentDocument = undefined;
      touched = null;
    },
  };
}
