import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { parseQuery, sameQuery, stringifyQuery, type PageQuery } from '../router/query.ts';
import { isTabPath, type TabPath } from './tabs.ts';

/**
 * Spec section 2: tab switches can carry query parameters, kept in memory and
 * in the address hash, readable back by the page. The hash is the truth after
 * a reload or a history step; memory is the same value without a router (and
 * for code outside React). The router sync in tabQuerySync.ts keeps both equal.
 */
export type TabQueryState = Partial<Record<TabPath, PageQuery>>;

const initialState: TabQueryState = {};

export const tabQuerySlice = createSlice({
  name: 'tabQuery',
  initialState,
  reducers: {
    tabQueryStored(state, action: PayloadAction<{ path: TabPath; query: PageQuery }>) {
      const { path, query } = action.payload;
      const current = state[path];
      if (current && sameQuery(current, query)) return;
      state[path] = { ...query };
    },
  },
  selectors: {
    selectTabQuery: (state, path: TabPath): PageQuery => state[path] ?? EMPTY,
  },
});

const EMPTY: PageQuery = Object.freeze({});

export const { tabQueryStored } = tabQuerySlice.actions;
export const { selectTabQuery } = tabQuerySlice.selectors;

/** The hash (without `#`) a tab switch writes: `/pages/template/template?cate=3`. */
export function tabHashPath(path: TabPath, query: PageQuery): string {
  return `${path}${stringifyQuery(query)}`;
}

/** Reads a hash (with or without `#`) back into the tab and its query; null when it is not a tab page. */
export function readTabHash(hash: string): { path: TabPath; query: PageQuery } | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const queryStart = text.indexOf('?');
  const path = queryStart < 0 ? text : text.slice(0, queryStart);
  if (!isTabPath(path)) return null;
  return { path, query: queryStart < 0 ? {} : parseQuery(text.slice(queryStart)) };
}
