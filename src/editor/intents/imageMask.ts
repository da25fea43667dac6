import { layerSchema, fieldIssue, newId, type Layer } from '../../../workers/core/model/index.ts';
import { IntentError, intentMessages } from './errors.ts';
import { indexOfLayer, requireLayer } from './targets.ts';
import { defineIntent } from './types.ts';

export interface ImageMaskArgs {
  /** The image layer. */
  id: string;
  /** The shape the picture shows through (made by the UI; its box is the crop frame), or null to show the whole picture again. */
  frame: Layer | null;
}

/**
 * The index of an image's frame: the layer right below it when the image is clipped to it
 * (status.clipPath, docs/editor-model.md), never the background; else -1.
 */
export function maskFrameIndex(layers: readonly Pick<Layer, 'status'>[], imageIndex: number): number {
  return imageIndex > 1 && layers[imageIndex]?.status.clipPath ? imageIndex - 1 : -1;
}

/**
 * Crop and mask an image by a shape (issue 26) with the model's clipping mask: the frame
 * layer goes right below the picture, the picture gets status.clipPath (drawn only where the
 * frame has pixels: canvas, PNG and SVG already do this), and both share a group so they move
 * as one. A frame already there is replaced; `frame: null` removes it. One undo step.
 */
export const imageMask = defineIntent<ImageMaskArgs>()({
  name: 'image/mask',
  history: 'record',
  perform(draft, { id, frame }) {
    const image = requireLayer(draft, id);
    if (image.type !== 'image') throw new IntentError('WRONG_LAYER_TYPE', intentMessages.wrongLayerType('图片'));
    if (!image.status.moveable) throw new IntentError('LAYER_LOCKED', intentMessages.layerLocked);
    const layers = draft.doc.layers;
    let index = indexOfLayer(draft, id);
    const old = maskFrameIndex(layers, index);
    if (old !== -1) {
      layers.splice(old, 1);
      index -= 1;
    }
    if (frame === null) {
      image.status.clipPath = false;
      // A group that held only the picture and its frame goes with the frame.
      if (image.group !== null && !layers.some((l) => l.id !== id && l.group === image.group)) image.group = null;
    } else {
      const parsed = layerSchema.safeParse(frame);
      if (!parsed.success) {
        const { label, what } = fieldIssue(parsed.error);
        throw new IntentError('INVALID_VALUE', intentMessages.invalidValue(label, what));
      }
      if (indexOfLayer(draft, parsed.data.id) !== -1) throw new IntentError('DUPLICATE_ID', intentMessages.duplicateId);
      const group = image.group ?? newId('g');
      layers.splice(index, 0, { ...parsed.data, group, status: { ...parsed.data.status, selected: false, clipPath: false } });
      image.group = group;
      image.status.clipPath = true;
    }
    const group = image.group;
    draft.sel.selected = group === null ? [id] : layers.filter((l) => l.group === group).map((l) => l.id);
    draft.sel.lastClicked = id;
  },
});
