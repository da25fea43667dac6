import { runIntent, type IntentArgs, type IntentFailure, type IntentName, type SelectionState } from '../intents/index.ts';
import { documentImmer } from '../../../workers/core/model/documentImmer.ts';
import { parseDocument, type LogoDocument, type ParseResult } from '../../../workers/core/model/index.ts';
import { documentLoaded, intentCommitted, redone, undone } from './actions.ts';
import type { EditorThunk } from './state.ts';

export type PerformResult = { ok: true; changed: boolean } | { ok: false; error: IntentFailure };

const sameSelection = (a: SelectionState, b: SelectionState) =>
  a.lastClicked === b.lastClicked && a.selected.length === b.selected.length && a.selected.every((id, i) => b.selected[i] === id);

/**
 * The one way the UI changes the document. `gesture`: an id shared by every step of one
 * drag, pinch, slider scrub or typing burst, so the whole gesture undoes at once.
 */
export function performIntent<N extends IntentName>(
  name: N,
  args: IntentArgs<N>,
  options: { gesture?: string; shown?: boolean } = {},
): EditorThunk<PerformResult> {
  return (dispatch, getState) => {
    const { document: doc, view } = getState().editor;
    const sel: SelectionState = { selected: view.selected, lastClicked: view.lastClicked };
    const result = runIntent({ doc, sel }, name, args);
    if (!result.ok) return result;
    const { outcome, next } = result;
    const docChanged = outcome.patches.length > 0;
    if (!docChanged && sameSelection(outcome.selectionBefore, outcome.selectionAfter)) return { ok: true, changed: false };
    // A selection-only result of an undoable intent is not worth an undo step of its own.
    const history = docChanged ? outcome.history : 'ignore';
    dispatch(intentCommitted({ ...outcome, history, gesture: options.gesture ?? null, documents: { before: doc, after: next.doc }, ...(options.shown ? { shown: true } : {}) }));
    return { ok: true, changed: docChanged };
  };
}

export function undo(): EditorThunk<boolean> {
  return (dispatch, getState) => {
    const entry = getState().editor.history.past.at(-1);
    if (!entry) return false;
    dispatch(undone({ patches: entry.inversePatches, selection: entry.selectionBefore }));
    return true;
  };
}

export function redo(): EditorThunk<boolean> {
  return (dispatch, getState) => {
    const entry = getState().editor.history.future.at(-1);
    if (!entry) return false;
    dispatch(redone({ patches: entry.patches, selection: entry.selectionAfter }));
    return true;
  };
}

/**
 * Starts editing a parsed document. Selection is view state: layers saved with
 * status.selected become the selection, and the stored flags are cleared so they never go stale.
 */
export function openDocument(doc: LogoDocument, options: { replacesOpenWork?: boolean } = {}): EditorThunk<void> {
  return (dispatch) => {
    const selected = doc.layers.filter((l) => l.status.selected).map((l) => l.id);
    // Only the flagged layers are drafted: going through every layer of a 1000-layer work made
    // 2000 drafts on the main thread as it opened.
    const clean = selected.length === 0 ? doc : documentImmer.produce(doc, (draft) => {
      doc.layers.forEach((layer, i) => {
        const target = draft.layers[i];
        if (layer.status.selected && target) target.status.selected = false;
      });
    });
    dispatch(documentLoaded({ doc: clean, selection: { selected, lastClicked: selected.at(-1) ?? null }, ...(options.replacesOpenWork ? { replacesOpenWork: true } : {}) }));
  };
}

/** Opens a saved work of any version; on error nothing already open is touched. */
export function loadDocument(json: unknown): EditorThunk<ParseResult> {
  return (dispatch) => {
    const parsed = parseDocument(json);
    if (parsed.ok) dispatch(openDocument(parsed.doc));
    return parsed;
  };
}
