import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'opentype.js/dist/opentype.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { woffToSfnt } from '../../workers/font/woff.ts';
import { buildFontSlices, FONTS_OUT_DIR } from './build-font-slices.mjs';
import { decodeRanges, disjointSlices, parseFontFaces } from './css-ranges.mjs';
import { ensureFontsBuilt } from './test-font-source.ts';

beforeAll(() => ensureFontsBuilt());

const readJson = (path: string) => JSON.parse(readFileSync(join(FONTS_OUT_DIR, path), 'utf8'));
const openFont = async (path: string) => {
  const bytes = readFileSync(path);
  return parse(await woffToSfnt(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
};

describe('reading Fontsource CSS', () => {
  it('gives an overlapping code point to the last @font-face, as browsers do', () => {
    const css = `
      @font-face { src: url(./files/a-1-400-normal.woff2) format('woff2'), url(./files/a-1-400-normal.woff) format('woff'); unicode-range: U+20-22,U+4e00; }
      @font-face { src: url(./files/a-latin-400-normal.woff2) format('woff2'), url(./files/a-latin-400-normal.woff) format('woff'); unicode-range: U+0000-00ff,U+4e0?; }`;
    expect(disjointSlices(parseFontFaces(css))).toEqual([{ file: 'a-latin-400-normal.woff', ranges: [[0, 0xff], [0x4e00, 0x4e0f]] }]);
  });
});

describe('public/fonts', () => {
  it('lists every font with a Chinese name, a manifest url and a generated thumbnail', () => {
    const index = readJson('index.json') as { id: string; name: string; url: string; thumb: string; default: boolean }[];
    expect(index.map((f) => f.name)).toEqual(['思源宋体', '思源黑体', '站酷快乐体', '站酷小薇体', '站酷庆科黄油体', '马善政毛笔楷书', '龙藏体', '智莽行书', '刘建毛草', '霞鹜文楷',
      'Pacifico 手写体', 'Bebas Neue 窄体', 'Lobster 花体', 'Playfair 衬线体', 'Righteous 圆体',
    ]);
    expect(index.filter((f) => f.default).map((f) => f.id)).toEqual(['noto-serif-sc']);
    for (const font of index) {
      const manifest = readJson(font.url);
      expect(manifest.licence).toBe('OFL-1.1');
      for (const slice of manifest.slices) for (const file of Object.values(slice.files) as string[]) expect(statSync(join(FONTS_OUT_DIR, font.id, file)).size).toBeGreaterThan(0);
      const svg = readFileSync(join(FONTS_OUT_DIR, font.thumb), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ 48"/);
      expect(svg).toMatch(/<path fill="#1f1f1f" d="M[^"]{200,}"/);
    }
  });

  it('re-slices LXGW WenKai into small files whose outlines equal the original font’s', async () => {
    const manifest = readJson('lxgw-wenkai/manifest.json') as { slices: { ranges: string; files: Record<string, string> }[] };
    const original = await openFont('node_modules/@fontsource/lxgw-wenkai/files/lxgw-wenkai-latin-500-normal.woff');
    // 志 is a simple glyph; ¨ and − are composite glyphs (built from other glyphs) in this font.
    for (const char of ['志', '¨', '−']) {
      const cp = char.codePointAt(0) ?? 0;
      const slice = manifest.slices.find((s) => decodeRanges(s.ranges).some(([a, b]) => cp >= a && cp <= b));
      const file = slice?.files['400'] ?? '';
      expect(statSync(join(FONTS_OUT_DIR, 'lxgw-wenkai', file)).size).toBeLessThan(200 * 1024);
      const sliced = await openFont(join(FONTS_OUT_DIR, 'lxgw-wenkai', file));
      const glyph = (font: typeof sliced) => font.glyphs.get(font.charToGlyphIndex(char));
      expect(glyph(sliced)?.path.commands.length).toBeGreaterThan(3);
      expect(glyph(sliced)?.path.commands).toEqual(glyph(original)?.path.commands);
      expect(glyph(sliced)?.advanceWidth).toBe(glyph(original)?.advanceWidth);
      expect(sliced.numGlyphs).toBeLessThan(400);
    }
  });

  it('a second build with nothing changed skips every font', async () => {
    const result = await buildFontSlices();
    expect(result.built).toEqual([]);
    expect(result.skipped).toHaveLength(15);
  });
});
