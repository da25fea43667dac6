import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanWorkName, copyName, defaultWorkName, exportFileName, nameFromContent, uniqueWorkName, WORK_NAME_MAX } from './fileName.ts';

const forbidden = /[\p{P}\p{Z}\s<>|^`~$+=]/u;

describe('work names (spec 5: file names lose punctuation and whitespace)', () => {
  it('removes Chinese and Latin punctuation and every kind of space', () => {
    expect(cleanWorkName('  我的，标志！ (v2)  ')).toBe('我的标志v2');
    expect(cleanWorkName('a/b\\c:d*e?f"g<h>i|j')).toBe('abcdefghij');
    expect(cleanWorkName('星\u3000光\u00a0咖\t啡\n店')).toBe('星光咖啡店');
    expect(cleanWorkName('《品牌》——“设计”')).toBe('品牌设计');
  });

  it('refuses a name with nothing left, and cuts long names', () => {
    expect(cleanWorkName(' 。，！ ')).toBeNull();
    expect(cleanWorkName('')).toBeNull();
    expect(Array.from(cleanWorkName('字'.repeat(50)) ?? '')).toHaveLength(WORK_NAME_MAX);
  });

  it('any input cleans to a name without punctuation or whitespace, and cleaning twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (raw) => {
        const cleaned = cleanWorkName(raw);
        if (cleaned === null) return;
        expect(forbidden.test(cleaned)).toBe(false);
        expect(cleanWorkName(cleaned)).toBe(cleaned);
        expect(Array.from(cleaned).length).toBeLessThanOrEqual(WORK_NAME_MAX);
      }),
    );
  });

  it('default, copy and export names are valid file names', () => {
    const name = defaultWorkName('logo', new Date(2026, 4, 12, 14, 30).getTime());
    expect(name).toBe('标志05121430');
    expect(copyName('字'.repeat(30), '副本')).toBe(`${'字'.repeat(28)}副本`);
    expect(exportFileName('我的 标志', 'w_ab12cd34ef56', 'png')).toBe('我的标志_cd34ef56.png');
    expect(exportFileName('。。', 'x1', 'json')).toBe('作品_x1.json');
  });
});

describe('new works are named from their content and unique in their folder (issue 27)', () => {
  const logo = (...texts: string[]) => ({ layers: [{ type: 'rect' }, { type: 'icon', text: 'M0 0' }, ...texts.map((text) => ({ type: 'text', text }))] });

  it('takes the first text layer, cleaned and cut to 10 characters; without text, what the work is', () => {
    expect(nameFromContent('logo', logo('山水茶舍', '品味生活'))).toBe('山水茶舍');
    expect(nameFromContent('logo', logo('  ', '山水 茶舍！'))).toBe('山水茶舍');
    expect(nameFromContent('logo', logo('一二三四五六七八九十十一'))).toBe('一二三四五六七八九十');
    expect(nameFromContent('logo', logo())).toBe('标志');
    expect(nameFromContent('card', { sides: [{ items: [{ text: '张三' }] }] })).toBe('张三');
    expect(nameFromContent('qr', null)).toBe('二维码');
  });

  it('adds (2), (3) … only when the name is taken', () => {
    expect(uniqueWorkName('山水茶舍', new Set())).toBe('山水茶舍');
    expect(uniqueWorkName('山水茶舍', new Set(['山水茶舍']))).toBe('山水茶舍 (2)');
    expect(uniqueWorkName('山水茶舍', new Set(['山水茶舍', '山水茶舍 (2)', '山水茶舍 (4)']))).toBe('山水茶舍 (3)');
    expect(exportFileName('山水茶舍 (2)', 'w_ab12cd34ef56', 'png')).toBe('山水茶舍2_cd34ef56.png');
  });

  it('property: the name given is never one already taken, and names given one after another never repeat', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('山水茶舍', '标志', '山水茶舍 (2)', 'a'), { maxLength: 30 }), fc.array(fc.constantFrom('山水茶舍', '标志'), { maxLength: 30 }), (existing, incoming) => {
        const taken = new Set<string>(existing);
        for (const base of incoming) {
          const name = uniqueWorkName(base, taken);
          expect(taken.has(name)).toBe(false);
          taken.add(name);
        }
      }),
    );
  });
});
