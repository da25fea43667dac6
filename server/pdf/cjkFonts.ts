import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseFontFaces } from '../../scripts/fonts/css-ranges.mjs';

/**
 * The app's own CJK fonts (the @fontsource packages the font slices are built
 * from, docs/fonts.md) for text in PDFs. They are unicode-range slices, and a
 * PDF text run uses one font, so text is split into runs per slice
 * (convert.ts) and each slice is embedded (subset) on its own. pdfkit reads
 * the .woff files, not .woff2.
 */
export interface FontSlices {
  id: string;
  /** The slice file holding a code point, or null when the font has none. */
  fileFor(codePoint: number): string | null;
}

const require = createRequire(import.meta.url);
const cache = new Map<string, FontSlices | null>();

export const DEFAULT_FONT = 'noto-sans-sc';
const SERIF_FONT = 'noto-serif-sc';

function load(id: string): FontSlices | null {
  if (cache.has(id)) return cache.get(id) ?? null;
  let slices: FontSlices | null = null;
  try {
    const dir = dirname(require.resolve(`@fontsource/${id}/package.json`));
    const css = ['400.css', 'index.css'].map((name) => join(dir, name)).find((path) => existsSync(path));
    if (css) {
      const faces = parseFontFaces(readFileSync(css, 'utf8')).map((face) => ({ path: join(dir, 'files', face.file), ranges: face.ranges }));
      const memo = new Map<number, string | null>();
      slices = {
        id,
        fileFor(cp) {
          let hit = memo.get(cp);
          if (hit !== undefined) return hit;
          hit = null;
          // Browsers give an overlapping code point to the last declared face; so do we.
          for (let f = faces.length - 1; f >= 0 && hit === null; f -= 1) {
            const face = faces[f];
            if (face?.ranges.some(([start, end]) => cp >= start && cp <= end)) hit = face.path;
          }
          memo.set(cp, hit);
          return hit;
        },
      };
    }
  } catch {
    slices = null;
  }
  cache.set(id, slices);
  return slices;
}

/** The font for a CSS font-family list: a bundled font named in it, serif → 思源宋体, else 思源黑体. */
export function fontForFamily(family: string | undefined): FontSlices {
  for (const raw of (family ?? '').split(',')) {
    const name = raw.trim().replace(/^['"]|['"]$/g, '').toLowerCase();
    if (!name) continue;
    if (/^[a-z0-9 -]+$/.test(name) && !['serif', 'sans-serif', 'monospace'].includes(name)) {
      const found = load(name.replace(/\s+/g, '-'));
      if (found) return found;
    }
    if (name === 'serif' || /宋|song|serif/.test(name)) return load(SERIF_FONT) ?? (load(DEFAULT_FONT) as FontSlices);
  }
  const fallback = load(DEFAULT_FONT);
  if (!fallback) throw new Error('@fontsource/noto-sans-sc is missing');
  return fallback;
}
