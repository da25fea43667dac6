import { isDraft, isModified, original, type Draft } from 'immer';
import { findLayerIndex, type Layer } from '../../../workers/core/model/index.ts';
import { IntentError, intentMessages } from './errors.ts';
import type { EditorDraft, EditorSnapshot } from './types.ts';

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
export function searchable(draft: EditorDraft): readonly DraftLayer[] {
  const layers = draft.doc.layers;
  return (isDraft(layers) && !isModified(layers) ? original(layers) : undefined) ?? layers;
}

/** Stacking indices of the given ids, else the selection's. All must exist. */
function targetIndices(draft: EditorDraft, ids?: readonly string[]): number[] {
  const wanted = ids ?? draft.sel.selected;
  if (wanted.length === 0) throw new IntentError('NOTHING_SELECTED', intentMessages.nothingSelected);
  const list = searchable(draft);
  const indices = [...new Set(wanted)].map((id) => findLayerIndex(list, id));
  if (indices.some((index) => index < 0)) throw new IntentError('LAYER_NOT_FOUND', intentMessages.layerNotFound);
  // In stacking order, as the actions that use them expect.
  return indices.sort((a, b) => a - b);
}

const draftsAt = (draft: EditorDraft, indices: readonly number[]): DraftLayer[] => indices.flatMap((index) => draft.doc.layers[index] ?? []);

/** The layers an action applies to: the given ids, else the selection. All must exist. */
export function targetLayers(draft: EditorDraft, ids?: readonly string[]): DraftLayer[] {
  return draftsAt(draft, targetIndices(draft, ids));
}

/** Indices of targets other than the background (the first layer). */
function structuralIndices(draft: EditorDraft, ids?: readonly string[]): number[] {
  const indices = targetIndices(draft, ids).filter((index) => index !== 0);
  if (indices.length === 0) throw new IntentError('BACKGROUND_PROTECTED', intentMessages.backgroundProtected);
  return indices;
}

/** Targets that may change order or be removed, copied, grouped: everything but the background. */
export function structuralTargets(draft: EditorDraft, ids?: readonly string[]): DraftLayer[] {
  return draftsAt(draft, structuralIndices(draft, ids));
}

/**
 * Targets whose geometry may change: not the background, not locked (status.moveable false).
 * Checked on the searchable list, so only the layers that move become drafts (reading
 * `status` through the draft made a proxy per layer: 1000 of them for a move of everything).
 */
export function movableTargets(draft: EditorDraft, ids?: readonly string[]): DraftLayer[] {
  return draftsAt(draft, movableIndices(draft, ids));
}

/** Stacking indices of movableTargets; also for a snapshot that is not a draft (see move's `direct`). */
export function movableIndices(from: EditorDraft | EditorSnapshot, ids?: readonly string[]): number[] {
  // Only read here, so a plain snapshot serves as well as a draft.
  const draft = from as EditorDraft;
  const list = searchable(draft);
  const indices = structuralIndices(draft, ids).filter((index) => list[index]?.status.moveable);
  if (indices.length === 0) throw new IntentError('LAYER_LOCKED', intentMessages.layerLocked);
  return indices;
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
