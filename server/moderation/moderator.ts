import { pinyin } from 'pinyin-pro';
import { AhoCorasick } from './ahoCorasick.ts';
import { findContacts } from './adPatterns.ts';
import { worstLabel, type Category, type Hit } from './categories.ts';
import { loadLists, type Entry, type Lists } from './lists.ts';
import { isHan, latinWindows, normaliseText } from './normalise.ts';

export interface ScanResult {
  pass: boolean;
  /** Each list entry found once (folded: simplified, lower case), with its category. */
  hits: Hit[];
  /** The worst category among the hits (categories.ts order), 'normal' when none. */
  label: Category | 'normal';
}

export interface Moderator {
  scan(text: string): ScanResult;
  /** Entries loaded (built-in and, for an operator-aware moderator, added). */
  readonly size: number;
}

/** A hit with where it was found in the folded text (direct matches only). */
interface Found extends Hit {
  start?: number;
  end?: number;
}

const LATIN = /[a-z0-9]/;
const PURE_LATIN = /^[a-z0-9]+$/;

/** Toneless pinyin per Han character (first reading), cached: a whole-text pinyin call cost more than the rest of a scan. */
const syllableCache = new Map<string, string>();
function syllableOf(char: string): string {
  let syllable = syllableCache.get(char);
  if (syllable === undefined) {
    syllable = pinyin(char, { toneType: 'none', v: false }) || char;
    syllableCache.set(char, syllable);
  }
  return syllable;
}

/**
 * One word list compiled for matching (docs/moderation.md):
 * 1. the words themselves (Aho–Corasick over the folded text); an entry that
 *    begins or ends with a Latin letter must not run on into more letters
 *    (k粉 is not in pk粉丝);
 * 2. entries made only of Latin letters and digits as whole words, or runs of
 *    words split by separators ("fa lun gong");
 * 3. spelt entries (the core lists) of three or more Han characters in toneless
 *    pinyin or homophones mixed with Han characters (他ma的, 法伦功), only on
 *    character boundaries and only where a Han character takes part, so an
 *    English phrase is never read as pinyin; and as pinyin initials or full
 *    pinyin written as Latin words ("tmd", "T.M.D", "xi jin ping").
 */
export class CompiledList {
  private readonly direct: AhoCorasick;
  private readonly directEntries: Entry[] = [];
  private readonly latin = new Map<string, Entry>();
  private readonly spelt: Entry[] = [];
  private readonly spelling: AhoCorasick;
  readonly size: number;

  constructor(entries: readonly Entry[]) {
    this.size = entries.length;
    const forms: string[] = [];
    for (const entry of entries) {
      if (PURE_LATIN.test(entry.word)) this.latin.set(entry.word, entry);
      else this.directEntries.push(entry);
      const chars = [...entry.word];
      if (!entry.spelt || chars.length < 3 || !chars.every(isHan)) continue;
      const syllables = chars.map(syllableOf);
      this.spelt.push(entry);
      forms.push(syllables.join(''));
      const initials = syllables.map((s) => s[0] ?? '').join('');
      if (!this.latin.has(initials)) this.latin.set(initials, entry);
      if (!this.latin.has(syllables.join(''))) this.latin.set(syllables.join(''), entry);
    }
    this.direct = new AhoCorasick(this.directEntries.map((e) => e.word));
    this.spelling = new AhoCorasick(forms);
  }

  find(folded: string, windows: readonly string[], out: Found[]): void {
    for (const match of this.direct.findAll(folded)) {
      const entry = this.directEntries[match.pattern]!;
      if (LATIN.test(entry.word[0]!) && match.start > 0 && LATIN.test(folded[match.start - 1]!)) continue;
      if (LATIN.test(entry.word.at(-1)!) && match.end < folded.length && LATIN.test(folded[match.end]!)) continue;
      out.push({ word: entry.word, category: entry.category, start: match.start, end: match.end });
    }
    for (const window of windows) {
      const entry = this.latin.get(window);
      if (entry) out.push({ word: entry.word, category: entry.category });
    }
    if (this.spelt.length === 0) return;
    const { joined, boundary, fromHan } = toSyllables(folded);
    const spans = new Set<number>();
    for (const match of this.spelling.findAll(joined)) {
      if (!boundary[match.start] || !boundary[match.end]) continue;
      // Homophone entries (他妈的, 他马的, 它妈的) share a spelling: report the span once.
      if (spans.has(match.start * 65536 + match.end)) continue;
      spans.add(match.start * 65536 + match.end);
      if (!fromHan.subarray(match.start, match.end).some(Boolean)) continue;
      const entry = this.spelt[match.pattern]!;
      out.push({ word: entry.word, category: entry.category });
    }
  }
}

