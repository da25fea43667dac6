import type { DocumentDelta, DocumentItem } from '../../../../workers/protocol/works.ts';

/**
 * What the works worker needs to bring its copy of the document up to date, found by
 * object identity: the editor store never mutates, so a layer whose object is the one last
 * sent is unchanged. A drag step sends the dragged layer and the list of ids; nothing here
 * serialises or hashes the document. The first send of a large document is cut in parts
 * (each its own message), so no single message clones the whole document.
 */

/** Items per message when a document is sent whole (a 1000-layer logo goes in 20 messages). */
export const ITEMS_PER_MESSAGE = 50;

function itemsOf(document: unknown): DocumentItem[] | null {
  if (typeof document !== 'object' || document === null || !('layers' in document)) return null;
  const layers = document.layers;
  if (!Array.isArray(layers)) return null;
  for (const layer of layers) {
    if (typeof layer !== 'object' || layer === null || typeof (layer as { id?: unknown }).id !== 'string') return null;
  }
  return layers as DocumentItem[];
}

export interface DocumentTracker {
  /** The deltas from what was last sent to `document`, in order; [] when nothing changed. */
  deltas(document: unknown): DocumentDelta[];
  /** The worker's copy is gone or out of step: the next deltas send everything. */
  reset(): void;
}

export function createDocumentTracker(itemsPerMessage = ITEMS_PER_MESSAGE): DocumentTracker {
  let sent: Map<string, unknown> | null = null;
  let sentDocument: unknown = undefined;
  return {
    deltas(document) {
      if (document === sentDocument) return [];
      const items = itemsOf(document);
      // Duplicate ids would make the copy ambiguous: such a document (never made by the editor) travels whole.
      if (items === null || new Set(items.map((item) => item.id)).size !== items.length) {
        sent = null;
        sentDocument = document;
        return [{ kind: 'whole', document }];
      }
      const next = new Map<string, unknown>();
      const changed: DocumentItem[] = [];
      for (const item of items) {
        next.set(item.id, item);
        if (sent?.get(item.id) !== item) changed.push(item);
      }
      const header: Record<string, unknown> = { ...(document as Record<string, unknown>), layers: null };
      const order = items.map((item) => item.id);
      const parts: DocumentDelta[] = [];
      for (let start = 0; start + itemsPerMessage < changed.length; start += itemsPerMessage) {
        parts.push({ kind: 'items', header, order: [], items: changed.slice(start, start + itemsPerMessage), partial: true });
      }
      parts.push({ kind: 'items', header, order, items: changed.slice(parts.length * itemsPerMessage) });
      sent = next;
      sentDocument = document;
      return parts;
    },
    reset() {
      sent = null;
      sentDocument = undefined;
    },
  };
}
