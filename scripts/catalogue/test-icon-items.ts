// Test and bench support (not a test): the icon catalogue's items (with their keywords) and the
// palettes as the build makes them, so the AI design match figure is taken on the real keywords
// (workers/core/logo/generate/matchQuality).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildIconCatalogue } from './icons.mjs';
import { buildPalettes } from './palettes.mjs';
import type { IconItem } from '../../workers/core/catalogue/types.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

export function catalogueItems(): { items: IconItem[]; palettes: string[] } {
  const { items } = buildIconCatalogue(join(ROOT, 'node_modules', '@mdi', 'svg')) as { items: IconItem[] };
  const require = createRequire(import.meta.url);
  const palettes = buildPalettes(require('nice-color-palettes/1000.json') as string[][]) as string[];
  return { items, palettes };
}
