import { CANVAS_MAX, CANVAS_MIN, fieldIssue, layerSchema, layerSchemas, type Layer, type LayerProps } from '../../../workers/core/model/index.ts';
import { IntentError, intentMessages } from './errors.ts';
import { defineIntent } from './types.ts';

export interface RegenerateArgs {
  /** The group id of the generated block; its old members (and any layer with a new member's id) go. */
  group: string;
  /** The new members, in stack order; they take the place of the lowest old member (the top when none is left). */
  layers: Layer[];
  /** Fields of the background that belong to the block (a QR code's paper colour). */
  background?: Partial<LayerProps<'rect'>>;
  /** The canvas the block needs; other layers keep their places (unlike canvas/resize, nothing is rescaled). */
  size?: { width: number; height: number };
}

const invalid = (error: Parameters<typeof fieldIssue>[0]) => {
  const { label, what } = fieldIssue(error);
  return new IntentError('INVALID_VALUE', intentMessages.invalidValue(label, what));
};

/**
 * A block a page generates from its own model (a QR code from its content and style) made again
 * inside a document the user also edits: the block's layers are swapped for new ones and every
 * other layer stays as it is, as one undo step (the page's restyle is one change to the user).
 */
export const regenerate = defineIntent<RegenerateArgs>()({
  name: 'layer/regenerate',
  history: 'record',
  perform(draft, { group, layers, background, size }) {
    const fresh = layers.map((layer) => {
      const parsed = layerSchema.safeParse({ ...layer, group });
      if (!parsed.success) throw invalid(parsed.error);
      return { ...parsed.data, status: { ...parsed.data.status, selected: false } };
    });
    const freshIds = new Set(fresh.map((l) => l.id));
    if (freshIds.size !== fresh.length) throw new IntentError('DUPLICATE_ID', intentMessages.duplicateId);
    const all = draft.doc.layers;
    const bg = all[0];
    if (!bg || freshIds.has(bg.id)) throw new IntentError('BACKGROUND_PROTECTED', intentMessages.backgroundProtected);
    const isOld = (l: { id: string; group: string | null }) => l.group === group || freshIds.has(l.id);
    let anchor = all.findIndex((l, i) => i > 0 && isOld(l));
    if (anchor === -1) anchor = all.length;
    for (let i = all.length - 1; i >= 1; i -= 1) {
      const layer = all[i];
      if (layer && isOld(layer)) all.splice(i, 1);
    }
    all.splice(Math.min(anchor, all.length), 0, ...fresh);
    if (background || size) {
      const next = { ...bg, ...background, ...(size ? { width: size.width, height: size.height } : {}) };
      const parsed = layerSchemas.rect.safeParse(next);
      if (!parsed.success) throw invalid(parsed.error);
      if (size) {
        const ok = (n: number) => Number.isInteger(n) && n >= CANVAS_MIN && n <= CANVAS_MAX;
        if (!ok(size.width) || !ok(size.height)) throw new IntentError('INVALID_CANVAS_SIZE', intentMessages.invalidCanvasSize(CANVAS_MIN, CANVAS_MAX));
        if (draft.doc.size.width !== size.width || draft.doc.size.height !== size.height) draft.doc.size = { ...size };
      }
      for (const [key, value] of Object.entries(background ?? {})) (bg as Record<string, unknown>)[key] = value;
      if (size && (bg.width !== size.width || bg.height !== size.height)) {
        bg.width = size.width;
        bg.height = size.height;
      }
    }
    // Selection is of ids: a regenerated member stays selected, a gone one is dropped.
    const ids = new Set(all.map((l) => l.id));
    draft.sel.selected = draft.sel.selected.filter((id) => ids.has(id));
    if (draft.sel.lastClicked !== null && !ids.has(draft.sel.lastClicked)) draft.sel.lastClicked = null;
  },
});
