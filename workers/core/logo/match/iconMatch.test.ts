import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IconItem } from '../../catalogue/types.ts';
import { batchSeeds } from '../../../../src/features/logo/hooks/seeds.ts';
import { chooseMark, matchIcons, monogramMark, MONOGRAM_SHARE, type IconMatches } from './iconMatch.ts';
import { paletteHue, palettesForIndustry } from './industryPalettes.ts';
import { segmentTitle, vocabularyOf } from './segment.ts';

const item = (id: string, n: string, k: string[], c: string[] = ['通用'], py = ''): IconItem => ({ id, n, k, c, py, jp: '', p: 1 });
const ITEMS: IconItem[] = [
  item('cloud', '云', ['云', '云计算'], ['科技'], 'yun yunjisuan'),
  item('cloud-key', '云钥匙', ['云钥匙', '云', '钥匙'], ['科技']),
  item('coffee', '咖啡', ['咖啡'], ['餐饮'], 'kafei'),
  item('coffee-maker', '咖啡机', ['咖啡机', '咖啡'], ['餐饮'], 'kafeiji kafei'),
  item('beach', '海滩', ['海滩'], ['科技', '旅游']),
  item('fan', '风扇', ['风扇'], ['房产']),
  item('wind', '风', ['风'], ['通用']),
  item('robot', '机器人', ['机器人'], ['科技']),
  item('flatbed', '火车汽车', ['火车汽车', '平板车'], ['物流']),
  item('tablet', '平板', ['平板'], ['科技']),
];

describe('segmenting a brand name by the catalogue vocabulary', () => {
  const vocabulary = vocabularyOf(ITEMS.flatMap((i) => [i.n, ...i.k]));
  it('takes the longest catalogue word at each place and skips the rest', () => {
    expect(segmentTitle('云端科技', vocabulary)).toEqual(['云']);
    expect(segmentTitle('星光咖啡机', vocabulary)).toEqual(['咖啡机']);
    expect(segmentTitle('顺风物流', vocabulary)).toEqual(['风']);
    expect(segmentTitle('Blue Whale', vocabulary)).toEqual([]);
  });

  it('only ever returns words of the vocabulary that occur in the name', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('云', '端', '咖', '啡', '机', '风', '扇', 'K', 'T', ' '), { maxLength: 12 }), (chars) => {
        const title = chars.join('');
        for (const word of segmentTitle(title, vocabulary)) {
          expect(vocabulary.words.has(word)).toBe(true);
          expect(title.toLowerCase()).toContain(word);
        }
      }),
    );
  });
});

describe('matching words and the industry to icons', () => {
  it('云端科技 / 科技: the cloud icons for 云, and the industry icons by keyword, not by category tag', () => {
    const found = matchIcons(ITEMS, '云端科技', '科技');
    expect(found.words.map((m) => [m.word, m.icons.map((i) => i.id)])).toEqual([['云', ['cloud', 'cloud-key']]]);
    expect(found.industry.map((i) => i.id).sort()).toEqual(['cloud', 'cloud-key', 'robot', 'tablet']);
  });

  it('a one-character word takes the icons named by it (风, not 风扇); a keyword inside a longer one does not count', () => {
    expect(matchIcons(ITEMS, '顺风物流', '').words.map((m) => m.icons.map((i) => i.id))).toEqual([['wind']]);
    expect(matchIcons(ITEMS, '某某', '科技').industry.map((i) => i.id)).not.toContain('flatbed');
  });

  it('a Latin word is read as pinyin', () => {
    expect(matchIcons(ITEMS, 'Kafei', '').words[0]?.icons.map((i) => i.id)).toEqual(['coffee', 'coffee-maker']);
  });
});

describe('what each of a batch of candidates shows', () => {
  const both: IconMatches<string> = { words: [{ word: '云', icons: ['cloud'] }], industry: ['robot'] };
  // Seeds of a batch step by 7919 modulo 2^31 − 1; a batch that wraps around (1 base in 20 000)
  // loses the even spread and may get one candidate more or less of a kind.
  it('over any batch of 12 that does not wrap: at most two monograms and at least 7 of 12 from the name', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fffffff - 12 * 7919 - 1 }), (base) => {
        const marks = batchSeeds(base, 0).map((seed) => chooseMark(seed, both));
        const monograms = marks.filter((m) => m.kind === 'monogram').length;
        const named = marks.filter((m) => m.kind === 'icons' && m.icons?.[0] === 'cloud').length;
        expect(monograms).toBeLessThanOrEqual(2);
        expect(named).toBeGreaterThanOrEqual(7);
      }),
      { numRuns: 500 },
    );
  });

  it('nothing matched: a third monograms, the rest from the generator catalogue; same seed, same choice', () => {
    const none: IconMatches<string> = { words: [], industry: [] };
    const marks = batchSeeds(12345, 0, 120).map((seed) => chooseMark(seed, none));
    const share = marks.filter((m) => m.kind === 'monogram').length / marks.length;
    expect(Math.abs(share - MONOGRAM_SHARE.unmatched)).toBeLessThan(0.05);
    expect(marks.filter((m) => m.kind === 'icons').every((m) => m.kind === 'icons' && m.icons === undefined)).toBe(true);
    expect(chooseMark(99, both)).toEqual(chooseMark(99, both));
  });

  it('monograms: a Chinese name\'s first character, a Latin name\'s initials', () => {
    expect(monogramMark('云端科技')).toBe('云');
    expect(monogramMark('Blue Whale')).toBe('BW');
    expect(monogramMark('apple')).toBe('A');
    expect(monogramMark('音浪KTV')).toBe('音');
  });
});

describe('industry palettes', () => {
  it('keeps palettes whose strongest colour has the industry\'s hue, and all of them when too few do', () => {
    const blues = Array.from({ length: 30 }, (_, i) => `#1${(i % 10).toString()}30c0,#ffffff`);
    const reds = Array.from({ length: 30 }, () => '#d02020,#ffffff');
    const lines = [...blues, ...reds];
    expect(palettesForIndustry(lines, '科技')).toEqual(blues);
    expect(palettesForIndustry(lines, '餐饮')).toEqual(reds);
    expect(palettesForIndustry(lines, '')).toBe(lines);
    expect(palettesForIndustry(blues.slice(0, 3), '餐饮')).toEqual(blues.slice(0, 3));
    expect(paletteHue(['#808080', '#ffffff'])).toBeNull();
  });
});
