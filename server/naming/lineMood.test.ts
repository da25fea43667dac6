import { describe, expect, it } from 'vitest';
import { generateNames } from './generator.ts';
import { poemLines, type PoemLine } from './corpus.ts';
import { lineMood } from './lineMood.ts';
import { LEXICON } from './lexicon.ts';
import { createRng } from '../../workers/core/random/prng.ts';
import { createModerator } from '../moderation/moderator.ts';
import { loadBannedWords } from '../moderation/wordList.ts';

const line = (text: string, title: string, book = '楚辞'): PoemLine => ({
  text,
  title,
  book,
  author: '',
  nameChars: [...new Set([...text].filter((ch) => LEXICON.has(ch)))],
});

describe('grim source lines (issue 27)', () => {
  it('reads the image of the whole line, not only listed characters', () => {
    // 若青 looked harmless; the line compares the slanderers to blue flies.
    expect(lineMood('若青蝇之伪质兮，晋骊姬之反情。', '怨思')).toMatchObject({ grim: true });
    expect(lineMood('若青蝇之伪质兮，晋骊姬之反情。', '怨思').images).toEqual(expect.arrayContaining(['青蝇', '骊姬']));
    for (const [text, title] of [
      ['营营青蝇，止于樊。', '青蝇'], // flies as slanderers
      ['硕鼠硕鼠，无食我黍！', '硕鼠'], // the exploiter as a rat
      ['可怜无定河边骨，犹是春闺梦里人。', '陇西行'], // bones of the war dead
      ['同是天涯沦落人，相逢何必曾相识。', '琵琶行'], // two light images: exile, ruin
      ['使我心痗。', '伯兮'], // sick with longing
      ['出师未捷身先死，长使英雄泪满襟。', '蜀相'],
    ] as const) {
      expect(lineMood(text, title).grim, text).toBe(true);
    }
  });

  it('good lines still pass', () => {
    for (const [text, title] of [
      ['明月松间照，清泉石上流。', '山居秋暝'],
      ['关关雎鸠，在河之洲。', '关雎'],
      ['桃之夭夭，灼灼其华。', '桃夭'],
      ['蒹葭苍苍，白露为霜。', '蒹葭'],
      ['海上生明月，天涯共此时。', '望月怀远'], // one light image alone is not grim
      ['春眠不觉晓，处处闻啼鸟。', '春晓'],
    ] as const) {
      expect(lineMood(text, title), text).toMatchObject({ grim: false });
    }
  });

  it('no generated name ever cites a grim line, and most of the corpus stays usable', () => {
    const lines = poemLines();
    const usable = lines.filter((l) => !lineMood(l.text, l.title).grim);
    expect(usable.length).toBeGreaterThan(lines.length * 0.7);
    const moderator = createModerator(loadBannedWords());
    const grim = line('若青蝇之伪质兮，晋骊姬之反情。', '怨思');
    const names = generateNames(
      { subject: 'person', industry: '', keywords: ['青'], style: 'classical', length: 2, surname: '李', count: 12 },
      { random: createRng(7).next, moderator, lines: [grim, line('青青子衿，悠悠我心。', '子衿', '诗经')] },
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => !n.source.includes('青蝇'))).toBe(true);
  });
});
