// Cuts large slices into smaller ones. Google's CJK slicing (what Fontsource ships)
// makes slices of ~200–400 characters; for brush fonts that is up to 100 KB a slice,
// and four characters of a logo title often land in four slices. The first-text
// budget (DESIGN.md: ≤ 300 KB fetched, ≤ 300 ms) needs smaller ones, so every slice
// over SLICE_BYTE_TARGET is re-cut, in code point order, into parts of about that
// size. All weights of a slice are cut at the same code points, so the manifest
// keeps one range list per slice with a file per weight.
//
// Only the ideographs of a slice are cut out: punctuation, symbols and kana need the
// GSUB 'vert' alternates (vertical punctuation) that the subsetter does not keep, so
// they stay in the original, untouched file.
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { decodeRanges, encodeRanges, toRanges } from './css-ranges.mjs';
import { readCmap, subsetTrueType } from './subset-truetype.mjs';
import { readWoff, writeWoff } from './woff.mjs';

/** Target size of one slice file, bytes (WOFF, i.e. compressed). */
export const SLICE_BYTE_TARGET = 40 * 1024;

const TRUETYPE = 0x00010000;

/** CJK Unified Ideographs, Extension A, Compatibility Ideographs: no vertical forms. */
export function isIdeograph(/** @type {number} */ cp) {
  return (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0xf900 && cp <= 0xfaff);
}

/**
 * Splits code points (in order) into runs whose glyph bytes stay under `budget`;
 * every run holds at least one code point.
 * @param {number[]} codePoints
 * @param {(cp: number) => number} bytesOf
 * @param {number} budget
 * @returns {number[][]}
 */
export function cutByBytes(codePoints, bytesOf, budget) {
  /** @type {number[][]} */
  const runs = [];
  let run = [];
  let size = 0;
  for (const cp of codePoints) {
    const bytes = bytesOf(cp);
    if (run.length > 0 && size + bytes > budget) {
      runs.push(run);
      run = [];
      size = 0;
    }
    run.push(cp);
    size += bytes;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Raw glyf bytes per code point of a TrueType font (composites counted once, roughly). */
function glyphBytes(/** @type {Map<string, Buffer>} */ tables, /** @type {Map<number, number>} */ cmap) {
  const head = /** @type {Buffer} */ (tables.get('head'));
  const loca = /** @type {Buffer} */ (tables.get('loca'));
  const longLoca = head.readInt16BE(50) === 1;
  const offsetOf = (/** @type {number} */ gid) => (longLoca ? loca.readUInt32BE(gid * 4) : loca.readUInt16BE(gid * 2) * 2);
  return (/** @type {number} */ cp) => {
    const gid = cmap.get(cp);
    return gid === undefined ? 0 : offsetOf(gid + 1) - offsetOf(gid);
  };
}

/** "name-12-400-normal.woff" → "name-12.3-400-normal.woff" */
function partName(/** @type {string} */ file, /** @type {string} */ weight, /** @type {number} */ part) {
  const suffix = `-${weight}-normal.woff`;
  return file.endsWith(suffix) ? `${file.slice(0, -suffix.length)}.${part}${suffix}` : file.replace(/\.woff$/, `.${part}.woff`);
}

/**
 * @param {{ ranges: string, files: Record<string, string> }} slice a manifest slice
 * @param {string} fontDir where the slice files are
 * @param {(path: string, data: Buffer) => void} write
 * @returns {{ ranges: string, files: Record<string, string> }[]} the slice itself, or its parts
 */
export function splitSlice(slice, fontDir, write) {
  const weights = Object.keys(slice.files);
  const paths = weights.map((w) => join(fontDir, /** @type {string} */ (slice.files[w])));
  const largest = Math.max(...paths.map((p) => statSync(p).size));
  const codePoints = decodeRanges(slice.ranges).flatMap(([start, end]) => Array.from({ length: end - start + 1 }, (_, i) => start + i));
  const ideographs = codePoints.filter(isIdeograph);
  const others = codePoints.filter((cp) => !isIdeograph(cp));
  if (largest <= SLICE_BYTE_TARGET || ideographs.length === 0) return [slice];

  const fonts = paths.map((p) => readWoff(readFileSync(p)));
  if (fonts.some((f) => f.flavor !== TRUETYPE)) return [slice];
  const cmaps = fonts.map((f) => readCmap(/** @type {Buffer} */ (f.tables.get('cmap'))));
  // Cut where the heaviest weight's glyphs say, scaled from raw glyf bytes to WOFF bytes.
  const heaviest = paths.findIndex((p) => statSync(p).size === largest);
  const heavy = /** @type {{ tables: Map<string, Buffer> }} */ (fonts[heaviest]);
  const bytesOf = glyphBytes(heavy.tables, /** @type {Map<number, number>} */ (cmaps[heaviest]));
  const rawTotal = codePoints.reduce((sum, cp) => sum + bytesOf(cp), 0);
  const budget = (SLICE_BYTE_TARGET * rawTotal) / largest;
  const runs = cutByBytes(ideographs, bytesOf, budget);

  const parts = runs.map((run, part) => {
    /** @type {Record<string, string>} */
    const files = {};
    weights.forEach((weight, i) => {
      const font = /** @type {{ tables: Map<string, Buffer> }} */ (fonts[i]);
      const file = partName(/** @type {string} */ (slice.files[weight]), weight, part);
      write(join(fontDir, file), writeWoff(TRUETYPE, subsetTrueType(font.tables, /** @type {Map<number, number>} */ (cmaps[i]), run)));
      files[weight] = file;
    });
    return { ranges: encodeRanges(toRanges(run)), files };
  });
  if (others.length > 0) return [{ ranges: encodeRanges(toRanges(others)), files: slice.files }, ...parts];
  for (const p of paths) rmSync(p, { force: true });
  return parts;
}
