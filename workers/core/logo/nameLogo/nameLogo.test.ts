import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCatalogue, type TestCatalogue } from '../../../../scripts/catalogue/test-catalogue.ts';
import { diskFetcher } from '../../../../scripts/fonts/test-font-source.ts';
import { createFontService } from '../../../font/service.ts';
import { parseDocument, type LogoDocument, type TextLayer } from '../../model/index.ts';
import { fontMeasure } from '../generate/fontMeasure.ts';
import { legibilityProblems } from '../generate/legibility.ts';
import { estimateText } from '../generate/measure.ts';
import { generateNameLogo, NAME_LOGO_STYLES, SEAL_FONT, SEAL_RED } from './nameLogo.ts';

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const texts = (doc: LogoDocument) => doc.layers.filter((l): l is TextLayer => l.type === 'text' && l.id !== 'caption');
const centre = (l: TextLayer) => ({ x: l.x + l.width / 2, y: l.y + l.height / 2 });

describe('name logos', () => {
  it('twelve styles, each a legible editor document for any name of 1–4 characters', async () => {
    expect(NAME_LOGO_STYLES.length).toBeGreaterThanOrEqual(12);
    const name = fc.array(fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((cp) => String.fromCodePoint(cp)), { minLength: 1, maxLength: 4 }).map((c) => c.join(''));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1e9 }), name, fc.constantFrom('', 'WANG', 'OUYANG'), fc.constantFrom(...NAME_LOGO_STYLES), async (seed, n, caption, style) => {
        const doc = await generateNameLogo({ name: n, caption, style, seed }, catalogue, estimateText);
        expect(legibilityProblems(doc)).toEqual([]);
        expect(parseDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
        expect(texts(doc).map((l) => l.text).join('')).toContain(Array.from(n)[0]);
      }),
      { numRuns: 400 },
    );
  });

  it('a four-character seal is cut 2 × 2 and read down the right column first', async () => {
    const doc = await generateNameLogo({ name: '欧阳娜娜', caption: 'OUYANG', style: 'seal', seed: 5 }, catalogue, estimateText);
    const chars = texts(doc);
    expect(chars.map((l) => l.text)).toEqual(['欧', '阳', '娜', '娜']);
    const [a, b, c, d] = chars.map(centre) as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
    expect(a.x).toBeCloseTo(b.x, 0);
    expect(c.x).toBeCloseTo(d.x, 0);
    expect(a.x).toBeGreaterThan(c.x);
    expect(a.y).toBeLessThan(b.y);
    expect(c.y).toBeLessThan(d.y);
    expect(chars.every((l) => l.fontName === SEAL_FONT.font && l.fill === '#ffffff')).toBe(true);
    // Red block, then the worn edge: chips of the paper's colour on its border.
    const shapes = doc.layers.filter((l) => l.type === 'square');
    expect(shapes[0]).toMatchObject({ shapeType: 'rectangle', fill: SEAL_RED });
    expect(shapes.slice(1).filter((s) => s.type === 'square' && s.shapeType === 'circle' && s.fill === '#ffffff').length).toBeGreaterThanOrEqual(6);
  });

  it('a three-character name is cut with 印; 朱文 has red characters in a red border', async () => {
    const doc = await generateNameLogo({ name: '李太白', caption: '', style: 'seal-red', seed: 2 }, catalogue, estimateText);
    expect(texts(doc).map((l) => l.text)).toEqual(['李', '太', '白', '印']);
    expect(texts(doc).every((l) => l.fill === SEAL_RED)).toBe(true);
    expect(doc.layers.find((l) => l.type === 'square')).toMatchObject({ fill: '', stroke: SEAL_RED });
  });

  it('with the real fonts every style is outlined and legible', async () => {
    const fonts = createFontService({ fetchBytes: diskFetcher().fetchBytes });
    const measure = fontMeasure((request) => fonts.layoutText(request));
    for (const [i, style] of NAME_LOGO_STYLES.entries()) {
      const doc = await generateNameLogo({ name: ['王', '李白', '张三丰', '欧阳娜娜'][i % 4] ?? '王', caption: 'WANG', style, seed: i }, catalogue, measure);
      expect(legibilityProblems(doc)).toEqual([]);
      expect(texts(doc).every((l) => l.complete)).toBe(true);
    }
  });
});
