import type { Patch } from 'immer';
import type { LogoDocument } from '../../../workers/core/model/index.ts';

/** What the render worker client offers the patch forwarder. */
export interface PatchSink {
  load(doc: LogoDocument): void;
  applyPatches(patches: Patch[]): void;
}

export interface PatchForwarder {
  /** A whole document (a work opened): replaces anything queued before it. */
  load(doc: LogoDocument): void;
  patches(patches: readonly Patch[]): void;
  /** Sends what is queued now (tests; the page's unmount). */
  flush(): void;
}

/**
 * Posts document changes: the first of a task at once, the rest of the task together (an
 * align or a burst of intents in one event handler is two messages), and each message stays a
 * list of small patches (spec: never the scene per frame). Order is kept: a load empties the
 * queue first.
 */
export function createPatchForwarder(sink: PatchSink, schedule: (run: () => void) => void = queueMicrotask): PatchForwarder {
  let pendingDoc: LogoDocument | null = null;
  let pending: Patch[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const doc = pendingDoc;
    const patches = pending;
    pendingDoc = null;
    pending = [];
    if (doc) sink.load(doc);
    if (patches.length > 0) sink.applyPatches(patches);
  };
  const later = () => {
    if (scheduled) return;
    scheduled = true;
    schedule(flush);
  };
  return {
    load(doc) {
      pendingDoc = doc;
      pending = [];
      later();
    },
    patches(patches) {
      if (patches.length === 0) return;
      if (!scheduled) {
        // The first change of a task goes at once; the rest of the task's changes follow as one
        // message. Waiting for the microtask put the worker behind React's render of the same
        // change (the store tells its subscribers before the listener middleware runs, so
        // React's microtask comes first): a tapped icon's patch left ~30 ms late at 4×.
        sink.applyPatches([...patches]);
        later();
        return;
      }
      pending.push(...patches);
      later();
    },
    flush,
  };
}
