import * as z from 'zod';
import type { ApiClient } from '../../../services/api/client.ts';
import { templateRecordSchema, type TemplateRecord } from '../../../../workers/core/catalogue/types.ts';
import { createTtlCache } from '../../../../workers/core/catalogue/cache.ts';

/** Spec 9: page size 20 for logos and cards; sub-category page size 26, cached 30 min. */
export const LOGO_PAGE_SIZE = 20;
export const SUB_PAGE_SIZE = 26;
export const SUB_CACHE_MS = 30 * 60_000;
/** Ours: 姓氏LOGO and 字母LOGO (server/db/migrations/0300_logo_templates.sql); 图案LOGO excludes them. */
export const SURNAME_CATEGORY_ID = 90;
export const LETTER_CATEGORY_ID = 91;

const pageSchema = z.object({ list: z.array(templateRecordSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type TemplatePage = z.output<typeof pageSchema>;

const categorySchema = z.object({
  k: z.string(),
  v: z.array(z.object({ id: z.number(), name: z.string(), sub: z.array(z.object({ id: z.number(), name: z.string() })) })),
});
export type LogoCategory = z.output<typeof categorySchema>['v'][number];

/** What a list shows: the spec's three fixed tabs, or one category (optionally a sub-category). */
export type TemplateFilter =
  | { kind: 'all' }
  | { kind: 'newest' }
  | { kind: 'pattern' }
  | { kind: 'category'; category: number; sub?: number }
  | { kind: 'search'; keyword: string };

export function listQuery(filter: TemplateFilter, page: number): Record<string, string | number> {
  const base = { page, pageSize: LOGO_PAGE_SIZE };
  switch (filter.kind) {
    case 'all':
      return base;
    case 'newest':
      return { ...base, orderBy: 'create_at desc' };
    case 'pattern':
      return { ...base, 'category!': `${SURNAME_CATEGORY_ID},${LETTER_CATEGORY_ID}` };
    case 'search':
      return { ...base, jp: filter.keyword.trim() };
    case 'category':
      return filter.sub ? { page, pageSize: SUB_PAGE_SIZE, category: filter.category, sub: filter.sub } : { ...base, category: filter.category };
  }
}

const subCache = createTtlCache<Promise<TemplatePage>>({ maxAgeMs: SUB_CACHE_MS, maxEntries: 200 });

export function fetchTemplates(api: ApiClient, filter: TemplateFilter, page: number, signal?: AbortSignal): Promise<TemplatePage> {
  const query = listQuery(filter, page);
  const load = () => api.contentGet('/api/logos/list', query, { schema: pageSchema, signal });
  if (filter.kind !== 'category' || !filter.sub) return load();
  const key = JSON.stringify(query);
  const hit = subCache.get(key);
  if (hit) return hit;
  const promise = load();
  subCache.set(key, promise);
  promise.catch(() => subCache.delete(key));
  return promise;
}

export async function fetchLogoCategories(api: ApiClient, signal?: AbortSignal): Promise<LogoCategory[]> {
  const reply = await api.contentGet('/api/sys/get', { k: 'logo_category' }, { schema: categorySchema, signal });
  return reply.v;
}

export function isIndustry(category: LogoCategory): boolean {
  return category.id !== SURNAME_CATEGORY_ID && category.id !== LETTER_CATEGORY_ID;
}

export type { TemplateRecord };

const groupsSchema = z.object({
  groups: z.array(z.object({ key: z.number(), total: z.number(), list: z.array(templateRecordSchema) })),
});
export type TemplateGroup = z.output<typeof groupsSchema>['groups'][number];

/** The first few templates of every category (find page), one request. */
export async function fetchTemplateGroups(api: ApiClient, perGroup: number, signal?: AbortSignal): Promise<TemplateGroup[]> {
  const reply = await api.contentGet('/api/logos/list', { groupBy: 'category', pageSize: perGroup }, { schema: groupsSchema, signal });
  return reply.groups;
}