function toSyllables(folded: string): { joined: string; boundary: Uint8Array; fromHan: Uint8Array } {
  let joined = '';
  const marks: number[] = [0];
  const han: number[] = [];
  for (const char of folded) {
    const isHanChar = isHan(char);
    const unit = isHanChar ? syllableOf(char) : char;
    joined += unit;
    for (let i = 0; i < unit.length; i += 1) han.push(isHanChar ? 1 : 0);
    marks.push(joined.length);
  }
  const boundary = new Uint8Array(joined.length + 1);
  for (const mark of marks) boundary[mark] = 1;
  return { joined, boundary, fromHan: Uint8Array.from(han) };
}

/** Exemption phrases: a hit inside one of their occurrences, or equal to one, is dropped. */
export class Exemptions {
  private readonly phrases: string[];
  private readonly words: Set<string>;
  private readonly matcher: AhoCorasick;

  constructor(phrases: readonly string[]) {
    this.phrases = [...new Set(phrases.filter(Boolean))];
    this.words = new Set(this.phrases);
    this.matcher = new AhoCorasick(this.phrases);
  }

  filter(folded: string, found: readonly Found[]): Found[] {
    if (this.phrases.length === 0) return [...found];
    const spans = this.matcher.findAll(folded);
    return found.filter(
      (hit) => !this.words.has(hit.word) && !(hit.start !== undefined && spans.some((span) => span.start <= hit.start! && hit.end! <= span.end)),
    );
  }
}

function containsLonger(outer: Found, inner: Found): boolean {
  if (outer.start === undefined || outer.end === undefined || inner.start === undefined || inner.end === undefined) return false;
  return outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start;
}

/** Scans with the lists given, then drops exempted hits; each word once, contacts (广告) added. */
export function scanWith(text: string, lists: readonly CompiledList[], exemptions: Exemptions): ScanResult {
  const folded = normaliseText(text);
  const windows = latinWindows(text);
  const found: Found[] = [];
  for (const list of lists) list.find(folded, windows, found);
  const hits: Hit[] = [];
  const seen = new Set<string>();
  const kept = exemptions.filter(folded, found);
  // A word inside a longer word found at the same place (妈的 in 他妈的) is not news to the user.
  const outer = kept.filter((hit) => !kept.some((other) => containsLonger(other, hit)));
  for (const hit of [...outer, ...findContacts(text)]) {
    if (seen.has(hit.word)) continue;
    seen.add(hit.word);
    hits.push({ word: hit.word, category: hit.category });
  }
  return { pass: hits.length === 0, hits, label: worstLabel(hits) };
}

export function createModerator(lists: Lists | readonly string[] = loadLists()): Moderator {
  // A plain word list (tests, the naming generator's own checks) is taken as 辱骂 entries.
  const resolved: Lists = Array.isArray(lists) ? { entries: lists.map((word: string) => ({ word: normaliseText(word), category: '辱骂' as const, spelt: true })), exemptions: [] } : (lists as Lists);
  const compiled = new CompiledList(resolved.entries);
  const exemptions = new Exemptions(resolved.exemptions);
  return { size: compiled.size, scan: (text) => scanWith(text, [compiled], exemptions) };
}

let shared: { lists: Lists; compiled: CompiledList } | undefined;

/** The built-in lists compiled once per process (the automata are built on first use, ~1 s). */
export function builtInList(): { lists: Lists; compiled: CompiledList } {
  if (!shared) {
    const lists = loadLists();
    shared = { lists, compiled: new CompiledList(lists.entries) };
  }
  return shared;
}

let sharedModerator: Moderator | undefined;

/** The built-in lists without operators' changes (code that has no database at hand). */
export function moderator(): Moderator {
  if (!sharedModerator) {
    const { lists, compiled } = builtInList();
    const exemptions = new Exemptions(lists.exemptions);
    sharedModerator = { size: compiled.size, scan: (text) => scanWith(text, [compiled], exemptions) };
  }
  return sharedModerator;
}
