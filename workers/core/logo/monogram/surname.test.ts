import { describe, expect, it } from 'vitest';
import { findSurname, surnameCaption } from './surname.ts';

const list = [{ name: '王', py: 'wang' }, { name: '欧阳', py: 'ouyang' }, { name: '李', py: 'li' }];

describe('surname input', () => {
  it('accepts a listed surname of one or two characters, spaces ignored', () => {
    expect(findSurname('王', list)?.name).toBe('王');
    expect(findSurname(' 欧 阳 ', list)?.name).toBe('欧阳');
  });

  it('refuses empty input, unknown names, full names and anything longer than two characters', () => {
    for (const input of ['', '  ', '张', '王小', '欧阳修', 'wang', '李白白']) expect(findSurname(input, list)).toBeNull();
  });

  it('captions with the pinyin in capitals', () => {
    expect(surnameCaption('ouyang')).toBe('OUYANG');
  });
});
