import { beforeAll, describe, expect, it } from 'vitest';
import { diskFetcher, ensureFontsBuilt } from '../../scripts/fonts/test-font-source.ts';
import type { TextLayoutRequest, TextLayoutResult } from '../protocol/font.ts';
import { createFontService } from './service.ts';
import { verticalAlternate } from './vertGsub.ts';
import { fallbackTreatment, VERTICAL_FORMS, verticalOrientation } from './vertical.ts';

beforeAll(() => ensureFontsBuilt());

const fonts = () => createFontService({ fetchBytes: diskFetcher().fetchBytes });
const base: TextLayoutRequest = { text: '', fontName: 'noto-serif-sc', fontSize: 100, vertical: true };

/** Ink box of one character's path (absolute commands: every number pair is a point). */
function ink(result: TextLayoutResult, i: number) {
  const values = (result.pathArr[i]?.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const xs = values.filter((_, k) => k % 2 === 0);
  const ys = values.filter((_, k) => k % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** Where a character's ink sits in its cell: fractions of the cell from its top-left (0.5 = middle). */
function placeInCell(result: TextLayoutResult, i: number) {
  const cell = result.dataArr[i];
  const box = ink(result, i);
  if (!cell) throw new Error(`no cell ${i}`);
  return { x: ((box.minX + box.maxX) / 2 - cell.x) / cell.width, y: ((box.minY + box.maxY) / 2 - cell.y) / cell.height };
}

describe('vertical CJK text', () => {
  it('a comma and a full stop sit in the top-right of their cell (Noto: the font’s own vertical glyphs)', async () => {
    const result = await fonts().layoutText({ ...base, text: '标，志。' });
    for (const i of [1, 3]) {
      expect(result.dataArr[i]?.rotate).toBe(0);
      const at = placeInCell(result, i);
      expect(at.x).toBeGreaterThan(0.55);
      expect(at.y).toBeLessThan(0.45);
    }
  });

  it('reads the vertical alternates from the slice’s GSUB vert feature (Noto has no U+FE10 forms)', async () => {
    const service = fonts();
    const { entry } = await service.store.resolve('noto-serif-sc');
    const font = await service.store.open(entry);
    for (const char of ['，', '（', '～']) {
      const cp = char.codePointAt(0) ?? 0;
      const file = service.store.sliceFile(font, font.index.sliceOf(cp), 400) ?? '';
      const slice = await service.store.loadSlice(font, file);
      const index = slice.charToGlyphIndex(char);
      expect(index).toBeGreaterThan(0);
      const alternate = verticalAlternate(slice, index);
      expect(alternate).toBeGreaterThan(0);
      expect(alternate).not.toBe(index);
      expect(slice.glyphs.get(alternate)?.path.commands.length).toBeGreaterThan(3);
    }
    // The presentation form of the comma (U+FE10) is not in Noto's slices at all.
    expect(font.index.sliceOf(VERTICAL_FORMS.get('，')?.codePointAt(0) ?? 0)).toBe(-1);
  });

  it('a font without vertical glyphs moves its comma and full stop to the top-right corner instead', async () => {
    const result = await fonts().layoutText({ ...base, text: '标，志。', fontName: 'ma-shan-zheng' });
    expect(result.fallbackChars).toEqual([]);
    for (const i of [1, 3]) {
      const at = placeInCell(result, i);
      expect(at.x).toBeGreaterThan(0.55);
      expect(at.y).toBeLessThan(0.45);
    }
  });

  it('brackets, wave dashes and the long vowel mark run along the column; ideographs and full-width letters stay upright', async () => {
    const service = fonts();
    for (const fontName of ['noto-serif-sc', 'ma-shan-zheng', 'lxgw-wenkai']) {
      const result = await service.layoutText({ ...base, text: '【标】～ー〜Ａ', fontName });
      const tall = (i: number) => ink(result, i).height > ink(result, i).width;
      // Brackets open downwards and upwards (a cap across the column); dashes run along it.
      const shapes = [0, 2, 3, 4, 5].map((i) => tall(i));
      expect({ fontName, shapes }).toEqual({ fontName, shapes: [false, false, true, true, true] });
      expect(result.dataArr[1]?.rotate).toBe(0);
      expect(result.dataArr[6]?.rotate).toBe(0);
    }
  });

  it('Latin turns 90° clockwise within the column; Chinese keeps reading top to bottom', async () => {
    const result = await fonts().layoutText({ ...base, text: '标AB志' });
    expect(result.dataArr.map((b) => b.rotate)).toEqual([0, 90, 90, 0]);
    const a = ink(result, 1);
    expect(a.height).toBeGreaterThan(a.width * 0.8);
    const ys = result.dataArr.map((b) => b.y);
    expect([...ys].sort((p, q) => p - q)).toEqual(ys);
  });

  it('orientation rules (UAX #50, simplified)', () => {
    expect(verticalOrientation('标'.codePointAt(0) ?? 0)).toBe('upright');
    expect(verticalOrientation('Ａ'.codePointAt(0) ?? 0)).toBe('upright');
    expect(verticalOrientation('A'.codePointAt(0) ?? 0)).toBe('rotated');
    for (const ch of ['～', '〜', 'ー', '－']) expect(verticalOrientation(ch.codePointAt(0) ?? 0)).toBe('rotated');
    expect(VERTICAL_FORMS.get('［')).toBe('﹇');
    expect(fallbackTreatment('，')).toBe('shifted');
    expect(fallbackTreatment('（')).toBe('rotated');
    expect(fallbackTreatment('标')).toBe('upright');
  });
});
