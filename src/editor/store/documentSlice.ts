import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { applyPatches, enablePatches } from 'immer';
import { createDocument, type LogoDocument } from '../model/index.ts';
import { documentLoaded, intentCommitted, redone, undone } from './actions.ts';

enablePatches();

export const initialDocument = (): LogoDocument => createDocument({ backgroundId: 'background' });

export const documentSlice = createSlice({
  name: 'document',
  initialState: initialDocument,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(documentLoaded, (_state, action) => action.payload.doc)
      // The same patches go to the render worker, so store and worker cannot drift apart.
      .addMatcher(isAnyOf(intentCommitted, undone, redone), (state, action) => {
        applyPatches(state, action.payload.patches);
      });
  },
});
