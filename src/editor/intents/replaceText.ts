import { MAX_TEXT_LENGTH } from '../../../workers/core/model/index.ts';
import { IntentError, intentMessages } from './errors.ts';
import { requireLayer, targetLayers } from './targets.ts';
import { defineIntent } from './types.ts';

export interface ReplaceTextArgs {
  text: string;
  /** One text layer; or every text layer of a template slot ('title', 'slogan'); else the selected text layers. */
  id?: string;
  template?: string;
}

export function checkTextLength(text: string): void {
  // Count characters, not UTF-16 units, so an emoji or a rare CJK character counts once.
  if ([...text].length > MAX_TEXT_LENGTH) {
    throw new IntentError('TEXT_TOO_LONG', intentMessages.textTooLong(MAX_TEXT_LENGTH));
  }
}

/** New wording for text layers; their outline is re-made by the font worker (complete goes false until it arrives). */
export const replaceText = defineIntent<ReplaceTextArgs>()({
  name: 'text/replace',
  history: 'squash',
  perform(draft, { text, id, template }) {
    checkTextLength(text);
    const layers =
      id !== undefined
        ? [requireLayer(draft, id)]
        : template !== undefined
          ? draft.doc.layers.filter((l) => l.type === 'text' && l.template === template)
          : targetLayers(draft).filter((l) => l.type === 'text');
    const texts = layers.filter((l) => l.type === 'text');
    if (texts.length === 0 && layers.length > 0) {
      throw new IntentError('WRONG_LAYER_TYPE', intentMessages.wrongLayerType('文字'));
    }
    for (const layer of texts) {
      if (layer.text === text) continue;
      layer.text = text;
      layer.complete = false;
    }
  },
});
