// Vertical alternates from the font itself (OpenType GSUB feature 'vert'): the glyphs a CJK
// font draws for punctuation, brackets, dashes and the wave dash in a vertical column. The
// Fontsource slices keep them (Noto Serif/Sans SC, ZCOOL KuaiLe) although the Unicode
// presentation forms (U+FE10…) are not in them, so this is what gives those fonts real
// vertical commas and full stops instead of moved horizontal ones.
import type { Font } from 'opentype.js/dist/opentype.mjs';

/** Scripts whose 'vert' lookups apply to Chinese text, most specific first. */
const SCRIPTS = ['hani', 'DFLT', 'kana', 'latn'];

const alternates = new WeakMap<Font, ReadonlyMap<number, number>>();

function readVert(font: Font): ReadonlyMap<number, number> {
  const map = new Map<number, number>();
  for (const script of SCRIPTS) {
    let subs: { sub: number; by: number | number[] }[] | undefined;
    try {
      subs = font.substitution.getSingle('vert', script, 'dflt');
    } catch {
      // A GSUB table opentype.js cannot read: no alternates, the layout falls back.
      continue;
    }
    for (const { sub, by } of subs ?? []) {
      if (typeof by === 'number' && by > 0 && by < font.numGlyphs && !map.has(sub)) map.set(sub, by);
    }
    if (map.size > 0) break;
  }
  return map;
}

/** The glyph index this font draws instead of `glyphIndex` in vertical text, or 0 when it has none. */
export function verticalAlternate(font: Font, glyphIndex: number): number {
  let map = alternates.get(font);
  if (!map) {
    map = readVert(font);
    alternates.set(font, map);
  }
  return map.get(glyphIndex) ?? 0;
}
