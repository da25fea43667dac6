import type { FastifyInstance } from 'fastify';
import { parseOrThrow } from '../../http/validation.ts';
import { describeHits } from '../../moderation/reasons.ts';
import { LOGO_FIELDS, logoListSchema, logoWhere, orderClause, selectColumn, type LogoListQuery } from './listQuery.ts';

type Row = Record<string, unknown>;

async function listLogos(app: FastifyInstance, query: LogoListQuery) {
  const fields = query.fields ?? [...LOGO_FIELDS];
  const columns = fields.map(selectColumn).join(', ');
  const where = logoWhere(query);
  const offset = (query.page - 1) * query.pageSize;
  const db = app.services.db;
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM logo_template ${where.sql}`, where.params);
  const rows = await db.query<Row>(
    `SELECT ${columns} FROM logo_template ${where.sql} ORDER BY ${orderClause(query.orderBy)} LIMIT ${query.pageSize} OFFSET ${offset}`,
    where.params,
  );
  return { list: rows.rows, total: total.rows[0]?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** groupBy: the first pageSize records of every category (or sub-category), with each group's total. */
async function groupLogos(app: FastifyInstance, query: LogoListQuery, key: 'category' | 'sub') {
  const fields = query.fields ?? [...LOGO_FIELDS];
  const where = logoWhere(query);
  const rows = await app.services.db.query<Row & { group_key: number; group_total: number }>(
    `SELECT ${fields.map(selectColumn).join(', ')}, group_key, group_total FROM (
       SELECT *, ${key} AS group_key,
              row_number() OVER (PARTITION BY ${key} ORDER BY ${orderClause(query.orderBy)}) AS group_row,
              (count(*) OVER (PARTITION BY ${key}))::int AS group_total
       FROM logo_template ${where.sql}
     ) grouped
     WHERE group_row <= ${query.pageSize}
     ORDER BY group_key, group_row`,
    where.params,
  );
  const groups = new Map<number, { key: number; total: number; list: Row[] }>();
  for (const { group_key: groupKey, group_total: total, ...row } of rows.rows) {
    const group = groups.get(groupKey) ?? { key: groupKey, total, list: [] };
    group.list.push(row);
    groups.set(groupKey, group);
  }
  return { groupBy: key, groups: [...groups.values()], pageSize: query.pageSize };
}

/**
 * Content service `GET /api/logos/list` (spec 7): pageSize, page, orderBy, jp, category,
 * category!, sub, groupBy, fields. No `code` field on success (spec 8).
 */
export function registerLogoListRoute(app: FastifyInstance): void {
  app.get('/api/logos/list', async (request, reply) => {
    const query = parseOrThrow(logoListSchema, request.query);
    // A search term is text the server keeps in its logs: one the lists refuse finds nothing, and says why.
    const verdict = query.jp ? app.moderation.scan(query.jp) : null;
    if (verdict && !verdict.pass) {
      reply.header('cache-control', 'no-store');
      return { list: [], total: 0, page: query.page, pageSize: query.pageSize, refused: `搜索词含有不当词语：${describeHits(verdict.hits)}` };
    }
    reply.header('cache-control', 'public, max-age=60');
    return query.groupBy ? groupLogos(app, query, query.groupBy) : listLogos(app, query);
  });
}
