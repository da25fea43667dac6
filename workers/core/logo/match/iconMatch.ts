import { searchIcons } from '../../catalogue/iconSearch.ts';
import type { IconItem } from '../../catalogue/types.ts';
import { createRng } from '../../random/prng.ts';
import { INDUSTRY_ICON_WORDS } from './industryWords.ts';
import { segmentTitle, uncoveredBigrams, vocabularyOf, type Vocabulary } from './segment.ts';

/** Icons found for one word of the brand name. */
export interface WordMatch<T> {
  word: string;
  icons: T[];
}

/** What a brand name and its industry point to in the icon catalogue. */
export interface IconMatches<T> {
  words: WordMatch<T>[];
  /** Icons whose keywords read as the industry (industryWords.ts); [] for no industry. */
  industry: T[];
}

const vocabularies = new WeakMap<readonly IconItem[], Vocabulary>();

/** Every name and keyword of the catalogue, once per item list. */
function vocabularyFor(items: readonly IconItem[]): Vocabulary {
  let vocabulary = vocabularies.get(items);
  if (!vocabulary) {
    vocabulary = vocabularyOf(items.flatMap((item) => [item.n, ...item.k]));
    vocabularies.set(items, vocabulary);
  }
  return vocabulary;
}

const keysOf = (item: IconItem) => [item.n, ...item.k].map((k) => k.toLowerCase());
/** The icon has the word as a keyword of its own (the build lists each part of a compound: 咖啡机 → 咖啡, 机). */
const named = (item: IconItem, word: string) => keysOf(item).includes(word);
/** A keyword holds the word; a one-character word only starts one (心 → 心脉搏, not 开心). */
const holds = (item: IconItem, word: string) =>
  Array.from(word).length > 1 ? keysOf(item).some((k) => k.includes(word)) : keysOf(item).some((k) => k.startsWith(word));

/**
 * Icons for a word through the catalogue search (Chinese keywords; pinyin for a Latin
 * token): those having the word as a keyword, else those whose keyword holds it. Substrings
 * mislead (平板 is in 平板车, a flat wagon; 风 in 吹风机), so they are only the fallback; and
 * the search's answers by category are dropped, a category says little about one icon.
 */
function iconsForWord(items: readonly IconItem[], word: string, latin: boolean): IconItem[] {
  const found = searchIcons(items, word, 40);
  if (latin) return found.filter((item) => named(item, word) || item.py.split(' ').some((py) => py.startsWith(word)));
  const exact = found.filter((item) => named(item, word));
  return exact.length > 0 ? exact : found.filter((item) => holds(item, word));
}

/**
 * The brand name's words mapped to icons: the catalogue words it contains (segment.ts),
 * then, where no word was found, its two-character pieces held by a keyword, and Latin
 * tokens as pinyin (yunduan, kafei). Plus the industry's icons.
 */
export function matchIcons(items: readonly IconItem[], title: string, industry: string): IconMatches<IconItem> {
  const clean = title.trim().toLowerCase();
  const words = segmentTitle(clean, vocabularyFor(items));
  const matches: WordMatch<IconItem>[] = words.map((word) => ({ word, icons: iconsForWord(items, word, /^[a-z0-9]+$/.test(word)) }));
  for (const bigram of uncoveredBigrams(clean, words)) matches.push({ word: bigram, icons: iconsForWord(items, bigram, false) });
  for (const token of clean.match(/[a-z]{3,}/g) ?? []) {
    if (!words.includes(token)) matches.push({ word: token, icons: iconsForWord(items, token, true) });
  }
  const industryWords = INDUSTRY_ICON_WORDS[industry] ?? [];
  const own = industryWords.length > 0 ? items.filter((item) => industryWords.some((word) => named(item, word))) : [];
  return { words: matches.filter((m) => m.icons.length > 0), industry: own };
}

/** Monogram layouts of AI design: a round emblem or a square badge holding the initials. */
export type MonogramLayout = 'emblem' | 'badge';

export type MarkChoice<T> = { kind: 'icons'; icons: readonly T[] | undefined } | { kind: 'monogram'; layout: MonogramLayout };

/** Share of monograms among candidates when words or the industry found icons, and when nothing did. */
export const MONOGRAM_SHARE = { matched: 0.08, unmatched: 0.34 };
/** Among icon candidates with both kinds found: the brand name's own words this often, else the industry's. */
export const WORD_SHARE = 0.75;

/**
 * Where a seed falls in [0, 1): seed × the golden ratio, modulo 1 (in 32-bit fixed point).
 * A batch's seeds are evenly stepped (src/features/logo/hooks/seeds.ts), so these points
 * spread evenly over [0, 1) (a Weyl sequence): 12 candidates get the shares below within one
 * candidate, where independent draws would give a batch of 4 monograms now and then.
 */
export function seedPoint(seed: number): number {
  return (Math.imul(seed >>> 0, 0x9e3779b9) >>> 0) / 2 ** 32;
}

/**
 * What one candidate shows, from its seed (a stream apart from the generator's, so its own
 * choices for a seed stay as they were): icons of one word of the name (each word as likely
 * as another), the industry's icons, or a monogram. `undefined` icons: the generator's
 * catalogue (nothing matched).
 */
export function chooseMark<T>(seed: number, matches: IconMatches<T>): MarkChoice<T> {
  const rng = createRng((seed ^ 0x5bd1e995) >>> 0);
  const point = seedPoint(seed);
  const words = matches.words.filter((m) => m.icons.length > 0);
  const matched = words.length > 0 || matches.industry.length > 0;
  const monogram = matched ? MONOGRAM_SHARE.matched : MONOGRAM_SHARE.unmatched;
  if (point < monogram) return { kind: 'monogram', layout: rng.chance(0.5) ? 'emblem' : 'badge' };
  if (!matched) return { kind: 'icons', icons: undefined };
  const useWords = words.length > 0 && (matches.industry.length === 0 || point < monogram + (1 - monogram) * WORD_SHARE);
  return { kind: 'icons', icons: useWords ? rng.pick(words).icons : matches.industry };
}

const HAN_CHAR = /\p{Script=Han}/u;

/** The monogram's mark: a Chinese name's first character; a Latin name's initials (at most two). */
export function monogramMark(title: string): string {
  const clean = title.trim();
  const first = Array.from(clean)[0] ?? '';
  if (HAN_CHAR.test(first)) return first;
  const initials = (clean.match(/[A-Za-z0-9]+/g) ?? []).map((word) => (word[0] as string).toUpperCase()).join('');
  return initials.slice(0, 2) || first.toUpperCase();
}
