import type { FontApi } from '../../../workers/protocol/font.ts';

/** Four common characters: their slices of the default font are the ones most texts need. */
export const FONT_WARM_TEXT = '标志设计';

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
