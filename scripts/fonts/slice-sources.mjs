// Produces the slice files of one font weight into its output directory and returns
// the manifest slice list. Fontsource-sliced fonts are copied; single-file fonts are
// re-sliced with the template font's unicode ranges.
import { copyFileSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { disjointSlices, encodeRanges, parseFontFaces, toRanges } from './css-ranges.mjs';
import { EXTRA_SLICE_SIZE } from './font-list.mjs';
import { readCmap, subsetTrueType } from './subset-truetype.mjs';
import { readWoff, writeWoff } from './woff.mjs';

/** Write-then-rename, so a test or dev server reading concurrently never sees half a file. */
export function writeAtomic(/** @type {string} */ path, /** @type {string | Buffer} */ data) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

function copyIfChanged(/** @type {string} */ from, /** @type {string} */ to) {
  if (existsSync(to)) {
    const a = statSync(from);
    const b = statSync(to);
    if (a.size === b.size && b.mtimeMs >= a.mtimeMs) return;
  }
  const tmp = `${to}.${process.pid}.tmp`;
  copyFileSync(from, tmp);
  renameSync(tmp, to);
}

/**
 * @param {string} pkgDir node_modules/@fontsource/<pkg>
 * @param {string} cssFile
 * @param {number} weight
 * @param {string} outDir
 */
export function copyCssSlices(pkgDir, cssFile, weight, outDir) {
  const slices = disjointSlices(parseFontFaces(readFileSync(join(pkgDir, cssFile), 'utf8')));
  return slices.map((slice) => {
    copyIfChanged(join(pkgDir, 'files', slice.file), join(outDir, slice.file));
    return { file: slice.file, weight, ranges: encodeRanges(slice.ranges) };
  });
}

/**
 * @param {string} sourceFile a single .woff with TrueType outlines
 * @param {[number, number][][]} templateRanges slice layout to follow
 * @param {string} fontId
 * @param {number} weight
 * @param {string} outDir
 */
export function resliceSingleFile(sourceFile, templateRanges, fontId, weight, outDir) {
  const { flavor, tables } = readWoff(readFileSync(sourceFile));
  if (flavor !== 0x00010000) throw new Error(`${sourceFile}: only TrueType outlines can be re-sliced`);
  const cmap = readCmap(/** @type {Buffer} */ (tables.get('cmap')));
  const remaining = new Set(cmap.keys());
  /** @type {number[][]} */
  const groups = [];
  for (const ranges of templateRanges) {
    const cps = [];
    for (const [start, end] of ranges) {
      for (let cp = start; cp <= end; cp += 1) {
        if (remaining.delete(cp)) cps.push(cp);
      }
    }
    if (cps.length) groups.push(cps);
  }
  const rest = [...remaining].sort((a, b) => a - b);
  for (let i = 0; i < rest.length; i += EXTRA_SLICE_SIZE) groups.push(rest.slice(i, i + EXTRA_SLICE_SIZE));
  return groups.map((cps, index) => {
    const file = `${fontId}-${index}-${weight}-normal.woff`;
    writeAtomic(join(outDir, file), writeWoff(flavor, subsetTrueType(tables, cmap, cps)));
    return { file, weight, ranges: encodeRanges(toRanges(cps)) };
  });
}
