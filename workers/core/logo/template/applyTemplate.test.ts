import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCatalogue, type TestCatalogue } from '../../../../scripts/catalogue/test-catalogue.ts';
import { layerBounds, parseDocument } from '../../model/index.ts';
import { generateLogo } from '../generate/generate.ts';
import { legibilityProblems } from '../generate/legibility.ts';
import { estimateText, type MeasureText } from '../generate/measure.ts';
import { generateMonogram, MONOGRAM_STYLES } from '../monogram/monogram.ts';
import { applyTemplateTexts } from './applyTemplate.ts';

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const cjk = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((cp) => String.fromCodePoint(cp));
const words = (max: number) => fc.array(fc.oneof(cjk, fc.constantFrom(...'ABCxyz 12')), { minLength: 0, maxLength: max }).map((c) => c.join(''));
/** Real fonts are narrower than the estimate: the template may be made with one and filled with another. */
const narrow: MeasureText = (r) => {
  const e = estimateText(r);
  return { ...e, width: e.width * 0.7, height: e.height * 0.75 };
};

describe('filling a template with the user\'s title and slogan', () => {
  it('keeps every template legible whatever the user types', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1e9 }), words(12), words(20), fc.boolean(), async (seed, title, slogan, narrowTemplate) => {
        const { doc } = await generateLogo({ title: '星光咖啡', slogan: '用心做好每一杯', seed }, catalogue, narrowTemplate ? narrow : estimateText);
        const filled = await applyTemplateTexts(doc, { title, slogan }, estimateText);
        expect(legibilityProblems(filled)).toEqual([]);
        expect(parseDocument(JSON.parse(JSON.stringify(filled))).ok).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('puts the words in the title and slogan elements, keeping the slogan\'s dashes', async () => {
    for (let seed = 0; seed < 40; seed += 1) {
      const { doc } = await generateLogo({ title: '星光咖啡', slogan: '用心做好每一杯', seed }, catalogue, estimateText);
      const filled = await applyTemplateTexts(doc, { title: '山海茶舍', slogan: '一杯好茶' }, estimateText);
      const texts = Object.fromEntries(filled.layers.flatMap((l) => (l.type === 'text' ? [[l.template, l.text]] : [])));
      expect(texts.title).toBe('山海茶舍');
      const original = doc.layers.find((l) => l.id === 'slogan');
      const dashed = original?.type === 'text' && original.text.startsWith('—');
      expect(texts.slogan).toBe(dashed ? '— 一杯好茶 —' : '一杯好茶');
    }
  });

  it('an empty slogan removes the slogan element; an empty title keeps the template\'s; centred text keeps its centre', async () => {
    const { doc } = await generateLogo({ title: '星光咖啡', slogan: '用心做好每一杯', seed: 5 }, catalogue, estimateText);
    const filled = await applyTemplateTexts(doc, { title: '', slogan: '' }, estimateText);
    expect(filled.layers.some((l) => l.type === 'text' && l.template === 'slogan')).toBe(false);
    const before = doc.layers.find((l) => l.id === 'title');
    const after = filled.layers.find((l) => l.id === 'title');
    if (before?.type !== 'text' || after?.type !== 'text') throw new Error('no title');
    expect(after.text).toBe('星光咖啡');
    if (before.align === 'center') {
      const a = layerBounds(before);
      const b = layerBounds(after);
      expect(b.x + b.width / 2).toBeCloseTo(a.x + a.width / 2, 6);
    }
  });

  it('a surname template takes the user\'s name in its badge', async () => {
    for (const style of MONOGRAM_STYLES) {
      const doc = await generateMonogram({ mark: '王', caption: 'WANG', style, seed: 2 }, catalogue, estimateText);
      const filled = await applyTemplateTexts(doc, { title: '欧阳', slogan: 'OUYANG' }, estimateText);
      expect(legibilityProblems(filled)).toEqual([]);
      const mark = filled.layers.find((l) => l.id === 'mark');
      expect(mark?.type === 'text' && mark.text).toBe('欧阳');
    }
  });
});
