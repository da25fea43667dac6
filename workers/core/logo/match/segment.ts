// Word segmentation of a brand name against the icon catalogue's own keyword vocabulary:
// forward longest match. A general segmenter (jieba and kin) cuts by a dictionary of the
// whole language, whose words mostly have no icon; cutting by the words that do have one
// finds 云 in 云端科技 and 咖啡 in 星光咖啡馆, which is all the icon matching needs.

/** Latin runs (brand names such as 音浪KTV or Blue Whale) as lower-case tokens. */
const LATIN_RUN = /[a-z0-9]+/gi;
const HAN = /\p{Script=Han}/u;

export interface Vocabulary {
  words: ReadonlySet<string>;
  longest: number;
}

export function vocabularyOf(words: Iterable<string>): Vocabulary {
  const set = new Set<string>();
  for (const word of words) if (word.trim() !== '') set.add(word.trim().toLowerCase());
  let longest = 1;
  for (const word of set) longest = Math.max(longest, Array.from(word).length);
  return { words: set, longest };
}

/**
 * The vocabulary words found in `title`, left to right, longest first at each position;
 * characters no word starts with are skipped. Latin runs are whole tokens (matched when the
 * vocabulary has them, e.g. t恤's "t" is not taken from "KTV").
 */
export function segmentTitle(title: string, vocabulary: Vocabulary): string[] {
  const found: string[] = [];
  const chars = Array.from(title.toLowerCase());
  let i = 0;
  while (i < chars.length) {
    const char = chars[i] as string;
    if (!HAN.test(char)) {
      i += 1;
      continue;
    }
    let taken = 0;
    for (let length = Math.min(vocabulary.longest, chars.length - i); length >= 1; length -= 1) {
      const candidate = chars.slice(i, i + length).join('');
      if (Array.from(candidate).every((c) => HAN.test(c)) && vocabulary.words.has(candidate)) {
        found.push(candidate);
        taken = length;
        break;
      }
    }
    i += Math.max(1, taken);
  }
  for (const token of title.toLowerCase().match(LATIN_RUN) ?? []) if (vocabulary.words.has(token)) found.push(token);
  return [...new Set(found)];
}

/** Han stretches of the title that no found word covers (for looser, two-character lookups). */
export function uncoveredBigrams(title: string, words: readonly string[]): string[] {
  let rest = title;
  for (const word of words) rest = rest.split(word).join(' ');
  const bigrams: string[] = [];
  for (const run of rest.match(/\p{Script=Han}+/gu) ?? []) {
    const chars = Array.from(run);
    for (let i = 0; i + 1 < chars.length; i += 1) bigrams.push(`${chars[i]}${chars[i + 1]}`);
  }
  return bigrams;
}
