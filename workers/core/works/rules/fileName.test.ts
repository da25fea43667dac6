import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanWorkName, copyName, defaultWorkName, exportFileName, WORK_NAME_MAX } from './fileName.ts';

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
