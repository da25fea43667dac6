import { describe, expect, it } from 'vitest';
import { nameCaption, parseName } from './nameInput.ts';

const surnames = [{ name: '欧', py: 'ou' }, { name: '欧阳', py: 'ouyang' }, { name: '王', py: 'wang' }];

describe('name logo input', () => {
  it('takes a name of one to four Chinese characters, spaces ignored', () => {
    expect(parseName('王')).toBe('王');
    expect(parseName(' 欧阳 娜娜 ')).toBe('欧阳娜娜');
    expect(parseName('张三丰')).toBe('张三丰');
  });

  it('refuses nothing, more than four characters, and anything not Chinese', () => {
    for (const input of ['', '  ', '诸葛孔明亮', 'wang', '王1', '王！']) expect(parseName(input)).toBeNull();
  });

  it('captions with the longest listed surname the name starts with, else nothing', () => {
    expect(nameCaption('欧阳娜娜', surnames)).toBe('OUYANG');
    expect(nameCaption('王小明', surnames)).toBe('WANG');
    expect(nameCaption('张三', surnames)).toBe('');
  });
});
