import { beforeAll, describe, expect, it } from 'vitest';
import { testCatalogue, type TestCatalogue } from '../../../../scripts/catalogue/test-catalogue.ts';
import { layerBounds, parseDocument, type Layer, type LogoDocument } from '../../model/index.ts';
import { contrastRatio, luminance } from './colour.ts';
import { generateLogo, planLogo } from './generate.ts';
import { LATIN_ONLY_FONTS, RANDOM_TEXT_EXCLUDED_FONTS } from './fonts.ts';
import { estimateText } from './measure.ts';
import { LAYOUT_VARIANTS } from './variants.ts';

let catalogue: TestCatalogue;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i * 7919 + 13);
const layer = (doc: LogoDocument, id: string): Layer => {
  const found = doc.layers.find((l) => l.id === id);
  if (!found) throw new Error(`no layer ${id}`);
  return found;
};

function tally(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

describe('step 1: layout variant by weight among those matching the title length', () => {
  it('a long title only gets variants without a length limit, in their 5:2 weights', () => {
    const counts = tally(seeds(4000).map((seed) => planLogo({ title: '一二三四五六七八九', seed }, catalogue).variant.id));
    expect(Object.keys(counts).sort()).toEqual(['top-bottom', 'top-bottom-dark']);
    const ratio = (counts['top-bottom'] ?? 0) / (counts['top-bottom-dark'] ?? 1);
    expect(ratio).toBeGreaterThan(2.1);
    expect(ratio).toBeLessThan(2.9);
  });

  it('a short title can get every variant, each about as often as its weight says', () => {
    const counts = tally(seeds(6000).map((seed) => planLogo({ title: '星光', seed }, catalogue).variant.id));
    const total = LAYOUT_VARIANTS.reduce((sum, v) => sum + v.weight, 0);
    for (const variant of LAYOUT_VARIANTS) {
      const share = (counts[variant.id] ?? 0) / 6000;
      expect(share).toBeGreaterThan((variant.weight / total) * 0.8);
      expect(share).toBeLessThan((variant.weight / total) * 1.2);
    }
  });
});

describe('step 2: icon', () => {
  it('uses the given icon', () => {
    const icon = catalogue.icons.find((i) => i.id === 'coffee');
    if (!icon) throw new Error('coffee icon missing from the catalogue');
    for (const seed of seeds(20)) expect(planLogo({ title: '星光咖啡', icon, seed }, catalogue).icon.id).toBe('coffee');
  });

  it('picks from the list through the filter, and from the whole list when the filter allows none', () => {
    const food = catalogue.icons.filter((i) => i.categories?.includes('餐饮'));
    const chosen = seeds(200).map((seed) => planLogo({ title: '星光', icons: food, allowIcon: (i) => i.id.startsWith('coffee'), seed }, catalogue).icon.id);
    expect(new Set(chosen)).toEqual(new Set(food.filter((i) => i.id.startsWith('coffee')).map((i) => i.id)));
    const none = seeds(50).map((seed) => planLogo({ title: '星光', icons: food, allowIcon: () => false, seed }, catalogue).icon);
    expect(none.every((icon) => food.includes(icon))).toBe(true);
  });

  it('without an icon or list, picks across the catalogue', () => {
    const chosen = new Set(seeds(300).map((seed) => planLogo({ title: '星光', seed }, catalogue).icon.id));
    expect(chosen.size).toBeGreaterThan(200);
  });
});

describe('step 3: palette, filtered by the variant when possible, in four roles', () => {
  it('a dark variant draws on the palette\'s darkest colour', () => {
    for (const seed of seeds(300)) {
      const plan = planLogo({ title: '一二三四五六七八九', seed }, catalogue);
      if (plan.variant.background !== 'dark') continue;
      const colours = plan.palette.split(',');
      expect(colours).toContain(plan.scheme.background);
      expect(luminance(plan.scheme.background)).toBeLessThanOrEqual(Math.min(...colours.map(luminance)));
    }
  });

  it('maps main fill → icon, text fill → title, accent → slogan, stroke → decoration when they read on white', () => {
    const palettes = ['#102030,#203040,#304050,#405060'];
    for (const seed of seeds(100)) {
      const plan = planLogo({ title: '一二三四五六七八九', seed }, { ...catalogue, palettes });
      if (plan.variant.background === 'dark') continue;
      expect(plan.scheme).toEqual({ background: '#ffffff', icon: '#102030', title: '#203040', slogan: '#304050', decor: '#405060' });
    }
    const three = planLogo({ title: '一二三四五六七八九', seed: 1 }, { ...catalogue, palettes: ['#102030,#203040,#304050'] });
    if (three.variant.background === 'light') expect(three.scheme.decor).toBe('#102030');
  });

  it('still picks a palette when none suits the variant, and repairs unreadable colours', () => {
    const pastel = ['#fff5cc,#ffeb99,#ffe066,#fffae6'];
    for (const seed of seeds(100)) {
      const plan = planLogo({ title: '星光', seed }, { ...catalogue, palettes: pastel });
      expect(plan.palette).toBe(pastel[0]);
      // No pastel reaches 3:1 on the pale background: the title is set in a repaired colour.
      expect(plan.scheme.title).not.toMatch(/^#ff/);
      expect(contrastRatio(plan.scheme.title, plan.scheme.background)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('step 4: dashes around the slogan', () => {
  it('wraps about half of the slogans', () => {
    const slogans = seeds(3000).map((seed) => planLogo({ title: '星光', slogan: '用心做好每一杯', seed }, catalogue).slogan);
    const dashed = slogans.filter((s) => s === '— 用心做好每一杯 —').length;
    expect(slogans.every((s) => s === '用心做好每一杯' || s === '— 用心做好每一杯 —')).toBe(true);
    expect(dashed / slogans.length).toBeGreaterThan(0.46);
    expect(dashed / slogans.length).toBeLessThan(0.54);
  });
});

describe('step 5 and the document', () => {
  it('left-right with two items puts the icon at their vertical middle; a lone title sits at the icon\'s middle', async () => {
    const beside = LAYOUT_VARIANTS.filter((v) => v.kind === 'left-right');
    for (const seed of seeds(30)) {
      const two = (await generateLogo({ title: '星光', slogan: '用心做好每一杯', seed, variants: beside }, catalogue, estimateText)).doc;
      const block = [layerBounds(layer(two, 'title')), layerBounds(layer(two, 'slogan'))];
      const top = Math.min(...block.map((b) => b.y));
      const bottom = Math.max(...block.map((b) => b.y + b.height));
      const icon = layerBounds(layer(two, 'icon'));
      expect(icon.y + icon.height / 2).toBeCloseTo((top + bottom) / 2, 6);
      const one = (await generateLogo({ title: '星光', seed, variants: beside }, catalogue, estimateText)).doc;
      const title = layerBounds(layer(one, 'title'));
      const lone = layerBounds(layer(one, 'icon'));
      expect(title.y + title.height / 2).toBeCloseTo(lone.y + lone.height / 2, 6);
    }
  });

  it('icons are 30% of the canvas; the slogan has scale .5 and opacity .8', async () => {
    for (const [seed, size] of [[1, { width: 1000, height: 1000 }], [2, { width: 1200, height: 800 }]] as const) {
      const { doc } = await generateLogo({ title: '星光咖啡', slogan: '用心做好每一杯', seed, size }, catalogue, estimateText);
      const icon = layer(doc, 'icon');
      expect(icon.width).toBeCloseTo(Math.min(size.width, size.height) * 0.3, 6);
      expect(icon.height).toBeCloseTo(icon.width, 6);
      expect(layer(doc, 'slogan')).toMatchObject({ scale: 0.5, opacity: 0.8, template: 'slogan' });
      expect(layer(doc, 'title')).toMatchObject({ scale: 1, opacity: 1, template: 'title', text: '星光咖啡' });
      expect(doc.size).toEqual(size);
    }
  });

  it('never picks a font of the exclusion set for the text, and uses all the others', async () => {
    const used = new Set(seeds(2000).map((seed) => planLogo({ title: 'Star', seed }, catalogue).fonts.title));
    expect(used.has('liu-jian-mao-cao')).toBe(false);
    expect(used.has('zhi-mang-xing')).toBe(false);
    expect(used.size).toBe(catalogue.fonts.length - 2);
  });

  it('a Chinese title never gets a Latin-only face (it would be drawn in the fallback font), and gets every other font', async () => {
    const used = new Set(seeds(2000).map((seed) => planLogo({ title: '星光', seed }, catalogue).fonts.title));
    for (const id of LATIN_ONLY_FONTS) expect(used.has(id)).toBe(false);
    expect([...used].sort()).toEqual(catalogue.fonts.filter((id) => !LATIN_ONLY_FONTS.has(id) && !RANDOM_TEXT_EXCLUDED_FONTS.has(id)).sort());
    // Mixed text counts as Chinese: the Latin face has no glyph for 咖啡.
    expect(seeds(300).some((seed) => LATIN_ONLY_FONTS.has(planLogo({ title: 'Star 咖啡', seed }, catalogue).fonts.title))).toBe(false);
  });

  it('the same seed replays the same document, and parseDocument accepts it unchanged', async () => {
    for (const seed of seeds(40)) {
      const a = await generateLogo({ title: 'Star 咖啡', slogan: 'since 2024', seed }, catalogue, estimateText);
      const b = await generateLogo({ title: 'Star 咖啡', slogan: 'since 2024', seed }, catalogue, estimateText);
      expect(b.doc).toEqual(a.doc);
      const parsed = parseDocument(JSON.parse(JSON.stringify(a.doc)));
      expect(parsed.ok && parsed.doc).toEqual(a.doc);
    }
  });

  it('refuses an empty title', () => {
    expect(() => planLogo({ title: '  \n ', seed: 1 }, catalogue)).toThrow();
  });
});
