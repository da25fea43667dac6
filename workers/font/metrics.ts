import type { Font } from 'opentype.js/dist/opentype.mjs';

/** Pixel metrics at the requested font size. Positions are above the baseline (negative = below). */
export interface TextMetrics {
  fontSize: number;
  ascent: number;
  descent: number;
  lineHeight: number;
  underlinePosition: number;
  underlineThickness: number;
  strikeoutPosition: number;
  strikeoutThickness: number;
}

/**
 * Typo ascender/descender: for CJK fonts they are the ideographic em box (880/-120),
 * which gives tight, predictable logo text boxes; hhea values (1.45 em for Noto)
 * would pad every line. Without a parsed slice (empty text), the em-box defaults apply.
 */
export function textMetrics(font: Font | null, fontSize: number): TextMetrics {
  const upm = font?.unitsPerEm || 1000;
  const os2 = font?.tables.os2;
  const post = font?.tables.post;
  let ascender = os2?.sTypoAscender ?? font?.ascender ?? 880;
  let descender = os2?.sTypoDescender ?? font?.descender ?? -120;
  if (!(ascender - descender > 0)) {
    ascender = 880;
    descender = -120;
  }
  const s = fontSize / upm;
  const ascent = ascender * s;
  const descent = -descender * s;
  const underlineThickness = (post?.underlineThickness || 50) * s;
  const strikeoutThickness = (os2?.yStrikeoutSize || post?.underlineThickness || 50) * s;
  return {
    fontSize,
    ascent,
    descent,
    lineHeight: ascent + descent,
    underlinePosition: (post?.underlinePosition ?? -100) * s,
    underlineThickness,
    // Through the middle of the em box, where CJK strokes cross; Latin x-height sits close enough.
    strikeoutPosition: (ascent - descent) / 2 + strikeoutThickness / 2,
    strikeoutThickness,
  };
}
