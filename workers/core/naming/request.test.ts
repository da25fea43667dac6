import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { logoIndustryFor } from '../../../src/features/naming/query.ts';
import { buildPrompt, cleanName, NAME_LENGTHS, NAMING_STYLES, NAMING_SUBJECTS, parsePrompt, parseSuggestionLine, type NamingRequest } from './request.ts';

const word = fc.string({ unit: fc.constantFrom(...'清风明月茶山水星云花科技品牌'), minLength: 1, maxLength: 4 });

describe('naming request', () => {
  it('a prompt reads back as the request it was built from (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMING_SUBJECTS),
        fc.constantFrom(...NAMING_STYLES),
        fc.oneof(fc.constant(''), word),
        fc.array(word, { maxLength: 4 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 12 }),
        fc.oneof(fc.constant('李'), fc.constant('欧阳')),
        (subject, style, industry, keywords, lengthIndex, count, surnameIfPerson) => {
          const lengths = NAME_LENGTHS[subject];
          const request: NamingRequest = { subject, style, industry, keywords, length: lengths[lengthIndex % lengths.length]!, surname: subject === 'person' ? surnameIfPerson : '', count };
          expect(parsePrompt(buildPrompt(request))).toEqual(request);
        },
      ),
    );
  });

  it('any other text is not a naming request', () => {
    expect(parsePrompt('今天天气怎么样？')).toBeNull();
    expect(parsePrompt('请为店铺起8个名字；名字字数：9；风格：古典。')).toBeNull();
  });

  it.each([
    ['1. 清风', '清风'],
    ['2、明月', '明月'],
    ['(3) 茶语', '茶语'],
    ['一、山居', '山居'],
    ['- 星河', '星河'],
    ['“清扬”', '清扬'],
    ['  《锦绣》  ', '锦绣'],
    ['名字：若水', '若水'],
    ['一二三四五六七八九十十一', '一二三四五六七八九十'],
    ['   ', ''],
  ])('cleans %s to %s', (raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
  });

  it('reads a reply line with its meaning and source; 无 means no source', () => {
    expect(parseSuggestionLine('1. 清扬茶舍｜清澈高洁，意气飞扬｜《诗经·野有蔓草》：有美一人，清扬婉兮。')).toEqual({
      name: '清扬茶舍',
      meaning: '清澈高洁，意气飞扬',
      source: '《诗经·野有蔓草》：有美一人，清扬婉兮。',
      pinyin: '',
    });
    expect(parseSuggestionLine('茶语 | 茶香 | 无')).toEqual({ name: '茶语', meaning: '茶香', source: '', pinyin: '' });
    expect(parseSuggestionLine('茶语｜茶香｜无｜chá yǔ')).toEqual({ name: '茶语', meaning: '茶香', source: '', pinyin: 'chá yǔ' });
    expect(parseSuggestionLine('明月：皎洁')).toEqual({ name: '明月', meaning: '', source: '', pinyin: '' });
    expect(parseSuggestionLine('')).toBeNull();
  });
});

describe('AI design industry for a typed industry', () => {
  const categories = ['餐饮', '科技', '教育', '美妆'];
  it.each([
    ['科技', '科技'],
    ['茶饮', '餐饮'],
    ['美妆护肤', '美妆'],
    ['航海', ''],
    ['', ''],
  ])('%s → %s', (typed, expected) => {
    expect(logoIndustryFor(typed, categories)).toBe(expected);
  });
});
