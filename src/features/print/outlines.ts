import { produce } from 'immer';
import { layoutRequest, outlineArgs } from '../../editor/effects/outlinePlanner.ts';
import { textOutline } from '../../editor/intents/textOutline.ts';
import { outlineKey, type LogoDocument, type TextLayer } from '../../../workers/core/model/index.ts';
import type { TextLayoutRequest, TextLayoutResult } from '../../../workers/protocol/font.ts';

export type LayoutText = (request: TextLayoutRequest) => Promise<TextLayoutResult>;

/**
 * The document with every text layer that has no current outline laid out by the font
 * worker, applied exactly as the editor applies an arriving outline (the `text/outline`
 * intent: the box grows about its centre), so the PDF shows the text where the editor does.
 * A template's filled-in fields arrive this way (`complete: false`). Fails with the font
 * worker's error when a font cannot be loaded: a print file without its text is no file.
 */
export async function withTextOutlines(doc: LogoDocument, layoutText: LayoutText): Promise<LogoDocument> {
  const wanted = doc.layers.filter((l): l is TextLayer => l.type === 'text' && !l.complete && l.text.trim() !== '');
  if (wanted.length === 0) return doc;
  const results = await Promise.all(
    wanted.map((layer) => {
      // No request id: the font worker supersedes requests by id, and the editor asks with the
      // layer's id (a card's two sides share ids too); a print outline is never superseded.
      const request = layoutRequest(layer);
      delete request.requestId;
      return layoutText(request);
    }),
  );
  return produce({ doc, sel: { selected: [], lastClicked: null } }, (draft) => {
    wanted.forEach((layer, i) => {
      const result = results[i];
      if (!result) return;
      textOutline.perform(draft, outlineArgs(layer.id, outlineKey(layer), result, layer.underLine || layer.deleteLine));
    });
  }).doc;
}
