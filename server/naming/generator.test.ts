import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_LENGTHS, NAMING_STYLES, NAMING_SUBJECTS, type NamingRequest } from '../../workers/core/naming/request.ts';
import { createModerator } from '../moderation/moderator.ts';
import { loadBannedWords } from '../moderation/wordList.ts';
import { poemLines } from './corpus.ts';
import { bannedPinyinForms, generateNames } from './generator.ts';
import { LEXICON } from './lexicon.ts';
import { hasFlatRun, isUnluckyHomophone, tonesOf } from './phonetics.ts';
import { createRng } from '../../workers/core/random/prng.ts';

const words = loadBannedWords();
const moderator = createModerator(words);
const bannedForms = bannedPinyinForms(words);
const deps = (seed: number) => ({ random: createRng(seed).next, moderator, bannedForms });
const teaShop: NamingRequest = { subject: 'shop', industry: '茶饮', keywords: ['清新'], style: 'classical', length: 4, surname: '', count: 8 };

describe('offline name generator', () => {
  it('reads the poetry corpus: 诗经, 楚辞 and 唐诗 lines in simplified characters', () => {
    const lines = poemLines();
    expect(lines.length).toBeGreaterThan(3000);
    expect(new Set(lines.map((l) => l.book))).toEqual(new Set(['诗经', '楚辞', '唐诗']));
    expect(lines.some((l) => l.text === '明月松间照，清泉石上流。' && l.author === '王维')).toBe(true);
  });

  it('is the same for the same seed and differs between seeds', () => {
    const a = generateNames(teaShop, deps(42)).map((n) => n.name);
    expect(generateNames(teaShop, deps(42)).map((n) => n.name)).toEqual(a);
    expect(generateNames(teaShop, deps(43)).map((n) => n.name)).not.toEqual(a);
    expect(a).toHaveLength(8);
  });

  it('a person name keeps the surname, takes 1 or 2 characters and never three level tones in a row', () => {
    for (const length of [1, 2]) {
      const names = generateNames({ subject: 'person', industry: '', keywords: [], style: 'classical', length, surname: '欧阳', count: 6 }, deps(length));
      expect(names.length).toBe(6);
      for (const n of names) {
        expect(n.name.startsWith('欧阳')).toBe(true);
        expect([...n.name]).toHaveLength(2 + length);
        expect(hasFlatRun(tonesOf(n.name))).toBe(false);
      }
    }
  });

  it('every name, for any request, is made of lexicon characters taken in order from its cited line, passes moderation and is no unlucky homophone (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMING_SUBJECTS),
        fc.constantFrom(...NAMING_STYLES),
        fc.constantFrom('', '茶饮', '科技', '餐饮', '花店', '不存在的行业'),
        fc.array(fc.constantFrom('清', '茶', '明月', '山水', '星'), { maxLength: 2 }),
        fc.nat(),
        fc.integer({ min: 0, max: 2 }),
        (subject, style, industry, keywords, seed, lengthIndex) => {
          const lengths = NAME_LENGTHS[subject];
          const length = lengths[lengthIndex % lengths.length]!;
          const surname = subject === 'person' ? '李' : '';
          const names = generateNames({ subject, style, industry, keywords, length, surname, count: 5 }, deps(seed));
          expect(names.length).toBeGreaterThan(0);
          for (const n of names) {
            const own = [...n.name.slice(surname.length)];
            expect(own).toHaveLength(length);
            const line = n.source.split('：').slice(1).join('：');
            const withEnding = subject !== 'person' && (length === 4 || (length === 3 && (subject === 'shop' || subject === 'company')));
            let at = -1;
            for (const ch of own.slice(0, withEnding ? 2 : length)) {
              expect(LEXICON.has(ch)).toBe(true);
              at = line.indexOf(ch, at + 1);
              expect(at).toBeGreaterThanOrEqual(0);
            }
            expect(moderator.scan(n.name).pass).toBe(true);
            expect(hasFlatRun(tonesOf(n.name))).toBe(false);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('treats an industry named like an object property as an unknown trade', () => {
    for (const industry of ['constructor', 'toString', '__proto__']) {
      expect(generateNames({ ...teaShop, industry }, deps(3)).length, industry).toBeGreaterThan(0);
    }
  });

  it('refuses unlucky homophones and homophones of banned words', () => {
    expect(isUnluckyHomophone('思')).toBe(false); // si1
    expect(isUnluckyHomophone('四')).toBe(true); // si4, heard as 死
    expect(isUnluckyHomophone('诗柏')).toBe(true); // shibai, 失败
    expect(isUnluckyHomophone('吉八', bannedForms)).toBe(true); // jiba
    expect(isUnluckyHomophone('清扬', bannedForms)).toBe(false);
  });
});
