import * as OpenCC from 'opencc-js/t2cn';

/**
 * Folds the usual evasions before matching (docs/moderation.md):
 * full-width and other compatibility forms (NFKC), letter case, traditional
 * forms (OpenCC, Taiwan/Hong Kong variants → mainland), and everything that is
 * not a letter or digit (spaces, punctuation, symbols, zero-width characters,
 * emoji) placed between the characters of a word.
 */
const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' });
const twToSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });
const hkToSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/**
 * Traditional → simplified per character, cached: the three converters over a whole
 * 2,000-character text cost 0.3 ms and most of a scan's garbage; a character at a time
 * the same text is a few map reads. Phrase-level forms are not needed for matching:
 * the lists are folded by this same function.
 */
const simplifiedOf = new Map<string, string>();
function simplifyChar(char: string): string {
  let simple = simplifiedOf.get(char);
  if (simple === undefined) {
    simple = toSimplified(hkToSimplified(twToSimplified(char)));
    if (simplifiedOf.size < 50_000) simplifiedOf.set(char, simple);
  }
  return simple;
}

export function normaliseText(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase().replace(NOT_LETTER_OR_DIGIT, '');
  let out = '';
  for (const char of folded) out += char.charCodeAt(0) < 0x2e80 ? char : simplifyChar(char);
  return out;
}

const HAN = /\p{Script=Han}/u;

export function isHan(char: string): boolean {
  return HAN.test(char);
}

const LATIN_WORD = /[a-z0-9]+/g;
const HAN_OR_OTHER_LETTER = /[^\p{L}\p{N}]*[^a-z0-9\P{L}][^\p{L}\p{N}]*/u;

/**
 * Latin words of the text and every run of up to eight of them joined, where only
 * separators stand between them ("fa lun gong" → falungong, "T.M.D" → tmd); a Han
 * character or other letter breaks a run, so "s好b" is not "sb".
 */
export function latinWindows(text: string): string[] {
  const folded = text.normalize('NFKC').toLowerCase();
  const windows: string[] = [];
  for (const piece of folded.split(HAN_OR_OTHER_LETTER)) {
    const words = piece.match(LATIN_WORD);
    if (!words) continue;
    for (let i = 0; i < words.length; i += 1) {
      let joined = '';
      for (let j = i; j < Math.min(words.length, i + 8); j += 1) {
        joined += words[j];
        windows.push(joined);
      }
    }
  }
  return windows;
}
