import { describe, expect, it } from 'vitest';
import type { TemplateRecord } from '../../../../workers/core/catalogue/types.ts';
import { canLoadMore, emptyList, hasMore, withPage } from './templatePages.ts';

const record = (id: string): TemplateRecord => ({ id, name: id, category: 1, sub: 101, create_at: '2024-01-01T00:00:00Z', thumb: `${id}.svg`, url: `${id}.json` });
const ids = (n: number, from = 0) => Array.from({ length: n }, (_, i) => record(`t${from + i}`));

describe('paged template list', () => {
  it('loads page after page until the total, then stops', () => {
    let list = emptyList();
    expect(canLoadMore(list)).toBe(true);
    list = withPage(list, 0, 1, ids(20), 45);
    list = withPage(list, 0, 2, ids(20, 20), 45);
    expect(hasMore(list)).toBe(true);
    list = withPage(list, 0, 3, ids(5, 40), 45);
    expect(list.items).toHaveLength(45);
    expect(canLoadMore(list)).toBe(false);
  });

  it('drops an answer meant for an older list (after a refresh or a tab change)', () => {
    const list = emptyList(2);
    expect(withPage(list, 1, 1, ids(20), 20)).toBe(list);
  });

  it('never shows a template twice when pages shift, and stops on an empty page', () => {
    let list = withPage(emptyList(), 0, 1, ids(20), 100);
    list = withPage(list, 0, 2, ids(20, 15), 100);
    expect(new Set(list.items.map((i) => i.id)).size).toBe(list.items.length);
    expect(list.items).toHaveLength(35);
    list = withPage(list, 0, 3, [], 100);
    expect(hasMore(list)).toBe(false);
  });
});
