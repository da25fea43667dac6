import type { FontApi } from '../../../workers/protocol/font.ts';

/**
 * The placeholder a new text layer starts with (NEW_TEXT, editor/ui/newLayers.ts; written out
 * here so the start-up code that warms the font early does not import the document model): the
 * first text a user adds is drawn with these slices, so they are here before the tap (issue 30).
 */
export const FONT_WARM_TEXT = '输入文字';

/**
 * Run when the editor opens: the font list, then the default font's manifest and the slices
 * of a few common characters. New text starts in the default font, and the worker's code
 * (inflate, opentype.js parsing, layout) is compiled by the time the user types, instead of
 * on their first character (on a slow phone that first call was 2–3× the later ones).
 */
export async function warmDefaultFont(font: Pick<FontApi, 'catalogue' | 'preload'>): Promise<string | undefined> {
  const entries = await font.catalogue();
  const fallback = entries.find((entry) => entry.default) ?? entries[0];
  if (!fallback) return undefined;
  await font.preload(fallback.id, FONT_WARM_TEXT);
  return fallback.id;
}
