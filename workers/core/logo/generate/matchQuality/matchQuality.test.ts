import { describe, expect, it } from 'vitest';
import { palettesForIndustry } from '../../match/industryPalettes.ts';
import { contrastRatio } from '../colour.ts';
import { planLogo } from '../generate.ts';
import { catalogueItems } from '../../../../../scripts/catalogue/test-icon-items.ts';
import { HELD_BRANDS } from './heldBrands.ts';
import { brandShare, measureShares, seedsFor } from './measureShare.ts';
import { iconRelates } from './relates.ts';

// Issue 26's figure: over the held list of 30 brand names (never tuned on), the share of the
// 12 candidates whose icon relates to a word of the name or to the industry. Monograms count
// as unrelated. The bench row (e2e/bench/35-ai-design-match.bench.mjs) prints each name's share.
const { items, palettes } = catalogueItems();
const catalogue = { palettes, fonts: ['noto-serif-sc', 'noto-sans-sc'] };

describe('AI design icons relate to the brand name or its industry', () => {
  it('at least 80 % of the candidates, on average over the held list', () => {
    const summary = measureShares(items, catalogue, HELD_BRANDS);
    expect(summary.perBrand).toHaveLength(30);
    expect(summary.mean).toBeGreaterThanOrEqual(0.8);
  });

  it('the judge counts a keyword in the name, a shared pair of characters, or an industry word', () => {
    expect(iconRelates(['云', '云朵'], { title: '云端科技', industry: '科技' })).toBe(true);
    expect(iconRelates(['咖啡机', '咖啡'], { title: '星光咖啡馆', industry: '教育' })).toBe(true);
    expect(iconRelates(['芯片'], { title: '星光', industry: '科技' })).toBe(true);
    expect(iconRelates(['沙滩', '海滩'], { title: '云端科技', industry: '科技' })).toBe(false);
    expect(iconRelates(['投影仪'], { title: '云端科技', industry: '科技' })).toBe(false);
  });

  it('云端科技 / 科技 shows a cloud in most of its 12 candidates', () => {
    const share = brandShare(items, catalogue, { title: '云端科技', industry: '科技' }, seedsFor(7));
    expect(share.shown.filter((name) => name.startsWith('云')).length).toBeGreaterThanOrEqual(7);
  });

  it('the brand name reads at 3:1 or more against its background in every industry palette', () => {
    for (const [index, brand] of HELD_BRANDS.entries()) {
      const industryPalettes = palettesForIndustry(palettes, brand.industry);
      for (const seed of seedsFor(index)) {
        const plan = planLogo({ title: brand.title, seed }, { ...catalogue, palettes: industryPalettes, icons: [{ id: 'x', name: 'x', d: 'M0 0' }] });
        expect(contrastRatio(plan.scheme.title, plan.scheme.background)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
