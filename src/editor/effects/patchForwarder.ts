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
 * Queues document changes and posts them once per task: an align or a burst of intents in
 * one event handler becomes one message, and each message stays a list of small patches
 * (spec: never the scene per frame). Order is kept: a load empties the queue first.
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
      pending.push(...patches);
      later();
    },
    flush,
  };
}
