import { CANVAS_MAX, CANVAS_MIN, rescaleGeometry } from '../../../workers/core/model/index.ts';
import { IntentError, intentMessages } from './errors.ts';
import { defineIntent } from './types.ts';

export interface CanvasSizeArgs {
  width: number;
  height: number;
}

/** Spec 4: changing the canvas size rescales every layer and wipes history. */
export const canvasSize = defineIntent<CanvasSizeArgs>()({
  name: 'canvas/resize',
  history: 'reset',
  perform(draft, { width, height }) {
    const ok = (n: number) => Number.isInteger(n) && n >= CANVAS_MIN && n <= CANVAS_MAX;
    if (!ok(width) || !ok(height)) {
      throw new IntentError('INVALID_CANVAS_SIZE', intentMessages.invalidCanvasSize(CANVAS_MIN, CANVAS_MAX));
    }
    const from = { ...draft.doc.size };
    const to = { width, height };
    if (from.width === width && from.height === height) return;
    draft.doc.layers.forEach((layer, index) => {
      if (index === 0) {
        layer.width = width;
        layer.height = height;
        return;
      }
      Object.assign(layer, rescaleGeometry(layer, from, to));
    });
    draft.doc.size = to;
  },
});
