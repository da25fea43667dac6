import { createSelector } from '@reduxjs/toolkit';
import { findLayerIndex, layersWithIds } from '../../../workers/core/model/index.ts';
import type { EditorRootState } from './state.ts';

export const selectDocument = (s: EditorRootState) => s.editor.document;
export const selectLayers = (s: EditorRootState) => s.editor.document.layers;
export const selectCanvasSize = (s: EditorRootState) => s.editor.document.size;
export const selectSelectedIds = (s: EditorRootState) => s.editor.view.selected;
export const selectLastClicked = (s: EditorRootState) => s.editor.view.lastClicked;
export const selectZoom = (s: EditorRootState) => s.editor.view.zoom;
export const selectCanUndo = (s: EditorRootState) => s.editor.history.past.length > 0;
export const selectCanRedo = (s: EditorRootState) => s.editor.history.future.length > 0;

export const selectSelectedLayers = createSelector([selectLayers, selectSelectedIds], (layers, ids) => layersWithIds(layers, ids));

/** The layer the property panel shows (spec: the last clicked layer). */
export const selectActiveLayer = createSelector(
  [selectLayers, selectLastClicked],
  (layers, id) => (id === null ? null : (layers[findLayerIndex(layers, id)] ?? null)),
);
