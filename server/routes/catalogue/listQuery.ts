import * as z from 'zod';
import type { SqlParam } from '../../db/types.ts';

/** Spec 9: page size 20 for logos and cards (26 for a sub-category, the client asks for it). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const int = (min: number, max: number) => z.string().regex(/^\d{1,6}$/, '应为整数').transform(Number).pipe(z.number().int().min(min).max(max));
/** "1,2,3" → [1, 2, 3]. */
const idList = z
  .string()
  .regex(/^\d{1,6}(,\d{1,6}){0,49}$/, '应为以逗号分隔的编号')
  .transform((s) => s.split(',').map(Number));

export const pagingSchema = {
  page: int(1, 100_000).default(1),
  pageSize: int(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const LOGO_FIELDS = ['id', 'name', 'title', 'slogan', 'category', 'sub', 'kind', 'layout', 'jp', 'create_at', 'sort', 'thumb', 'url'] as const;
export type LogoField = (typeof LOGO_FIELDS)[number];
const ORDER_FIELDS = ['create_at', 'sort', 'id', 'name'] as const;

/** `create_at`, `create_at desc`, `-create_at`, `sort asc` … → a whitelisted ORDER BY. */
const orderBy = z
  .string()
  .max(40)
  .transform((raw, ctx) => {
    const match = /^(-)?([a-z_]+)(?:\s+(asc|desc))?$/i.exec(raw.trim());
    const name = match?.[2]?.toLowerCase();
    const field = ORDER_FIELDS.find((f) => f === name);
    if (!match || !field) {
      ctx.addIssue({ code: 'custom', message: `排序字段只能是 ${ORDER_FIELDS.join('、')}` });
      return z.NEVER;
    }
    const desc = match[1] === '-' || match[3]?.toLowerCase() === 'desc';
    return { field, desc };
  });

export const logoListSchema = z.object({
  ...pagingSchema,
  orderBy: orderBy.optional(),
  /** Search: Chinese words, full pinyin or initials (简拼), matched against the record's jp keys and name. */
  jp: z.string().trim().max(50).optional(),
  category: idList.optional(),
  'category!': idList.optional(),
  sub: idList.optional(),
  groupBy: z.enum(['category', 'sub']).optional(),
  fields: z
    .string()
    .max(200)
    .transform((s, ctx) => {
      const names = s.split(',').map((f) => f.trim()).filter(Boolean);
      const fields = LOGO_FIELDS.filter((f) => names.includes(f));
      const unknown = names.filter((n) => !fields.some((f) => f === n));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `未知字段：${unknown.join('、')}` });
        return z.NEVER;
      }
      return [...new Set<LogoField>(['id', ...fields])];
    })
    .optional(),
});
export type LogoListQuery = z.output<typeof logoListSchema>;

export const cardListSchema = z.object({ ...pagingSchema, category: idList.optional(), sub: idList.optional() });

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** WHERE clause and its parameters for the logo filters (column names are ours, values are parameters). */
export function logoWhere(query: LogoListQuery): { sql: string; params: SqlParam[] } {
  const clauses: string[] = [];
  const params: SqlParam[] = [];
  const param = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const intArray = (ids: number[]) => param(`{${ids.join(',')}}`);
  if (query.category) clauses.push(`category = ANY(${intArray(query.category)}::int[])`);
  if (query['category!']) clauses.push(`NOT (category = ANY(${intArray(query['category!'])}::int[]))`);
  if (query.sub) clauses.push(`sub = ANY(${intArray(query.sub)}::int[])`);
  if (query.jp) {
    const q = escapeLike(query.jp.toLowerCase().replace(/\s+/g, ''));
    // A key starting with the query (简拼 "kf" → 咖啡), or the name containing it (Chinese).
    clauses.push(`((' ' || jp) LIKE ${param(`% ${q}%`)} OR lower(name) LIKE ${param(`%${q}%`)})`);
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export function orderClause(order: { field: string; desc: boolean } | undefined): string {
  const o = order ?? { field: 'sort', desc: false };
  return `${o.field} ${o.desc ? 'DESC' : 'ASC'}, id ASC`;
}

/** create_at as an ISO string, the same from PGlite and node-postgres. */
export function selectColumn(field: string): string {
  return field === 'create_at' ? `to_char(create_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS create_at` : field;
}
