import { readFileSync } from 'node:fs';
import { CATEGORIES, isCategory, type Category } from '../categories.ts';
import type { Moderator } from '../moderator.ts';

/** One line of the labelled set: a text and the category it must be refused for (null: must pass). */
export interface Labelled {
  text: string;
  expected: Category | null;
}

function readTsv(name: string): string[][] {
  return readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

export function loadLabelledSet(): Labelled[] {
  const positives = readTsv('positives.tsv').map(([label, text]) => {
    if (!label || !isCategory(label) || !text) throw new Error(`positives.tsv: bad line ${label}\t${text}`);
    return { text, expected: label };
  });
  const negatives = readTsv('negatives.tsv').map(([text]) => ({ text: text!, expected: null }));
  return [...positives, ...negatives];
}

export interface CategoryFigures {
  category: Category;
  positives: number;
  found: number;
  recall: number;
  /** Of the texts given this category, the share that carry it in the set. */
  precision: number;
}

export interface Evaluation {
  categories: CategoryFigures[];
  negatives: number;
  falsePositives: number;
  falsePositiveRate: number;
  /** Positives whose category was not reported, and negatives that were refused (with what). */
  misses: string[];
  wrongly: string[];
}

/**
 * Recall per category: a positive counts when a hit of its category is reported.
 * Precision per category: of all texts with a hit of that category, those labelled so.
 */
export function evaluate(moderator: Moderator, set: readonly Labelled[] = loadLabelledSet()): Evaluation {
  const misses: string[] = [];
  const wrongly: string[] = [];
  const tallies = new Map(CATEGORIES.map((c) => [c, { positives: 0, found: 0, flagged: 0, flaggedRight: 0 }]));
  let negatives = 0;
  let falsePositives = 0;
  for (const { text, expected } of set) {
    const result = moderator.scan(text);
    const reported = new Set(result.hits.map((h) => h.category));
    for (const category of reported) {
      const tally = tallies.get(category)!;
      tally.flagged += 1;
      if (category === expected) tally.flaggedRight += 1;
    }
    if (expected === null) {
      negatives += 1;
      if (!result.pass) {
        falsePositives += 1;
        wrongly.push(`${text} → ${result.hits.map((h) => `${h.word}(${h.category})`).join(' ')}`);
      }
      continue;
    }
    const tally = tallies.get(expected)!;
    tally.positives += 1;
    if (reported.has(expected)) tally.found += 1;
    else misses.push(`${expected}: ${text} → ${result.hits.map((h) => `${h.word}(${h.category})`).join(' ') || 'passed'}`);
  }
  return {
    categories: CATEGORIES.map((category) => {
      const t = tallies.get(category)!;
      return { category, positives: t.positives, found: t.found, recall: t.positives ? t.found / t.positives : 1, precision: t.flagged ? t.flaggedRight / t.flagged : 1 };
    }),
    negatives,
    falsePositives,
    falsePositiveRate: negatives ? falsePositives / negatives : 0,
    misses,
    wrongly,
  };
}
