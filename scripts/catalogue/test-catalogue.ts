// Test support (not a test): the generator's catalogue built from the same sources as
// public/catalogue (icons from @mdi/svg, palettes from nice-color-palettes, the built font
// list), without writing anything, so generator tests run on real content.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { GenerateCatalogue, LogoIcon } from '../../workers/core/logo/generate/index.ts';
import { FONTS_OUT_DIR, REPO_ROOT } from '../fonts/build-font-slices.mjs';
import { ensureFontsBuilt } from '../fonts/test-font-source.ts';
import { buildIconCatalogue } from './icons.mjs';
import { buildPalettes } from './palettes.mjs';

export interface TestCatalogue extends GenerateCatalogue {
  icons: LogoIcon[];
  palettes: string[];
  fonts: string[];
}

let cached: Promise<TestCatalogue> | null = null;

async function load(): Promise<TestCatalogue> {
  await ensureFontsBuilt();
  const { items, paths } = buildIconCatalogue(join(REPO_ROOT, 'node_modules', '@mdi', 'svg'));
  const icons = items.map((item) => ({ id: item.id, name: item.n, d: paths.get(item.id) ?? '', categories: item.c }));
  const require = createRequire(import.meta.url);
  const palettes = buildPalettes(require('nice-color-palettes/1000.json') as string[][]);
  const fontIndex = JSON.parse(readFileSync(join(FONTS_OUT_DIR, 'index.json'), 'utf8')) as Array<{ id: string }>;
  return { icons, palettes, fonts: fontIndex.map((font) => font.id) };
}

export function testCatalogue(): Promise<TestCatalogue> {
  cached ??= load();
  return cached;
}
