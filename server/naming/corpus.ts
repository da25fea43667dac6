import { readFileSync } from 'node:fs';
import { LEXICON } from './lexicon.ts';

/** One sentence of a poem, with where it comes from. */
export interface PoemLine {
  text: string;
  book: string;
  title: string;
  author: string;
  /** The line's characters that are in the name lexicon, in order, each once. */
  nameChars: string[];
}

interface CorpusFile {
  poems: Array<{ book: string; title: string; author: string; lines: string[] }>;
}

let lines: PoemLine[] | undefined;

/** The lines of 诗经, 楚辞 and 唐诗三百首 that have at least one character a name may use (built by scripts/naming/build-poems.mjs). */
export function poemLines(): PoemLine[] {
  if (lines) return lines;
  const file = JSON.parse(readFileSync(new URL('./corpus/poems.json', import.meta.url), 'utf8')) as CorpusFile;
  lines = [];
  for (const poem of file.poems) {
    for (const text of poem.lines) {
      const nameChars = [...new Set([...text].filter((ch) => LEXICON.has(ch)))];
      if (nameChars.length > 0) lines.push({ text, book: poem.book, title: poem.title, author: poem.author, nameChars });
    }
  }
  return lines;
}

/** "唐·王维《山居秋暝》：明月松间照，清泉石上流。" */
export function citeLine(line: PoemLine): string {
  const work = line.book === '唐诗' ? `唐·${line.author}《${line.title}》` : `${line.author ? `${line.author}` : ''}《${line.book}·${line.title}》`;
  return `${work}：${line.text}`;
}
