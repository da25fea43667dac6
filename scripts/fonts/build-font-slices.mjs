#!/usr/bin/env node
// Builds public/fonts/: per font a directory of unicode-range .woff slices plus a
// manifest.json, a generated thumb.svg, and public/fonts/index.json (the font
// catalogue: name, url, thumb). Idempotent: a font whose manifest is newer than its
// package and these scripts is skipped, so a no-op run takes milliseconds.
//
//   node scripts/fonts/build-font-slices.mjs [--force]
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { disjointSlices, parseFontFaces } from './css-ranges.mjs';
import { DEFAULT_FONT_ID, FONTS } from './font-list.mjs';
import { copyCssSlices, resliceSingleFile, writeAtomic } from './slice-sources.mjs';
import { splitSlice } from './split-slices.mjs';
import { glyphSource, renderThumbSvg } from './thumb.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '..', '..');
export const FONTS_OUT_DIR = join(REPO_ROOT, 'public', 'fonts');

const mtime = (/** @type {string} */ path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** @param {string} pkgDir @param {import('./font-list.mjs').FontSource} font */
function inputFiles(pkgDir, font) {
  const scripts = readdirSync(here).filter((f) => f.endsWith('.mjs')).map((f) => join(here, f));
  const sources = font.weights.map((w) => ('css' in w ? join(pkgDir, w.css) : join(pkgDir, 'files', w.file)));
  return [join(pkgDir, 'package.json'), ...sources, ...scripts];
}

/** @param {string} fontDir */
function isUpToDate(fontDir, /** @type {string[]} */ inputs) {
  const manifestPath = join(fontDir, 'manifest.json');
  const built = mtime(manifestPath);
  if (!built || inputs.some((input) => mtime(input) >= built)) return false;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return manifest.slices.every((/** @type {{ files: Record<string, string> }} */ s) =>
    Object.values(s.files).every((file) => existsSync(join(fontDir, file))),
  );
}

/**
 * Weights of one family share their slicing, so each range list is written once
 * with a file per weight: this halves the manifest the first text has to fetch.
 * @param {{ file: string, weight: number, ranges: string }[]} slices
 */
function groupByRanges(slices) {
  /** @type {Map<string, { ranges: string, files: Record<string, string> }>} */
  const groups = new Map();
  for (const slice of slices) {
    const group = groups.get(slice.ranges) ?? { ranges: slice.ranges, files: {} };
    group.files[String(slice.weight)] = slice.file;
    groups.set(slice.ranges, group);
  }
  return [...groups.values()];
}

/**
 * Slice files a manifest no longer names (an older slicing) would still be copied into
 * every build: remove them.
 * @param {string} fontDir
 * @param {{ files: Record<string, string> }[]} slices
 */
function removeUnlisted(fontDir, slices) {
  const listed = new Set(slices.flatMap((slice) => Object.values(slice.files)));
  for (const file of readdirSync(fontDir)) if (file.endsWith('.woff') && !listed.has(file)) rmSync(join(fontDir, file));
}

/**
 * @param {import('./font-list.mjs').FontSource} font
 * @param {string} nodeModules
 * @param {string} fontDir
 */
function buildFont(font, nodeModules, fontDir) {
  const pkgDir = join(nodeModules, '@fontsource', font.pkg);
  const metadata = JSON.parse(readFileSync(join(pkgDir, 'metadata.json'), 'utf8'));
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const slices = font.weights.flatMap((source) => {
    if ('css' in source) return copyCssSlices(pkgDir, source.css, source.weight, fontDir);
    const templateCss = readFileSync(join(nodeModules, '@fontsource', font.template ?? 'noto-sans-sc', '400.css'), 'utf8');
    const template = disjointSlices(parseFontFaces(templateCss)).map((s) => s.ranges);
    return resliceSingleFile(join(pkgDir, 'files', source.file), template, font.id, source.weight, fontDir);
  });
  const manifest = {
    id: font.id,
    name: font.name,
    family: metadata.family,
    licence: metadata.license?.type ?? 'OFL-1.1',
    licenceUrl: metadata.license?.url,
    attribution: metadata.license?.attribution,
    upstream: metadata.source,
    package: `${pkg.name}@${pkg.version}`,
    weights: font.weights.map((w) => w.weight),
    slices: groupByRanges(slices).flatMap((slice) => splitSlice(slice, fontDir, writeAtomic)),
  };
  removeUnlisted(fontDir, manifest.slices);
  writeAtomic(join(fontDir, 'manifest.json'), `${JSON.stringify(manifest)}\n`);
  return manifest;
}

/**
 * @param {{ outDir?: string, nodeModules?: string, force?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ built: string[], skipped: string[], outDir: string }>}
 */
export async function buildFontSlices(options = {}) {
  const outDir = options.outDir ?? FONTS_OUT_DIR;
  const nodeModules = options.nodeModules ?? join(REPO_ROOT, 'node_modules');
  const log = options.log ?? (() => {});
  /** @type {string[]} */
  const built = [];
  /** @type {string[]} */
  const skipped = [];
  for (const font of FONTS) {
    const fontDir = join(outDir, font.id);
    mkdirSync(fontDir, { recursive: true });
    const pkgDir = join(nodeModules, '@fontsource', font.pkg);
    if (!options.force && isUpToDate(fontDir, inputFiles(pkgDir, font))) {
      skipped.push(font.id);
      continue;
    }
    const started = performance.now();
    const manifest = buildFont(font, nodeModules, fontDir);
    built.push(font.id);
    log(`fonts: ${font.id} ${manifest.slices.length} slices in ${Math.round(performance.now() - started)} ms`);
  }

  const fallback = glyphSource(join(outDir, DEFAULT_FONT_ID));
  for (const font of FONTS) {
    const thumbPath = join(outDir, font.id, 'thumb.svg');
    if (!built.includes(font.id) && mtime(thumbPath) > mtime(join(outDir, font.id, 'manifest.json'))) continue;
    writeAtomic(thumbPath, renderThumbSvg(font.name, [glyphSource(join(outDir, font.id)), fallback]));
  }

  const indexPath = join(outDir, 'index.json');
  if (built.length || !existsSync(indexPath)) {
    const index = FONTS.map((font) => {
      const manifest = JSON.parse(readFileSync(join(outDir, font.id, 'manifest.json'), 'utf8'));
      return {
        id: font.id,
        name: font.name,
        family: manifest.family,
        url: `${font.id}/manifest.json`,
        thumb: `${font.id}/thumb.svg`,
        weights: manifest.weights,
        licence: manifest.licence,
        default: font.id === DEFAULT_FONT_ID,
      };
    });
    writeAtomic(indexPath, `${JSON.stringify(index, null, 1)}\n`);
  }
  return { built, skipped, outDir };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  buildFontSlices({ force: process.argv.includes('--force'), log: (line) => console.log(line) })
    .then(({ built, skipped }) => {
      console.log(`fonts: ${built.length} built, ${skipped.length} up to date (${Math.round(performance.now() - started)} ms)`);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
