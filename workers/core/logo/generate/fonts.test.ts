import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { testCatalogue, type TestCatalogue } from '../../../../scripts/catalogue/test-catalogue.ts';
import { FONT_LRU_CAPACITY } from '../../../protocol/font.ts';
import { fontsToWarm, LATIN_ONLY_FONTS, RANDOM_TEXT_EXCLUDED_FONTS, sloganFontFor, titleFontsFor, type FontUse } from './fonts.ts';
import { planLogo } from './generate.ts';

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i * 7919 + 5);
const distinct = (uses: readonly FontUse[]) => new Set(uses.map((u) => u.fontName));
const warmed = (uses: readonly FontUse[], fontName: string, role: FontUse['role']) => uses.some((u) => u.fontName === fontName && u.role === role);

const REAL_FONTS = ['noto-serif-sc', 'noto-sans-sc', 'zcool-kuaile', 'zcool-xiaowei', 'zcool-qingke-huangyou', 'ma-shan-zheng', 'long-cang', 'zhi-mang-xing', 'liu-jian-mao-cao', 'lxgw-wenkai', 'pacifico', 'bebas-neue', 'lobster', 'playfair-display', 'righteous'];
const fontList = fc.uniqueArray(fc.oneof(fc.constantFrom(...REAL_FONTS), fc.string({ minLength: 1, maxLength: 8 })), { maxLength: 20 });
const title = fc.oneof(fc.constantFrom('星光咖啡', 'Star', 'Star 咖啡', 'Café', 'ÅBC', '山', 'Москва'), fc.string({ minLength: 1, maxLength: 12 }));

describe('fonts the generator may pick', () => {
  it('a Chinese title: no Latin-only face and no excluded font; a Latin title: every font but the excluded ones', () => {
    expect(titleFontsFor(REAL_FONTS, '星光咖啡').sort()).toEqual(REAL_FONTS.filter((id) => !LATIN_ONLY_FONTS.has(id) && !RANDOM_TEXT_EXCLUDED_FONTS.has(id)).sort());
    expect(titleFontsFor(REAL_FONTS, 'Café Noir').sort()).toEqual(REAL_FONTS.filter((id) => !RANDOM_TEXT_EXCLUDED_FONTS.has(id)).sort());
    // A catalogue of Latin faces only still gives the title a font (drawn by the fallback, as before).
    expect(titleFontsFor(['pacifico', 'lobster'], '星光')).toEqual(['pacifico', 'lobster']);
  });
});

describe('fonts warmed while typing', () => {
  it('never more fonts than the LRU holds, and only fonts the generator can pick for those words', () => {
    fc.assert(
      fc.property(fontList, title, fc.boolean(), fc.integer({ min: 0, max: 16 }), (fonts, text, hasSlogan, capacity) => {
        const uses = fontsToWarm(fonts, text, hasSlogan, capacity);
        expect(distinct(uses).size).toBeLessThanOrEqual(capacity);
        const titleFonts = titleFontsFor(fonts, text);
        for (const use of uses) {
          if (use.role === 'title') expect(titleFonts).toContain(use.fontName);
          else expect(hasSlogan && titleFonts.some((id) => sloganFontFor(id) === use.fontName)).toBe(true);
          expect(RANDOM_TEXT_EXCLUDED_FONTS.has(use.fontName) && use.role === 'title').toBe(false);
        }
        // Nothing twice.
        expect(new Set(uses.map((u) => `${u.role}:${u.fontName}`)).size).toBe(uses.length);
      }),
    );
  });

  it('when every pickable font fits, each one is warmed for the text it will draw', () => {
    fc.assert(
      fc.property(fontList, title, fc.boolean(), (fonts, text, hasSlogan) => {
        const titleFonts = titleFontsFor(fonts, text);
        const needed = new Set([...titleFonts, ...(hasSlogan ? titleFonts.map(sloganFontFor) : [])]);
        const uses = fontsToWarm(fonts, text, hasSlogan, needed.size);
        for (const id of titleFonts) {
          expect(warmed(uses, id, 'title')).toBe(true);
          if (hasSlogan) expect(warmed(uses, sloganFontFor(id), 'slogan')).toBe(true);
        }
      }),
    );
  });

  it('with the shipped fonts, a Chinese title and slogan fit the LRU: every logo the generator makes uses warmed fonts only', () => {
    const uses = fontsToWarm(catalogue.fonts, '星光咖啡', true, FONT_LRU_CAPACITY);
    expect(distinct(uses).size).toBeLessThanOrEqual(FONT_LRU_CAPACITY);
    for (const seed of seeds(500)) {
      const plan = planLogo({ title: '星光咖啡', slogan: '用心做好每一杯', seed }, catalogue);
      expect(warmed(uses, plan.fonts.title, 'title'), plan.fonts.title).toBe(true);
      expect(warmed(uses, plan.fonts.slogan, 'slogan'), plan.fonts.slogan).toBe(true);
    }
  });

  it('a Latin title has more pickable fonts than the LRU holds: the slogan font shared by most of them is kept', () => {
    const uses = fontsToWarm(catalogue.fonts, 'Star Coffee', true, FONT_LRU_CAPACITY);
    expect(titleFontsFor(catalogue.fonts, 'Star Coffee').length).toBeGreaterThan(FONT_LRU_CAPACITY);
    expect(distinct(uses).size).toBe(FONT_LRU_CAPACITY);
    expect(warmed(uses, 'noto-sans-sc', 'slogan')).toBe(true);
  });
});
