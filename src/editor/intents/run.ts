import type { Patch } from 'immer';
import { documentImmer } from '../../../workers/core/model/documentImmer.ts';
import { IntentError, type IntentErrorCode } from './errors.ts';
import { intents, type IntentArgs, type IntentName } from './registry.ts';
import type { DirectChange, EditorSnapshot, HistoryMode, IntentDef, SelectionState } from './types.ts';

export interface IntentOutcome {
  name: IntentName;
  history: HistoryMode;
  /** Document patches, paths relative to the document root (what the render worker applies). */
  patches: Patch[];
  inversePatches: Patch[];
  selectionBefore: SelectionState;
  selectionAfter: SelectionState;
}

export interface IntentFailure {
  code: IntentErrorCode;
  /** Chinese, for a toast. */
  message: string;
}

/** `next`: the snapshot the intent produced (frozen; every unchanged layer is the same object). */
export type RunResult = { ok: true; outcome: IntentOutcome; next: EditorSnapshot } | { ok: false; error: IntentFailure };

function documentPatches(patches: Patch[]): Patch[] {
  return patches.filter((p) => p.path[0] === 'doc').map((p) => ({ ...p, path: p.path.slice(1) }));
}

/**
 * Performs one intent on a snapshot, purely: nothing is changed, the patches come back.
 * Input the user must fix comes back as an error; anything else thrown is a bug and rethrown.
 */
export function runIntent<N extends IntentName>(snapshot: EditorSnapshot, name: N, args: IntentArgs<N>): RunResult {
  const intent: IntentDef<IntentName, IntentArgs<N>> = intents[name];
  if (intent.direct) return runDirect(snapshot, name, intent.history, () => intent.direct?.(snapshot, args));
  let result: readonly [EditorSnapshot, Patch[], Patch[]];
  try {
    result = documentImmer.produceWithPatches(snapshot, (draft) => {
      intent.perform(draft, args);
    });
  } catch (error) {
    if (error instanceof IntentError) return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
  const [next, forward, inverse] = result;
  const patches = documentPatches(forward);
  if (intent.history === 'ignore' && patches.length > 0) {
    throw new Error(`Intent ${name} is not undoable but changed the document`);
  }
  return {
    ok: true,
    next,
    outcome: {
      name,
      history: intent.history,
      patches,
      inversePatches: documentPatches(inverse),
      selectionBefore: snapshot.sel,
      selectionAfter: next.sel,
    },
  };
}

/** An intent's `direct` change (no immer), as the same result `perform` would give. */
function runDirect(snapshot: EditorSnapshot, name: IntentName, history: HistoryMode, change: () => DirectChange | undefined): RunResult {
  let made: DirectChange | undefined;
  try {
    made = change();
  } catch (error) {
    if (error instanceof IntentError) return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
  if (!made) throw new Error(`Intent ${name} has no direct change`);
  const next = made.doc === snapshot.doc ? snapshot : { doc: made.doc, sel: snapshot.sel };
  return {
    ok: true,
    next,
    outcome: { name, history, patches: made.patches, inversePatches: made.inversePatches, selectionBefore: snapshot.sel, selectionAfter: snapshot.sel },
  };
}
