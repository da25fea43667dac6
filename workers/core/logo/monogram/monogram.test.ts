import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCatalogue, type TestCatalogue } from '../../../../scripts/catalogue/test-catalogue.ts';
import { diskFetcher } from '../../../../scripts/fonts/test-font-source.ts';
import { createFontService } from '../../../font/service.ts';
import { parseDocument } from '../../model/index.ts';
import { fontMeasure } from '../generate/fontMeasure.ts';
import { legibilityProblems } from '../generate/legibility.ts';
import { estimateText } from '../generate/measure.ts';
import { generateMonogram, MONOGRAM_STYLES } from './monogram.ts';

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

describe('surname and letter logos', () => {
  it('every style is a legible editor document for any 1–2 character mark and caption', async () => {
    const mark = fc.array(fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((cp) => String.fromCodePoint(cp)), { minLength: 1, maxLength: 2 }).map((c) => c.join(''));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1e9 }), mark, fc.constantFrom('', 'WANG', 'OUYANG', '星光咖啡工作室'), fc.constantFrom(...MONOGRAM_STYLES), fc.constantFrom('', '用心做好每一杯', '一二三四五六七八九十一二三四五六七八九十'), async (seed, m, caption, style, subcaption) => {
        const doc = await generateMonogram({ mark: m, caption, style, seed, subcaption }, catalogue, estimateText);
        expect(legibilityProblems(doc)).toEqual([]);
        expect(parseDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
        const markLayer = doc.layers.find((l) => l.id === 'mark');
        expect(markLayer?.type === 'text' && markLayer.text).toBe(m);
      }),
      { numRuns: 400 },
    );
  });

  it('a seal is a red square with a white frame; a circle is round; calligraphy has no badge', async () => {
    const seal = await generateMonogram({ mark: '王', caption: 'WANG', style: 'seal', seed: 1 }, catalogue, estimateText);
    expect(seal.layers.map((l) => l.id)).toEqual(['bg', 'badge', 'frame', 'mark', 'caption']);
    expect(seal.layers[1]).toMatchObject({ type: 'square', shapeType: 'rectangle', fill: '#b7282e' });
    const circle = await generateMonogram({ mark: '欧阳', caption: '', style: 'circle', seed: 1 }, catalogue, estimateText);
    expect(circle.layers[1]).toMatchObject({ type: 'square', shapeType: 'circle' });
    const brush = await generateMonogram({ mark: '李', caption: 'LI', style: 'calligraphy', seed: 3 }, catalogue, estimateText);
    expect(brush.layers.some((l) => l.type === 'square')).toBe(false);
    const mark = brush.layers.find((l) => l.id === 'mark');
    expect(['ma-shan-zheng', 'long-cang', 'zhi-mang-xing']).toContain(mark?.type === 'text' ? mark.fontName : '');
  });

  it('with the real fonts the mark is outlined and legible', async () => {
    const fonts = createFontService({ fetchBytes: diskFetcher().fetchBytes });
    const measure = fontMeasure((request) => fonts.layoutText(request));
    for (const [i, style] of MONOGRAM_STYLES.entries()) {
      const doc = await generateMonogram({ mark: i % 2 ? '司马' : '张', caption: i % 2 ? 'SIMA' : 'ZHANG', style, seed: i }, catalogue, measure);
      expect(legibilityProblems(doc)).toEqual([]);
      const mark = doc.layers.find((l) => l.id === 'mark');
      expect(mark?.type === 'text' && mark.complete).toBe(true);
    }
  });
});
