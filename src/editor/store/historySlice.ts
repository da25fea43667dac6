import { createSlice, original } from '@reduxjs/toolkit';
import type { Patch } from 'immer';
import { documentLoaded, intentCommitted, redone, undone } from './actions.ts';
import { compactPatches, mergeFieldReplaces } from './compact.ts';
import { HISTORY_LIMIT, type HistoryEntry, type HistoryState } from './types.ts';

const initialState: HistoryState = { past: [], future: [] };

/**
 * A patch list as the history keeps it: frozen before it enters the reducer's draft, so the
 * slice's immer neither walks nor deep-freezes it (it stops at a frozen object). A drag of 1000
 * layers puts 2 × 2,000 patches in per store commit: immer's walk over them (a visit, a set
 * entry and a freeze per patch and per path) was a third of the commit at low-end. Nothing
 * writes to a patch once made (the render worker gets copies).
 */
const kept = (patches: Patch[]): Patch[] => Object.freeze(patches) as Patch[];

function push(state: HistoryState, entry: HistoryEntry): void {
  state.past.push(entry);
  if (state.past.length > HISTORY_LIMIT) state.past.splice(0, state.past.length - HISTORY_LIMIT);
  state.future = [];
}

/**
 * The entry's patch lists as stored, not through the reducer's draft: spreading a draft list
 * makes a proxy per patch (and per path), and compacting reads every one. A drag of 1000
 * layers squashes 2000 patches a step: through drafts, most of a 300 ms commit at low-end.
 */
function stored(entry: HistoryEntry): Pick<HistoryEntry, 'patches' | 'inversePatches'> {
  return original(entry) ?? entry;
}

export const historySlice = createSlice({
  name: 'history',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(intentCommitted, (state, { payload }) => {
        const entry: HistoryEntry = {
          name: payload.name,
          // Only gesture steps merge; a one-off change is never extended by a later step.
          gesture: payload.history === 'squash' ? payload.gesture : null,
          patches: kept(payload.patches),
          inversePatches: kept(payload.inversePatches),
          selectionBefore: payload.selectionBefore,
          selectionAfter: payload.selectionAfter,
        };
        const last = state.past.at(-1);
        switch (payload.history) {
          case 'ignore':
            return;
          case 'reset':
            state.past = [];
            state.future = [];
            return;
          case 'amend':
            // Derived data joins the latest step; with no step there is nothing to undo it with.
            if (last) {
              const before = stored(last);
              last.patches = kept(compactPatches([...before.patches, ...payload.patches]));
              last.inversePatches = kept(compactPatches([...payload.inversePatches, ...before.inversePatches]));
            }
            return;
          case 'squash':
            if (payload.gesture !== null && last?.gesture === payload.gesture) {
              const before = stored(last);
              // A drag's steps change layer fields only: merged in one pass (mergeFieldReplaces).
              last.patches = kept(mergeFieldReplaces(before.patches, payload.patches) ?? compactPatches([...before.patches, ...payload.patches]));
              last.inversePatches = kept(mergeFieldReplaces(payload.inversePatches, before.inversePatches) ?? compactPatches([...payload.inversePatches, ...before.inversePatches]));
              last.selectionAfter = payload.selectionAfter;
              state.future = [];
              return;
            }
            push(state, entry);
            return;
          case 'record':
            push(state, entry);
            return;
        }
      })
      .addCase(undone, (state) => {
        const entry = state.past.pop();
        if (entry) state.future.push(entry);
      })
      .addCase(redone, (state) => {
        const entry = state.future.pop();
        if (entry) state.past.push(entry);
      })
      .addCase(documentLoaded, () => initialState);
  },
});
