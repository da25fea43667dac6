import type { Rng } from '../../random/prng.ts';

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

/**
 * Faces with Latin glyphs only. Given a Chinese title, the font worker would draw every
 * character in the default font's fallback, so such a pick looks like 思源宋体 while still
 * taking a place in the font worker's LRU. A font missing here counts as covering
 * everything, which is what the generator assumed before this list.
 */
export const LATIN_ONLY_FONTS: ReadonlySet<string> = new Set(['pacifico', 'bebas-neue', 'lobster', 'playfair-display', 'righteous']);

/**
 * Type pairings: the slogan face for each title face, chosen to contrast in kind while
 * staying readable at half the title's size (a brush title over a plain serif, a display
 * title over a plain sans, a plain face over the other plain face). One slogan face per title
 * face, so the warm-up knows which fonts a title may bring (fontsToWarm).
 */
export const TYPE_PAIRINGS: Readonly<Record<string, string>> = {
  'noto-serif-sc': 'noto-sans-sc',
  'noto-sans-sc': 'noto-serif-sc',
  'zcool-kuaile': 'noto-sans-sc',
  'zcool-xiaowei': 'noto-serif-sc',
  'zcool-qingke-huangyou': 'noto-sans-sc',
  'ma-shan-zheng': 'noto-serif-sc',
  'long-cang': 'lxgw-wenkai',
  'lxgw-wenkai': 'noto-sans-sc',
  'playfair-display': 'noto-serif-sc',
  lobster: 'noto-serif-sc',
};

/** Anything beyond Latin letters (with accents), spaces, punctuation and currency signs. */
const BEYOND_LATIN = /[^\u0020-\u024f\u1e00-\u1eff\u2000-\u206f\u20a0-\u20cf]/u;

export interface FontChoice {
  title: string;
  slogan: string;
}

/** The fonts a title may be set in: the catalogue's minus the exclusion set, minus Latin-only faces for other scripts. */
export function titleFontsFor(fonts: readonly string[], title: string): string[] {
  const usable = fonts.filter((id) => !RANDOM_TEXT_EXCLUDED_FONTS.has(id));
  if (!BEYOND_LATIN.test(title)) return usable;
  const covering = usable.filter((id) => !LATIN_ONLY_FONTS.has(id));
  return covering.length > 0 ? covering : usable;
}

/** The slogan's face for a title face (TYPE_PAIRINGS; otherwise the plain sans). */
export function sloganFontFor(titleFont: string): string {
  return TYPE_PAIRINGS[titleFont] ?? SLOGAN_FALLBACK_FONT;
}

export function pickFonts(rng: Rng, fonts: readonly string[], title: string): FontChoice {
  const usable = titleFontsFor(fonts, title);
  const picked = usable.length > 0 ? rng.pick(usable) : DEFAULT_LOGO_FONT;
  return { title: picked, slogan: sloganFontFor(picked) };
}

/** One text to warm in one font: the title in a title font, or the slogan in a slogan font. */
export interface FontUse {
  fontName: string;
  role: 'title' | 'slogan';
}

/**
 * What to warm while the user types, so a logo made from these words needs no font
 * download: each font the generator may pick for the title, and each slogan font that goes
 * with one. At most `capacity` distinct fonts — the font worker's LRU: warming more would
 * evict what was just warmed. When they do not all fit, the fonts serving the most picks go first.
 */
export function fontsToWarm(fonts: readonly string[], title: string, hasSlogan: boolean, capacity: number): FontUse[] {
  const titleFonts = titleFontsFor(fonts, title);
  const picks = new Map<string, number>();
  const count = (id: string) => picks.set(id, (picks.get(id) ?? 0) + 1);
  for (const id of titleFonts) {
    count(id);
    if (hasSlogan && sloganFontFor(id) !== id) count(sloganFontFor(id));
  }
  const kept = new Set([...picks].sort((a, b) => b[1] - a[1]).slice(0, Math.max(0, capacity)).map(([id]) => id));
  const uses: FontUse[] = [];
  const add = (use: FontUse) => {
    if (kept.has(use.fontName) && !uses.some((u) => u.fontName === use.fontName && u.role === use.role)) uses.push(use);
  };
  for (const id of titleFonts) {
    add({ fontName: id, role: 'title' });
    if (hasSlogan) add({ fontName: sloganFontFor(id), role: 'slogan' });
  }
  return uses;
}
