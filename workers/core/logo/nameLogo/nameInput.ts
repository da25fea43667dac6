import { surnameCaption } from '../monogram/surname.ts';

/** A name logo's name: 1–4 Chinese characters, spaces ignored; null for anything else. */
export function parseName(input: string): string | null {
  const name = input.replace(/\s+/g, '');
  const length = Array.from(name).length;
  if (length < 1 || length > 4 || !/^\p{Script=Han}+$/u.test(name)) return null;
  return name;
}

/**
 * The caption under a name: the pinyin of its surname in capitals when the catalogue's list
 * knows it (a compound surname before a single one: 欧阳娜娜 → OUYANG), else none.
 */
export function nameCaption(name: string, surnames: readonly { name: string; py: string }[]): string {
  const known = surnames.filter((s) => name.startsWith(s.name)).sort((a, b) => b.name.length - a.name.length)[0];
  return known ? surnameCaption(known.py) : '';
}
