import { pinyin } from 'pinyin-pro';
import type { NameSuggestion, NamingRequest } from '../../workers/core/naming/request.ts';
import type { Moderator } from '../moderation/moderator.ts';
import { citeLine, poemLines, type PoemLine } from './corpus.ts';
import { industryTraits } from './industries.ts';
import { LEXICON } from './lexicon.ts';
import { lineMood } from './lineMood.ts';
import { hasFlatRun, isCommonChar, isPolyphone, isUnluckyHomophone, tonesOf, toneScore } from './phonetics.ts';

/**
 * The offline name maker (docs/naming.md): names are characters taken in
 * order from one line of 诗经, 楚辞 or 唐诗三百首, so every name has its
 * source line; candidates are scored for meaning (the lexicon, the style, the
 * user's keywords and the industry), tone pattern, rare or ambiguous
 * characters and unlucky homophones, and drawn at random among the best so
 * each request differs (the random source is injected: seeded in tests).
 */
export interface GeneratorDeps {
  random: () => number;
  moderator: Moderator;
  /** Toneless pinyin of banned words, refused as homophones. */
  bannedForms?: ReadonlySet<string>;
  lines?: readonly PoemLine[];
}

export interface ScoredName extends NameSuggestion {
  score: number;
}

const LINES_PER_REQUEST = 600;

function poemCharCount(request: NamingRequest): { fromPoem: number; ending: 0 | 1 | 2 } {
  if (request.subject === 'person') return { fromPoem: request.length, ending: 0 };
  if (request.length === 4) return { fromPoem: 2, ending: 2 };
  if (request.length === 3 && (request.subject === 'shop' || request.subject === 'company')) return { fromPoem: 2, ending: 1 };
  return { fromPoem: request.length, ending: 0 };
}

/** Ordered picks of `size` characters from a line's name characters (at most a few dozen per line). */
function picksOf(chars: readonly string[], size: number): string[][] {
  if (size === 1) return chars.map((c) => [c]);
  const out: string[][] = [];
  const walk = (from: number, picked: string[]) => {
    if (picked.length === size) {
      out.push(picked);
      return;
    }
    for (let i = from; i < chars.length && out.length < 60; i += 1) walk(i + 1, [...picked, chars[i]!]);
  };
  walk(0, []);
  return out;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function meaningOf(chars: readonly string[]): string {
  const glosses = chars.map((ch) => LEXICON.get(ch)?.gloss).filter((g): g is string => Boolean(g));
  return [...new Set(glosses)].join('，');
}

export function scoreName(request: NamingRequest, chars: readonly string[], line: PoemLine, fullName: string): number | null {
  const keywordChars = new Set([...request.keywords.join('')]);
  const affinity = industryTraits(request.industry).affinity;
  // A grim line is never a name's source, however good the picked characters (若青 ← 若青蝇).
  if (lineMood(line.text, line.title).grim) return null;
  let score = 0;
  for (const ch of chars) {
    const info = LEXICON.get(ch);
    if (!info) return null;
    score += info.weight;
    if (info.styles.includes(request.style)) score += 1;
    if (keywordChars.has(ch)) score += 3;
    if (affinity.includes(ch)) score += 1.5;
    if (!isCommonChar(ch)) score -= 2;
    if (isPolyphone(ch)) score -= 0.5;
  }
  if (new Set(chars).size < chars.length && request.style !== 'cute') score -= 2;
  // Characters side by side in the poem are a phrase the poet wrote (清扬, 蒹葭).
  if (chars.length === 2 && line.text.includes(chars.join(''))) score += 1;
  const tones = tonesOf(fullName);
  if (hasFlatRun(tones)) return null;
  score += toneScore(tones);
  return score;
}

export function generateNames(request: NamingRequest, deps: GeneratorDeps): ScoredName[] {
  const { random, moderator } = deps;
  const lines = deps.lines ?? poemLines();
  const { fromPoem, ending } = poemCharCount(request);
  const endings = ending === 0 ? [''] : industryTraits(request.industry).endings[ending];
  const keywordChars = new Set([...request.keywords.join(''), ...industryTraits(request.industry).affinity]);
  // Lines that hold a keyword or trade character first, then the rest, each group in random order.
  const eligible = lines.filter((line) => line.nameChars.length >= fromPoem && !lineMood(line.text, line.title).grim);
  const preferred = eligible.filter((line) => line.nameChars.some((ch) => keywordChars.has(ch)));
  const others = eligible.filter((line) => !line.nameChars.some((ch) => keywordChars.has(ch)));
  const sample = [...shuffled(preferred, random).slice(0, LINES_PER_REQUEST / 2), ...shuffled(others, random)].slice(0, LINES_PER_REQUEST);

  const best = new Map<string, ScoredName>();
  for (const line of sample) {
    for (const chars of picksOf(line.nameChars, fromPoem)) {
      const suffix = endings[Math.floor(random() * endings.length)] ?? '';
      const name = chars.join('') + suffix;
      const spoken = request.subject === 'person' ? request.surname + name : name;
      const score = scoreName(request, chars, line, spoken);
      if (score === null) continue;
      if (isUnluckyHomophone(chars.join(''), deps.bannedForms)) continue;
      // Noise so equal scores come out in a different order every time.
      const noisy = score + random() * 2.5;
      const previous = best.get(name);
      if (!previous || previous.score < noisy) best.set(name, { name: spoken, meaning: meaningOf(chars), source: citeLine(line), pinyin: '', score: noisy });
    }
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score);
  const chosen: ScoredName[] = [];
  const usedSources = new Set<string>();
  const usedNames = new Set<string>();
  const usedChars = new Map<string, number>();
  // Variety first: one name per source line and no character in more than two
  // names; a second pass without the character cap fills what is left.
  for (const charCap of [2, Number.POSITIVE_INFINITY]) {
    for (const candidate of ranked) {
      if (chosen.length >= request.count) break;
      const own = [...candidate.name.slice(request.subject === 'person' ? request.surname.length : 0)];
      if (usedNames.has(candidate.name) || usedSources.has(candidate.source) || own.some((ch) => (usedChars.get(ch) ?? 0) >= charCap)) continue;
      if (!moderator.scan(candidate.name).pass) continue;
      usedNames.add(candidate.name);
      usedSources.add(candidate.source);
      for (const ch of own) usedChars.set(ch, (usedChars.get(ch) ?? 0) + 1);
      chosen.push(candidate);
    }
  }
  return chosen;
}

/** Toneless pinyin of each banned word of two or more characters (homophones are refused as names). */
export function bannedPinyinForms(words: readonly string[]): Set<string> {
  return new Set(words.filter((w) => [...w].length >= 2 && /^\p{Script=Han}+$/u.test(w)).map((w) => pinyin(w, { toneType: 'none', separator: '' })));
}
