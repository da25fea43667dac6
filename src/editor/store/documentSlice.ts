import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { applyPatches, enablePatches, original } from 'immer';
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
      // The intent's own result is what its patches would make of the document it ran on (the
      // patches that go to the render worker came from the same run, so they cannot drift apart).
      .addCase(intentCommitted, (state, { payload }) => {
        if (payload.documents && original(state) === payload.documents.before) return payload.documents.after;
        applyPatches(state, payload.patches);
      })
      // The same patches go to the render worker, so store and worker cannot drift apart.
      .addMatcher(isAnyOf(undone, redone), (state, action) => {
        applyPatches(state, action.payload.patches);
      });
  },
});
