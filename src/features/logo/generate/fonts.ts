import type { Rng } from './prng.ts';

/** The default font (spec: Source Han Serif = Noto Serif SC). */
export const DEFAULT_LOGO_FONT = 'noto-serif-sc';
/** Plain enough to read at slogan size (half the title). */
export const SLOGAN_FALLBACK_FONT = 'noto-sans-sc';

/**
 * Spec 5: "Fonts in a fixed exclusion set are skipped for random logo text (set not shown)".
 * Ours: the two cursive scripts, which most readers cannot read in a title chosen at random.
 * They stay available in the editor's font picker.
 */
export const RANDOM_TEXT_EXCLUDED_FONTS: ReadonlySet<string> = new Set(['liu-jian-mao-cao', 'zhi-mang-xing']);

/** Fonts that stay readable at slogan size. */
const SMALL_TEXT_FONTS: ReadonlySet<string> = new Set(['noto-serif-sc', 'noto-sans-sc', 'lxgw-wenkai', 'zcool-xiaowei']);

export interface FontChoice {
  title: string;
  slogan: string;
}

export function pickFonts(rng: Rng, fonts: readonly string[]): FontChoice {
  const usable = fonts.filter((id) => !RANDOM_TEXT_EXCLUDED_FONTS.has(id));
  const title = usable.length > 0 ? rng.pick(usable) : DEFAULT_LOGO_FONT;
  return { title, slogan: SMALL_TEXT_FONTS.has(title) ? title : SLOGAN_FALLBACK_FONT };
}
