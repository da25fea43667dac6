import { combineReducers, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { documentReducer } from './documentSlice.ts';
import { historySlice } from './historySlice.ts';
import { viewSlice } from './viewSlice.ts';

export const editorReducer = combineReducers({
  document: documentReducer,
  history: historySlice.reducer,
  view: viewSlice.reducer,
});

export type EditorState = ReturnType<typeof editorReducer>;

/** The app mounts editorReducer under the `editor` key of its root reducer. */
export interface EditorRootState {
  editor: EditorState;
}

export type EditorThunk<R> = ThunkAction<R, EditorRootState, unknown, UnknownAction>;
