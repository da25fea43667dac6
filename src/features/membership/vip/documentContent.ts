import type { LogoDocument } from '../../../../workers/core/model/index.ts';
import { hash53, stableStringify } from '../../../../workers/core/model/stableJson.ts';

/** The fonts a document's text layers use, as declared to /exportticket (the server matches names and ids). */
export function documentFonts(document: LogoDocument): string[] {
  const fonts = new Set<string>();
  for (const layer of document.layers) if (layer.type === 'text' && layer.fontName.trim() !== '') fonts.add(layer.fontName.trim());
  return [...fonts];
}

/** A hash of the document, bound into the ticket; also the item counted when the work has no id yet. Once per export, not per frame. */
export function documentHash(document: LogoDocument): string {
  return hash53(stableStringify(document));
}
