import type { Draft, Patch } from 'immer';
import type { LogoDocument } from '../../../workers/core/model/index.ts';

/** Who is selected. View state: kept out of the undoable document, but restored by undo/redo. */
export interface SelectionState {
  /** Selected layer ids (a tap on a grouped layer selects the whole group). */
  selected: string[];
  /** The layer last tapped: the one the property panel shows. Cleared by removing layers. */
  lastClicked: string | null;
}

/** What an intent reads and changes: the document and the selection. */
export interface EditorSnapshot {
  doc: LogoDocument;
  sel: SelectionState;
}

export type EditorDraft = Draft<EditorSnapshot>;

/**
 * How a change enters undo history:
 * - record: one undo step;
 * - squash: one undo step per gesture: calls with the same gesture id (a drag, a slider
 *   scrub, a typing burst) merge into the previous entry; without a gesture id, like record;
 * - ignore: not undoable; may change only the selection, never the document;
 * - amend: folded into the latest undo step (derived data such as a text outline arriving
 *   from the font worker), never its own step, and does not clear redo;
 * - reset: applied, then all undo and redo history is wiped (canvas size change, spec 4).
 */
export type HistoryMode = 'record' | 'squash' | 'ignore' | 'amend' | 'reset';

export interface IntentDef<N extends string, A> {
  name: N;
  history: HistoryMode;
  /** Mutates the draft (immer). Throws IntentError for input the user must fix. */
  perform(draft: EditorDraft, args: A): void;
  /**
   * The same change made without immer, for an intent run over many layers on every drag step
   * (a move of 1000 selected layers drafted each of them: most of a 100 ms commit at low-end).
   * Must give exactly what `perform` gives (a property test holds each one to it); it never
   * changes the selection. Throws IntentError as `perform` does.
   */
  direct?(snapshot: EditorSnapshot, args: A): DirectChange;
}

/** A document change with its immer-style patches (paths from the document root). */
export interface DirectChange {
  doc: LogoDocument;
  patches: Patch[];
  inversePatches: Patch[];
}

/** Fixes the args type while letting the name be inferred as a literal. */
export function defineIntent<A>() {
  return <const N extends string>(def: IntentDef<N, A>): IntentDef<N, A> => def;
}
