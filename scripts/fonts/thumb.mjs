// Font picker thumbnails: the font's Chinese name drawn with the font's own glyph
// outlines (from its built slices), written as a small SVG. Generated, never drawn by hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'opentype.js/dist/opentype.mjs';
import { decodeRanges } from './css-ranges.mjs';
import { woffToSfnt } from './woff.mjs';

const THUMB_SIZE = 48;

/** @param {number} n */
const num = (n) => {
  const text = (Math.round(n * 100) / 100).toFixed(2).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
};

/**
 * Opens a built font directory and returns a lookup: character → [opentype Font, glyph] or null.
 * @param {string} fontDir
 */
export function glyphSource(fontDir) {
  const manifest = JSON.parse(readFileSync(join(fontDir, 'manifest.json'), 'utf8'));
  /** @type {Map<string, any>} */
  const parsed = new Map();
  const slices = manifest.slices
    .filter((/** @type {{ files: Record<string, string> }} */ s) => s.files['400'])
    .map((/** @type {{ files: Record<string, string>, ranges: string }} */ s) => ({ file: s.files['400'], ranges: decodeRanges(s.ranges) }));
  return (/** @type {string} */ char) => {
    const cp = /** @type {number} */ (char.codePointAt(0));
    const slice = slices.find((/** @type {{ ranges: [number, number][] }} */ s) => s.ranges.some(([a, b]) => cp >= a && cp <= b));
    if (!slice) return null;
    if (!parsed.has(slice.file)) {
      const bytes = woffToSfnt(readFileSync(join(fontDir, slice.file)));
      parsed.set(slice.file, parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
    }
    const font = parsed.get(slice.file);
    return font.charToGlyphIndex(char) > 0 ? [font, font.charToGlyph(char)] : null;
  };
}

/**
 * @param {string} text
 * @param {ReturnType<typeof glyphSource>[]} sources tried in order per character
 */
export function renderThumbSvg(text, sources) {
  const parts = [];
  let x = 0;
  const baseline = THUMB_SIZE * 0.88;
  for (const char of text) {
    const found = sources.map((lookup) => lookup(char)).find(Boolean);
    if (!found) {
      x += THUMB_SIZE;
      continue;
    }
    const [font, glyph] = found;
    const scale = THUMB_SIZE / font.unitsPerEm;
    for (const c of glyph.path.commands) {
      const p = (/** @type {number} */ px, /** @type {number} */ py) => `${num(x + px * scale)} ${num(baseline - py * scale)}`;
      if (c.type === 'M' || c.type === 'L') parts.push(`${c.type}${p(c.x, c.y)}`);
      else if (c.type === 'Q') parts.push(`Q${p(c.x1, c.y1)} ${p(c.x, c.y)}`);
      else if (c.type === 'C') parts.push(`C${p(c.x1, c.y1)} ${p(c.x2, c.y2)} ${p(c.x, c.y)}`);
      else if (c.type === 'Z') parts.push('Z');
    }
    x += glyph.advanceWidth * scale;
  }
  const width = Math.max(1, Math.ceil(x));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${THUMB_SIZE}" width="${width}" height="${THUMB_SIZE}">` +
    `<title>${text}</title><path fill="#1f1f1f" d="${parts.join('')}"/></svg>\n`
  );
}
