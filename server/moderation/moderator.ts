import { pinyin } from 'pinyin-pro';
import { AhoCorasick } from './ahoCorasick.ts';
import { isHan, latinRuns, normaliseText, toSyllables } from './normalise.ts';
import { loadBannedWords } from './wordList.ts';

export interface ScanResult {
  pass: boolean;
  /** The list entries found (simplified, lower case), each once. */
  hits: string[];
}

export interface Moderator {
  scan(text: string): ScanResult;
  readonly size: number;
}

/**
 * Three passes over the folded text (docs/moderation.md):
 * 1. the words themselves (Aho–Corasick over the normalised list);
 * 2. the same words spelt in pinyin or homophones, mixed with Han characters
 *    (他ma的, ta妈的): entries of three or more Han characters matched on
 *    toneless syllables, only on character boundaries and only where at least
 *    one Han character takes part, so an English phrase is never read as pinyin;
 * 3. pinyin initials of those entries ("tmd") as a whole run of Latin letters.
 */
export function createModerator(words: readonly string[] = loadBannedWords()): Moderator {
  const direct = new AhoCorasick(words);
  const spelt: { form: string; word: string }[] = [];
  const initials = new Map<string, string>();
  for (const word of words) {
    const chars = [...word];
    if (chars.length < 3 || !chars.every(isHan)) continue;
    const syllables = pinyin(word, { type: 'array', toneType: 'none', v: false });
    spelt.push({ form: syllables.join(''), word });
    initials.set(syllables.map((s) => s[0] ?? '').join(''), word);
  }
  const byPinyin = new AhoCorasick(spelt.map((s) => s.form));

  return {
    size: words.length,
    scan(text: string): ScanResult {
      const normalised = normaliseText(text);
      const hits = new Set<string>();
      for (const match of direct.findAll(normalised)) hits.add(words[match.pattern]!);
      // A word found as written is not reported again under its homophones.
      const foundForms = new Set([...hits].map((word) => pinyin(word, { toneType: 'none', separator: '', v: false })));
      if (spelt.length > 0 && normalised.length > 0) {
        const syllables = toSyllables(normalised);
        for (const match of byPinyin.findAll(syllables.joined)) {
          if (!syllables.boundaries.has(match.start) || !syllables.boundaries.has(match.end)) continue;
          if (!syllables.fromHan.slice(match.start, match.end).some(Boolean)) continue;
          const entry = spelt[match.pattern]!;
          if (!foundForms.has(entry.form)) hits.add(entry.word);
        }
      }
      for (const run of latinRuns(normalised)) {
        const word = initials.get(run);
        if (word) hits.add(word);
      }
      return { pass: hits.size === 0, hits: [...hits] };
    },
  };
}

let shared: Moderator | undefined;

/** The process-wide moderator (the automata are built once, on first use). */
export function moderator(): Moderator {
  shared ??= createModerator();
  return shared;
}
