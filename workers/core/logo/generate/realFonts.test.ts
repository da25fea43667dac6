import { beforeAll, describe, expect, it } from 'vitest';
import { testCatalogue, type TestCatalogue } from '../../../../scripts/catalogue/test-catalogue.ts';
import { diskFetcher } from '../../../../scripts/fonts/test-font-source.ts';
import { createFontService } from '../../../font/service.ts';
import { fontMeasure } from './fontMeasure.ts';
import { generateLogo } from './generate.ts';
import { legibilityProblems } from './legibility.ts';
import { estimateText } from './measure.ts';

let catalogue: TestCatalogue;
const fonts = createFontService({ fetchBytes: diskFetcher().fetchBytes });
const measure = fontMeasure((request) => fonts.layoutText(request));

beforeAll(async () => {
  catalogue = await testCatalogue();
});

// Wide capitals, descenders, brush strokes, the dash, full-width punctuation, rare and dense characters.
const SAMPLES = ['星光咖啡', 'WMWMW', 'gjpqy', 'Hello World', '— 用心做好每一杯 —', '龘靐齉', '（品牌）！', '山', 'Aa中文混排123'];

describe('with the shipped fonts (the font worker\'s own layout, in Node)', () => {
  it('the width/height estimate is never smaller than the real text box', async () => {
    for (const fontName of catalogue.fonts) {
      for (const text of SAMPLES) {
        for (const letterSpacing of [0, 14]) {
          const request = { text, fontName, fontSize: 90, letterSpacing };
          const real = await measure(request);
          const estimate = estimateText(request);
          expect(real.width, `${fontName} ${text}`).toBeLessThanOrEqual(estimate.width);
          expect(real.height, `${fontName} ${text}`).toBeLessThanOrEqual(estimate.height);
        }
      }
    }
  });

  it('generated logos are legible and carry the outlines of both texts', async () => {
    const inputs = [
      { title: '星光咖啡', slogan: '用心做好每一杯' },
      { title: '一二三四五六七八九十一二', slogan: '一二三四五六七八九十一二三四五六七八九十' },
      { title: 'Hello', slogan: '' },
      { title: '山海', slogan: 'Mountains & Seas' },
    ];
    for (let seed = 0; seed < 40; seed += 1) {
      const input = inputs[seed % inputs.length] ?? { title: '星光', slogan: '' };
      const { doc } = await generateLogo({ ...input, seed }, catalogue, measure);
      expect(legibilityProblems(doc)).toEqual([]);
      const texts = doc.layers.filter((l) => l.type === 'text');
      expect(texts).toHaveLength(input.slogan ? 2 : 1);
      for (const text of texts) {
        expect(text.complete).toBe(true);
        expect(text.pathArr.length).toBe(Array.from(text.text).length);
        expect(text.pathArr.join('')).toMatch(/^M/);
      }
    }
  });
});
