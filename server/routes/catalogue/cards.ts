import type { FastifyInstance } from 'fastify';
import { parseOrThrow } from '../../http/validation.ts';
import { cardListSchema, selectColumn } from './listQuery.ts';

const CARD_COLUMNS = ['id', 'name', 'category', 'sub', 'create_at', 'sort', 'thumb', 'url'];

/** Content service `GET /api/cards/list` (spec 7): category, page, pageSize (20). */
export function registerCardListRoute(app: FastifyInstance): void {
  app.get('/api/cards/list', async (request, reply) => {
    const query = parseOrThrow(cardListSchema, request.query);
    const clauses: string[] = [];
    const params: string[] = [];
    if (query.category) {
      params.push(`{${query.category.join(',')}}`);
      clauses.push(`category = ANY($${params.length}::int[])`);
    }
    if (query.sub) {
      params.push(`{${query.sub.join(',')}}`);
      clauses.push(`sub = ANY($${params.length}::int[])`);
    }
    const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
    const db = app.services.db;
    const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM card_template ${where}`, params);
    const rows = await db.query(
      `SELECT ${CARD_COLUMNS.map(selectColumn).join(', ')} FROM card_template ${where} ORDER BY sort, id LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
      params,
    );
    reply.header('cache-control', 'public, max-age=60');
    return { list: rows.rows, total: total.rows[0]?.n ?? 0, page: query.page, pageSize: query.pageSize };
  });
}
