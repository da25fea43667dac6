import type { Patch } from 'immer';
import { documentImmer } from './documentImmer.ts';
import type { LogoDocument } from './types.ts';

export type { Patch };

/**
 * Applies the store's forward patches to a copy of the document (the render worker keeps
 * its own copy this way). Paths are relative to the document root; a single
 * `{ op: 'replace', path: [] }` patch swaps in a whole new document (a work was opened).
 * Unchanged layers keep their object identity, so per-layer caches keyed by object survive.
 */
export function applyDocumentPatches(doc: LogoDocument, patches: readonly Patch[]): LogoDocument {
  return documentImmer.applyPatches(doc, patches);
}
