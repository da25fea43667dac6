// The worker's own copy of the document: loaded once, then kept current by the store's
// forward patches. A patch that does not fit leaves the copy untouched and says so.
import { applyDocumentPatches, parseDocument } from '../core/model/index.ts';
import type { LogoDocument, Patch } from '../core/model/index.ts';
import { toWorkerError, workerError } from '../core/errors.ts';
import type { LayerHashes } from './layerHashes.ts';
import { checkPatchedDocument } from './patchCheck.ts';

export class DocumentCopy {
  private current: LogoDocument | null = null;

  constructor(private readonly hashes: LayerHashes) {}

  get doc(): LogoDocument | null {
    return this.current;
  }

  /**
   * Validated like a saved work: a broken one is refused with the model's Chinese message.
   * `validated`: the sender ran parseDocument on it already (see RenderLoadOptions).
   */
  load(input: unknown, validated = false): LogoDocument {
    if (validated) {
      this.current = input as LogoDocument;
      return this.current;
    }
    const parsed = parseDocument(input);
    if (!parsed.ok) throw workerError('BAD_REQUEST', parsed.error.message, parsed.error.code);
    this.current = parsed.doc;
    return parsed.doc;
  }

  /** Returns true when the patches replaced the whole document (a work was opened). */
  apply(patches: readonly Patch[]): boolean {
    if (patches.some((p) => p.path.length === 0)) {
      let doc: unknown = this.current;
      for (const patch of patches) doc = patch.path.length === 0 ? patch.value : applyDocumentPatches(doc as LogoDocument, [patch]);
      this.load(doc);
      return true;
    }
    const previous = this.current;
    if (!previous) throw workerError('BAD_REQUEST', undefined, 'patches before load()');
    let next: LogoDocument;
    try {
      next = applyDocumentPatches(previous, patches);
    } catch (error) {
      throw workerError('BAD_REQUEST', undefined, `patch does not apply: ${toWorkerError(error).detail ?? ''}`);
    }
    const problem = checkPatchedDocument(previous, next, patches);
    if (problem) throw workerError('BAD_REQUEST', undefined, `patched document is broken (${problem}); send load() again`);
    this.hashes.carry(previous, next);
    this.current = next;
    return false;
  }

  clear(): void {
    this.current = null;
  }
}
