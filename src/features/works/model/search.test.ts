import { describe, expect, it } from 'vitest';
import type { WorkRecord } from '../../../services/worksDb/index.ts';
import { searchWorks } from './search.ts';
import { extractSearchText } from '../../../../workers/core/works/rules/searchText.ts';

function work(id: string, name: string, texts: string[], updatedAt: number, deleted = false): WorkRecord {
  const document = { layers: [{ id: 'bg', type: 'rect' }, ...texts.map((text, i) => ({ id: `t${i}`, type: 'text', text }))] };
  return {
    id,
    owner: 'guest',
    kind: 'logo',
    name,
    revision: 1,
    schemaVersion: 2,
    content: JSON.stringify(document),
    hash: id,
    text: extractSearchText(document),
    thumb: null,
    createdAt: 0,
    updatedAt,
    deletedAt: deleted ? updatedAt : null,
    sync: null,
  };
}

describe('works search', () => {
  const works = [
    work('a', '星光咖啡', ['STAR LIGHT'], 1),
    work('b', '茶铺', ['星光 茶饮', '始于2010'], 3),
    work('c', '面馆', ['老字号'], 2),
    work('d', '星光旧作', [], 9, true),
  ];

  it('finds by name first, then by text inside the work, newest first, never deleted works', () => {
    const hits = searchWorks(works, '星光');
    expect(hits.map((hit) => [hit.record.id, hit.matchedIn])).toEqual([
      ['a', 'name'],
      ['b', 'text'],
    ]);
    expect(hits[1]?.excerpt).toBe('星光 茶饮');
  });

  it('ignores case, full-width forms and spaces', () => {
    expect(searchWorks(works, 'ｓｔａｒｌｉｇｈｔ').map((hit) => hit.record.id)).toEqual(['a']);
    expect(searchWorks(works, '老 字号').map((hit) => hit.record.id)).toEqual(['c']);
  });

  it('an empty query finds nothing and an unknown word finds nothing', () => {
    expect(searchWorks(works, '   ')).toEqual([]);
    expect(searchWorks(works, '不存在的词')).toEqual([]);
  });

  it('collects the text of every text layer, nested or not', () => {
    expect(extractSearchText({ layers: [{ text: ' 甲 ' }, { group: { text: '乙' } }, { text: '' }] })).toBe('甲\n乙');
  });
});
