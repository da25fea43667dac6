#!/usr/bin/env node
// Builds public/catalogue/: the static catalogues the spec lists (icons, colours,
// surnames, shapes, masks, arrows, backgrounds, pre-fonts, sign fonts, logos, fine and AI
// templates) and the logo/card templates with SVG thumbnails. Idempotent: when no input
// changed since the last build it returns in milliseconds, and a file is rewritten only
// when its content changes (so `npm start` does not rebuild the UI for nothing).
//
//   node scripts/catalogue/build-catalogue.mjs [--force]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFontSlices, FONTS_OUT_DIR } from '../fonts/build-font-slices.mjs';
import { buildArrows, buildBackgrounds, buildMasks, buildShapes, buildSurnames, fontLists } from './extras.mjs';
import { buildIconCatalogue, ICON_PAGE_SIZE } from './icons.mjs';
import { ICON_CATEGORIES } from './icon-words.mjs';
import { buildPalettes } from './palettes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '..', '..');
export const CATALOGUE_OUT_DIR = join(REPO_ROOT, 'public', 'catalogue');
const require = createRequire(import.meta.url);

/** Source folders whose code shapes the output (tests excluded). */
const SOURCE_DIRS = ['scripts/catalogue', 'workers/core/logo/generate', 'workers/core/logo/monogram', 'workers/core/logo/render', 'workers/core/model', 'workers/core/random', 'workers/core/catalogue', 'workers/font'];
const PACKAGES = ['@mdi/svg', 'nice-color-palettes', 'pinyin-pro', '@faker-js/faker'];

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return /\.(ts|mjs|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Size and mtime of every input: cheap, and any edit (or a package update) changes it. */
function fingerprint(fontsDir) {
  const files = [
    ...SOURCE_DIRS.flatMap((d) => listFiles(join(REPO_ROOT, d))),
    ...PACKAGES.map((p) => join(dirname(require.resolve(`${p}/package.json`)), 'package.json')),
    join(fontsDir, 'index.json'),
  ].sort();
  const hash = createHash('sha1');
  for (const file of files) {
    const stat = statSync(file);
    hash.update(`${relative(REPO_ROOT, file)}:${stat.size}:${Math.floor(stat.mtimeMs)}\n`);
  }
  return hash.digest('hex');
}

const digest = (text) => createHash('sha1').update(text).digest('hex').slice(0, 10);

/** Writes through a temp file and rename (readers never see half a file), and only on change. */
function writer(outDir) {
  const written = new Map();
  return {
    written,
    write(path, text) {
      const target = join(outDir, path);
      written.set(path, digest(text));
      if (existsSync(target) && readFileSync(target, 'utf8') === text) return;
      mkdirSync(dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.tmp`;
      writeFileSync(tmp, text);
      renameSync(tmp, target);
    },
  };
}

function removeStale(outDir, keep) {
  for (const file of listAll(outDir)) {
    const path = relative(outDir, file).split('\\').join('/');
    if (!keep.has(path) && path !== 'index.json') rmSync(file, { force: true });
  }
}

function listAll(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listAll(join(dir, e.name)) : [join(dir, e.name)]));
}

function luminanceOf(hex) {
  const value = Number.parseInt(hex.slice(1), 16);
  const lin = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(((value >> 16) & 255) / 255) + 0.7152 * lin(((value >> 8) & 255) / 255) + 0.0722 * lin((value & 255) / 255);
}

/**
 * @param {{ outDir?: string, fontsDir?: string, force?: boolean, log?: (line: string) => void }} [options]
 */
export async function buildCatalogue(options = {}) {
  const outDir = options.outDir ?? CATALOGUE_OUT_DIR;
  const fontsDir = options.fontsDir ?? FONTS_OUT_DIR;
  const log = options.log ?? (() => {});
  await buildFontSlices({ outDir: fontsDir });
  const inputs = fingerprint(fontsDir);
  const indexPath = join(outDir, 'index.json');
  if (!options.force && existsSync(indexPath)) {
    try {
      if (JSON.parse(readFileSync(indexPath, 'utf8')).inputs === inputs) return { built: false, outDir };
    } catch {
      // An unreadable index means an interrupted build: build again.
    }
  }
  const started = performance.now();
  const out = writer(outDir);
  const json = (value) => `${JSON.stringify(value)}\n`;

  const mdiDir = dirname(require.resolve('@mdi/svg/package.json'));
  const { items, paths } = buildIconCatalogue(mdiDir);
  const iconPages = Math.ceil(items.length / ICON_PAGE_SIZE);
  for (let page = 1; page <= iconPages; page += 1) {
    const ids = items.filter((item) => item.p === page).map((item) => item.id);
    out.write(`icons/page-${page}.json`, json(Object.fromEntries(ids.map((id) => [id, paths.get(id)]))));
  }
  out.write('icons.json', json({ name: '图标', url: 'catalogue/icons/page-{page}.json', page_num: iconPages, categories: ICON_CATEGORIES, items }));

  const palettes = buildPalettes(require('nice-color-palettes/1000.json'));
  out.write('colors.json', json(palettes));
  const surnames = buildSurnames();
  out.write('surname.json', json(surnames));
  out.write('shapes.json', json(buildShapes(mdiDir)));
  out.write('masks.json', json(buildMasks(mdiDir)));
  out.write('arrows.json', json(buildArrows(mdiDir)));
  out.write('background.json', json(buildBackgrounds(palettes, luminanceOf)));

  const { tsImport } = await import('tsx/esm/api');
  const stage = await tsImport('./stage.ts', import.meta.url);
  const { RANDOM_TEXT_EXCLUDED_FONTS } = await tsImport('../../workers/core/logo/generate/fonts.ts', import.meta.url);
  const fonts = fontLists(join(fontsDir, 'index.json'), RANDOM_TEXT_EXCLUDED_FONTS);
  out.write('prefonts.json', json(fonts.prefonts));
  out.write('signfonts.json', json(fonts.signfonts));
  const icons = items.map((item) => ({ id: item.id, name: item.n, d: paths.get(item.id), categories: item.c }));
  const counts = await stage.runTemplateStage({ fontsDir, icons, palettes, fonts: fonts.ids, surnames: surnames.map((s) => s.name), write: out.write });

  removeStale(outDir, new Set(out.written.keys()));
  const files = Object.fromEntries([...out.written].filter(([path]) => !path.includes('/')).map(([path, hash]) => [path.replace(/\.json$/, ''), { url: `catalogue/${path}`, v: hash }]));
  const listHash = (prefix) => digest([...out.written].filter(([p]) => p.startsWith(prefix)).map(([p, h]) => `${p}:${h}`).join('\n'));
  const index = {
    inputs,
    version: digest([...out.written.values()].join('')),
    files,
    templates: { url: 'catalogue/templates/index.json', v: listHash('templates/'), count: counts.templates },
    cards: { url: 'catalogue/cards/index.json', v: listHash('cards/'), count: counts.cards },
    counts: { icons: items.length, palettes: palettes.length, surnames: surnames.length, templates: counts.templates, cards: counts.cards },
  };
  out.write('index.json', json(index));
  log(`catalogue: ${items.length} icons, ${palettes.length} palettes, ${surnames.length} surnames, ${counts.templates} templates, ${counts.cards} cards in ${Math.round(performance.now() - started)} ms`);
  return { built: true, outDir };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { built } = await buildCatalogue({ force: process.argv.includes('--force'), log: console.log });
  if (!built) console.log('catalogue: up to date');
}
