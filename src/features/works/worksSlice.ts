import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store/store.ts';
import type { WorksDbErrorKind } from '../../services/worksDb/index.ts';

/**
 * What the UI shows about works (the open work's save state aside: editor/saveStatus.ts): notices from
 * merges and copies, the restore offer, the sync state, and a counter that
 * makes lists reload when another tab or a sync changed a folder. Injected
 * into the app's root reducer when this module loads.
 */

export type SaveView =
  | { state: 'clean' | 'pending' | 'saving' }
  | { state: 'saved'; at: number; revision: number }
  | { state: 'error'; kind: WorksDbErrorKind; at: number };

export type WorksNotice =
  | { type: 'merged' }
  | { type: 'copied'; copyName: string; reason: 'newer-schema' | 'unmergeable' | 'recovered' }
  | { type: 'newerElsewhere' }
  | { type: 'message'; message: string }
  | { type: 'syncCopy'; name: string };

export interface RestoreOffer {
  id: string;
  name: string;
  updatedAt: number;
}

export type SyncView =
  | { state: 'idle' | 'syncing' | 'signedOut' }
  | { state: 'done'; at: number }
  | { state: 'offline' | 'error'; message: string };

export interface WorksState {
  notices: WorksNotice[];
  restoreOffer: RestoreOffer | null;
  sync: SyncView;
  /** Bumped whenever a folder changed (here, in another tab, or by a sync). */
  listVersion: number;
}

const initialState: WorksState = {
  notices: [],
  restoreOffer: null,
  sync: { state: 'idle' },
  listVersion: 0,
};

/** A save of the open work failed (said once per failure kind; the save state itself is in editor/saveStatus.ts). */
export const saveFailed = createAction<WorksDbErrorKind>('works/saveFailed');

export const worksSlice = createSlice({
  name: 'works',
  initialState,
  reducers: {
    noticeAdded(state, action: PayloadAction<WorksNotice>) {
      state.notices = [...state.notices.slice(-4), action.payload];
    },
    noticesCleared(state) {
      state.notices = [];
    },
    restoreOffered(state, action: PayloadAction<RestoreOffer | null>) {
      state.restoreOffer = action.payload;
    },
    restoreAccepted(state) {
      state.restoreOffer = null;
    },
    restoreDismissed(state) {
      state.restoreOffer = null;
    },
    syncStateChanged(state, action: PayloadAction<SyncView>) {
      state.sync = action.payload;
    },
    /** A folder changed; `listVersion` makes the works pages reload. */
    worksListChanged(state) {
      state.listVersion += 1;
    },
    /** Download the open work as an importable file, straight from the editor's memory (works when storage is full). */
    workBackupRequested() {},
    /** Ask for a sync now (works tab opened, pull to refresh, login done). */
    worksSyncRequested() {},
    /** The signed-in user changed (login, logout): the account feature may dispatch it; sync also notices on its own. */
    worksIdentityChanged() {},
  },
});

worksSlice.injectInto(rootReducer);

/** The app's RootState type does not list lazily injected slices, so selectors take any state object. */
function sliceOf(state: object): WorksState {
  return ('works' in state ? (state as { works?: WorksState }).works : undefined) ?? initialState;
}

export const selectWorksNotices = (state: object) => sliceOf(state).notices;
export const selectRestoreOffer = (state: object) => sliceOf(state).restoreOffer;
export const selectWorksSync = (state: object) => sliceOf(state).sync;
export const selectWorksListVersion = (state: object) => sliceOf(state).listVersion;

export const {
  noticeAdded,
  noticesCleared,
  restoreOffered,
  restoreAccepted,
  restoreDismissed,
  syncStateChanged,
  worksListChanged,
  worksSyncRequested,
  worksIdentityChanged,
  workBackupRequested,
} = worksSlice.actions;
