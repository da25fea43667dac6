// The works worker's copy of one open document, kept by deltas (workers/protocol/works.ts).
// Serialising it costs one JSON.stringify per item that changed since the last save: each
// item's JSON is cached beside it, and the document text is assembled from the pieces
// exactly as JSON.stringify(document) writes it (same keys, same order), so the stored
// bytes and their hash do not depend on how the document arrived.
import { assembleDocumentJson } from '../core/works/rules/documentJson.ts';
import type { DocumentDelta, DocumentItem } from '../protocol/works.ts';

interface CachedItem {
  item: DocumentItem;
  json: string;
}

export class ReplicaOutOfStep extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'ReplicaOutOfStep';
  }
}

export class DocumentReplica {
  private whole: { document: unknown; json: string } | null = null;
  private header: Record<string, unknown> | null = null;
  private order: string[] = [];
  private readonly items = new Map<string, CachedItem>();
  /** Items taken from partial deltas, waiting for the delta that completes the list. */
  private pending = false;
  private documentCache: unknown = null;
  /** The assembled text until the next change: an 8 MB string at 1000 layers, made once per change. */
  private jsonCache: string | null = null;

  /** True once a complete document has arrived. */
  get ready(): boolean {
    return !this.pending && (this.whole !== null || this.header !== null);
  }

  apply(delta: DocumentDelta): void {
    this.documentCache = null;
    this.jsonCache = null;
    if (delta.kind === 'whole') {
      this.whole = { document: delta.document, json: JSON.stringify(delta.document) };
      this.header = null;
      this.items.clear();
      this.pending = false;
      return;
    }
    if (this.whole && (delta.order === undefined || delta.header === undefined)) {
      throw new ReplicaOutOfStep('a change to a document this copy holds whole');
    }
    this.whole = null;
    if (delta.order === undefined) {
      // The same list: only items already in it can have changed.
      const stray = delta.items.find((item) => !this.items.has(item.id));
      if (stray !== undefined || this.header === null) {
        this.header = null;
        throw new ReplicaOutOfStep(`item ${stray?.id ?? '?'} is not in the list`);
      }
    }
    for (const item of delta.items) this.items.set(item.id, { item, json: JSON.stringify(item) });
    this.pending = delta.partial === true;
    if (this.pending) return;
    if (delta.order !== undefined) {
      const missing = delta.order.find((id) => !this.items.has(id));
      if (missing !== undefined) {
        // The page and this copy disagree (a restarted worker, a lost message): it must send everything again.
        this.header = null;
        throw new ReplicaOutOfStep(`item ${missing} was never sent`);
      }
      if (this.items.size > delta.order.length) {
        const keep = new Set(delta.order);
        for (const id of this.items.keys()) if (!keep.has(id)) this.items.delete(id);
      }
      this.order = delta.order;
    }
    if (delta.header !== undefined) this.header = delta.header;
    if (this.header === null) throw new ReplicaOutOfStep('no document fields yet');
  }

  private check(): void {
    if (!this.ready) throw new ReplicaOutOfStep('no complete document yet');
  }

  /** The document text, byte for byte what JSON.stringify(document) gives. */
  json(): string {
    this.check();
    if (this.whole) return this.whole.json;
    this.jsonCache ??= assembleDocumentJson(this.header ?? {}, this.order.map((id) => this.items.get(id)?.json ?? 'null'));
    return this.jsonCache;
  }

  /** The document as an object (for thumbnails and merges); built once per change. */
  document(): unknown {
    this.check();
    if (this.whole) return this.whole.document;
    this.documentCache ??= { ...this.header, layers: this.order.map((id) => this.items.get(id)?.item) };
    return this.documentCache;
  }
}
