import * as z from 'zod';
import type { ApiClient } from '../../services/api/client.ts';

/** Spec 9: page size 20 for logos and cards (server/routes/catalogue/cards.ts). */
export const CARD_PAGE_SIZE = 20;

const cardRecord = z.looseObject({ id: z.string(), name: z.string(), category: z.number(), sub: z.number(), thumb: z.string(), url: z.string() });
export type CardTemplateRecord = z.output<typeof cardRecord>;
const pageSchema = z.object({ list: z.array(cardRecord), total: z.number(), page: z.number(), pageSize: z.number() });
export type CardTemplatePage = z.output<typeof pageSchema>;

const categorySchema = z.object({ k: z.string(), v: z.array(z.object({ id: z.number(), name: z.string() })) });
export type CardCategory = z.output<typeof categorySchema>['v'][number];

export async function fetchCardCategories(api: ApiClient, signal?: AbortSignal): Promise<CardCategory[]> {
  return (await api.contentGet('/api/sys/get', { k: 'card_category' }, { schema: categorySchema, signal })).v;
}

/** One page of card templates; category null = all. */
export function fetchCardTemplates(api: ApiClient, category: number | null, page: number, signal?: AbortSignal): Promise<CardTemplatePage> {
  const query: Record<string, number> = { page, pageSize: CARD_PAGE_SIZE };
  if (category !== null) query.category = category;
  return api.contentGet('/api/cards/list', query, { schema: pageSchema, signal });
}
