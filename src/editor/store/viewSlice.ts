import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { documentLoaded, intentCommitted, redone, undone } from './actions.ts';
import { ZOOM_MAX, ZOOM_MIN, type ViewState } from './types.ts';

const initialState: ViewState = { selected: [], lastClicked: null, zoom: 1 };

export const viewSlice = createSlice({
  name: 'view',
  initialState,
  reducers: {
    zoomSet(state, action: PayloadAction<number>) {
      if (Number.isFinite(action.payload)) state.zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, action.payload));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(intentCommitted, (state, { payload }) => {
        state.selected = payload.selectionAfter.selected;
        state.lastClicked = payload.selectionAfter.lastClicked;
      })
      .addCase(undone, (state, { payload }) => {
        state.selected = payload.selection.selected;
        state.lastClicked = payload.selection.lastClicked;
      })
      .addCase(redone, (state, { payload }) => {
        state.selected = payload.selection.selected;
        state.lastClicked = payload.selection.lastClicked;
      })
      .addCase(documentLoaded, (state, { payload }) => {
        state.selected = payload.selection.selected;
        state.lastClicked = payload.selection.lastClicked;
      });
  },
});

export const { zoomSet } = viewSlice.actions;
