import type { Patch } from 'immer';
import type { IntentName, SelectionState } from '../intents/index.ts';

/** One undo step: what to apply to go forward and back, and the selection on each side. */
export interface HistoryEntry {
  name: IntentName;
  /** The gesture (drag, scrub, typing burst) that later squash steps merge into; null for one-offs. */
  gesture: string | null;
  patches: Patch[];
  inversePatches: Patch[];
  selectionBefore: SelectionState;
  selectionAfter: SelectionState;
}

export interface HistoryState {
  /** Oldest first; undo takes the last. At most HISTORY_LIMIT entries. */
  past: HistoryEntry[];
  /** Most recently undone last; redo takes the last. */
  future: HistoryEntry[];
}

export interface ViewState extends SelectionState {
  zoom: number;
}

/**
 * Undo depth. Each entry holds only patches (a drag is one compacted entry), so 200 steps
 * cost little memory even for a 300-layer logo, and reach back further than anyone undoes.
 */
export const HISTORY_LIMIT = 200;

export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 8;
