import { isDraft, isModified, original, type Draft } from 'immer';
import { findLayerIndex, type Layer } from '../../../workers/core/model/index.ts';
import { IntentError, intentMessages } from './errors.ts';
import type { EditorDraft } from './types.ts';

export type DraftLayer = Draft<Layer>;

export function indexOfLayer(draft: EditorDraft, id: string): number {
  return findLayerIndex(searchable(draft), id);
}

export function requireLayer(draft: EditorDraft, id: string): DraftLayer {
  const layer = draft.doc.layers[findLayerIndex(searchable(draft), id)];
  if (!layer) throw new IntentError('LAYER_NOT_FOUND', intentMessages.layerNotFound);
  return layer;
}

/**
 * The layer list to search without touching every layer through the draft: reading a draft
 * element by element makes a proxy per layer, most of the cost of one drag step in a
 * 300-layer logo. The unmodified original has the same order and ids.
 */
function searchable(draft: EditorDraft): readonly DraftLayer[] {
  const layers = draft.doc.layers;
  return (isDraft(layers) && !isModified(layers) ? original(layers) : undefined) ?? layers;
}

/** The layers an action applies to: the given ids, else the selection. All must exist. */
export function targetLayers(draft: EditorDraft, ids?: readonly string[]): DraftLayer[] {
  const wanted = ids ?? draft.sel.selected;
  if (wanted.length === 0) throw new IntentError('NOTHING_SELECTED', intentMessages.nothingSelected);
  const unique = new Set(wanted);
  const indices = [...unique].map((id) => findLayerIndex(searchable(draft), id));
  if (indices.some((index) => index < 0)) throw new IntentError('LAYER_NOT_FOUND', intentMessages.layerNotFound);
  // In stacking order, as the actions that use them expect.
  return indices.sort((a, b) => a - b).flatMap((index) => draft.doc.layers[index] ?? []);
}

const isBackground = (draft: EditorDraft, layer: DraftLayer) => draft.doc.layers[0]?.id === layer.id;

/** Targets that may change order or be removed, copied, grouped: everything but the background. */
export function structuralTargets(draft: EditorDraft, ids?: readonly string[]): DraftLayer[] {
  const layers = targetLayers(draft, ids).filter((layer) => !isBackground(draft, layer));
  if (layers.length === 0) throw new IntentError('BACKGROUND_PROTECTED', intentMessages.backgroundProtected);
  return layers;
}

/** Targets whose geometry may change: not the background, not locked (status.moveable false). */
export function movableTargets(draft: EditorDraft, ids?: readonly string[]): DraftLayer[] {
  const layers = structuralTargets(draft, ids).filter((layer) => layer.status.moveable);
  if (layers.length === 0) throw new IntentError('LAYER_LOCKED', intentMessages.layerLocked);
  return layers;
}

/** All layers sharing the given layer's group (just itself when ungrouped), in document order. */
export function groupOf(draft: EditorDraft, id: string): string[] {
  const layers = searchable(draft);
  const group = layers.find((l) => l.id === id)?.group;
  if (group === undefined) throw new IntentError('LAYER_NOT_FOUND', intentMessages.layerNotFound);
  if (group === null) return [id];
  return layers.filter((l) => l.group === group).map((l) => l.id);
}

/** Groups left with fewer than two members stop being groups (after removal). */
export function dissolveSingletonGroups(draft: EditorDraft): void {
  const counts = new Map<string, number>();
  for (const layer of draft.doc.layers) {
    if (layer.group !== null) counts.set(layer.group, (counts.get(layer.group) ?? 0) + 1);
  }
  for (const layer of draft.doc.layers) {
    if (layer.group !== null && (counts.get(layer.group) ?? 0) < 2) layer.group = null;
  }
}

export function requireFinite(label: string, ...values: number[]): void {
  if (values.some((v) => !Number.isFinite(v))) {
    throw new IntentError('INVALID_VALUE', intentMessages.invalidValue(label, '不是有效的数字'));
  }
}
