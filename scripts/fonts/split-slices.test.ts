import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'opentype.js/dist/opentype.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { woffToSfnt } from '../../workers/font/woff.ts';
import { FONTS_OUT_DIR } from './build-font-slices.mjs';
import { decodeRanges, disjointSlices, parseFontFaces } from './css-ranges.mjs';
import { cutByBytes, isIdeograph, SLICE_BYTE_TARGET } from './split-slices.mjs';
import { ensureFontsBuilt } from './test-font-source.ts';

beforeAll(() => ensureFontsBuilt());

type Manifest = { slices: { ranges: string; files: Record<string, string> }[] };
const manifestOf = (id: string) => JSON.parse(readFileSync(join(FONTS_OUT_DIR, id, 'manifest.json'), 'utf8')) as Manifest;
const codePoints = (ranges: string) => decodeRanges(ranges).flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
const openFont = async (path: string) => {
  const bytes = readFileSync(path);
  return parse(await woffToSfnt(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
};

describe('cutting code points by glyph bytes', () => {
  it('keeps order and every code point, and no run over budget unless it is one glyph', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 300 }), fc.integer({ min: 1, max: 20000 }), (sizes, budget) => {
        const cps = sizes.map((_, i) => 0x4e00 + i);
        const runs = cutByBytes(cps, (cp) => sizes[cp - 0x4e00] ?? 0, budget);
        expect(runs.flat()).toEqual(cps);
        for (const run of runs) {
          expect(run.length).toBeGreaterThan(0);
          const bytes = run.reduce((sum, cp) => sum + (sizes[cp - 0x4e00] ?? 0), 0);
          if (run.length > 1) expect(bytes).toBeLessThanOrEqual(budget);
        }
      }),
    );
  });
});

describe('split slices in public/fonts', () => {
  it('cuts the brush font’s ideographs into files of about 40 KB, so four characters never cost 4 × 100 KB', () => {
    const manifest = manifestOf('ma-shan-zheng');
    const ideographSlices = manifest.slices.filter((s) => codePoints(s.ranges).every(isIdeograph));
    expect(ideographSlices.length).toBeGreaterThan(80);
    for (const slice of ideographSlices) {
      const size = statSync(join(FONTS_OUT_DIR, 'ma-shan-zheng', slice.files['400'] ?? '')).size;
      expect(size).toBeLessThan(SLICE_BYTE_TARGET * 1.25);
    }
  });

  it('covers exactly the characters Fontsource ships, each in one slice', () => {
    const css = readFileSync('node_modules/@fontsource/ma-shan-zheng/400.css', 'utf8');
    const shipped = disjointSlices(parseFontFaces(css)).flatMap((s) => s.ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i)));
    const listed = manifestOf('ma-shan-zheng').slices.flatMap((s) => codePoints(s.ranges));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort((a, b) => a - b)).toEqual([...shipped].sort((a, b) => a - b));
  });

  it('draws a character from its part exactly as from the original Fontsource slice, in both weights', async () => {
    const manifest = manifestOf('noto-serif-sc');
    const char = '星';
    const cp = char.codePointAt(0) ?? 0;
    const slice = manifest.slices.find((s) => codePoints(s.ranges).includes(cp));
    expect(Object.keys(slice?.files ?? {})).toEqual(['400', '700']);
    for (const weight of ['400', '700'] as const) {
      const file = slice?.files[weight] ?? '';
      expect(file).toMatch(new RegExp(`^noto-serif-sc-\\d+\\.\\d+-${weight}-normal\\.woff$`));
      const original = disjointSlices(parseFontFaces(readFileSync(`node_modules/@fontsource/noto-serif-sc/${weight}.css`, 'utf8'))).find((s) =>
        s.ranges.some(([a, b]) => cp >= a && cp <= b),
      );
      const part = await openFont(join(FONTS_OUT_DIR, 'noto-serif-sc', file));
      const whole = await openFont(join('node_modules/@fontsource/noto-serif-sc/files', original?.file ?? ''));
      const glyph = (font: typeof part) => font.glyphs.get(font.charToGlyphIndex(char));
      expect(glyph(part)?.path.commands.length).toBeGreaterThan(10);
      expect(glyph(part)?.path.commands).toEqual(glyph(whole)?.path.commands);
      expect(glyph(part)?.advanceWidth).toBe(glyph(whole)?.advanceWidth);
    }
  });

  it('leaves punctuation in the untouched original file, with its vertical forms', () => {
    const manifest = manifestOf('noto-serif-sc');
    const comma = '，'.codePointAt(0) ?? 0;
    const slice = manifest.slices.find((s) => codePoints(s.ranges).includes(comma));
    expect(slice?.files['400']).toMatch(/^noto-serif-sc-\d+-400-normal\.woff$/);
  });
});
