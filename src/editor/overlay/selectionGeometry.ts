import { findLayerIndex, layerBounds, layersWithIds, unionBounds, type Box, type Geometry, type Layer, type LogoDocument } from '../../../workers/core/model/index.ts';
import { CORNER_HANDLES, handlesFor, type HandleId } from './handles.ts';

/** Layers of the document whose ids are selected, in stacking order. */
export function selectedLayers(doc: LogoDocument, selected: readonly string[]): Layer[] {
  return layersWithIds(doc.layers, selected);
}

/** The one layer that shows handles: a single selected layer (a group shows only its box). */
export function handleTarget(doc: LogoDocument, selected: readonly string[]): { layer: Layer; handles: HandleId[] } | null {
  if (selected.length !== 1) return null;
  const layer = selected[0] === undefined ? undefined : doc.layers[findLayerIndex(doc.layers, selected[0])];
  if (!layer || !layer.visibility) return null;
  const handles = handlesFor(layer, doc.layers[0]?.id === layer.id);
  return handles.length > 0 ? { layer, handles } : null;
}

export interface GroupHandleTarget {
  /** The layers the handles act on: selected, visible, unlocked, not the background. */
  ids: string[];
  /** Their common box, as an unrotated geometry for placing handles. */
  box: Geometry;
  handles: HandleId[];
}

/**
 * A selection of several layers (or a group) shows corner handles, which scale them all, and
 * a rotate handle on their common box. Edges would stretch rotated layers out of shape: none.
 */
export function groupHandleTarget(doc: LogoDocument, selected: readonly string[]): GroupHandleTarget | null {
  if (selected.length < 2) return null;
  const background = doc.layers[0]?.id;
  const layers = selectedLayers(doc, selected).filter((l) => l.id !== background && l.visibility && l.status.moveable);
  const box = unionBounds(layers.map(layerBounds));
  if (!box || box.width <= 0 || box.height <= 0) return null;
  return { ids: layers.map((l) => l.id), box: { ...box, rotate: 0, scale: 1 }, handles: [...CORNER_HANDLES, 'rotate'] };
}

/** The box a drag moves: the selected layers that may move (not the background, not locked). */
export function movingBox(doc: LogoDocument, selected: readonly string[]): Box | null {
  const background = doc.layers[0]?.id;
  const movable = selectedLayers(doc, selected).filter((l) => l.id !== background && l.status.moveable);
  return unionBounds(movable.map(layerBounds));
}

/** What a moving selection may snap to: the other visible layers (the canvas is added by snapBox). */
export function snapTargets(doc: LogoDocument, selected: readonly string[]): Box[] {
  const skip = new Set(selected);
  return doc.layers.slice(1).filter((l) => l.visibility && !skip.has(l.id)).map(layerBounds);
}

/** How a handle drag changes a layer of this type (see resizeFromHandle). */
export function resizeMode(layer: Layer, corner: boolean) {
  const proportional = layer.type === 'text' || layer.type === 'icon' || layer.type === 'image';
  return { keepAspect: corner && proportional, useScale: corner && (layer.type === 'text' || layer.type === 'icon') };
}
