import type { WorkRecord } from '../../../services/worksDb/index.ts';

/**
 * Search of the works list (/pages/works/search): by name and by the text
 * inside the work. Width, case and spacing do not matter (NFKC + lowercase,
 * whitespace ignored), so 'ＡＢＣ' finds 'abc' and '星 光' finds '星光'.
 * Name matches come first, then text matches; newest edit first within each.
 */

export function normaliseForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

export interface SearchHit {
  record: WorkRecord;
  matchedIn: 'name' | 'text';
  /** For text hits, the matching line of the work's text. */
  excerpt: string;
}

export function searchWorks(records: readonly WorkRecord[], query: string): SearchHit[] {
  const needle = normaliseForSearch(query);
  if (needle === '') return [];
  const hits: SearchHit[] = [];
  for (const record of records) {
    if (record.deletedAt !== null) continue;
    if (normaliseForSearch(record.name).includes(needle)) {
      hits.push({ record, matchedIn: 'name', excerpt: '' });
      continue;
    }
    const line = record.text.split('\n').find((candidate) => normaliseForSearch(candidate).includes(needle));
    if (line !== undefined) hits.push({ record, matchedIn: 'text', excerpt: line.slice(0, 60) });
  }
  const rank = (hit: SearchHit) => (hit.matchedIn === 'name' ? 0 : 1);
  return hits.sort((a, b) => rank(a) - rank(b) || b.record.updatedAt - a.record.updatedAt);
}
