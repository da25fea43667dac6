import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { parseOrThrow } from '../http/validation.ts';

const querySchema = z.object({ k: z.string().regex(/^[a-z_]{1,64}$/) });

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
}

export interface Category {
  id: number;
  name: string;
  sub: Array<{ id: number; name: string }>;
}

function toTree(rows: readonly CategoryRow[]): Category[] {
  const top: Category[] = [];
  const byId = new Map<number, Category>();
  for (const row of rows) {
    if (row.parent_id !== null) continue;
    const category = { id: row.id, name: row.name, sub: [] };
    top.push(category);
    byId.set(row.id, category);
  }
  for (const row of rows) {
    if (row.parent_id === null) continue;
    byId.get(row.parent_id)?.sub.push({ id: row.id, name: row.name });
  }
  return top;
}

/** Content service: `GET /api/sys/get?k=logo_category|card_category` → `{ k, v: [{ id, name, sub }] }`. */
export function registerSysRoutes(app: FastifyInstance): void {
  app.get('/api/sys/get', async (request, reply) => {
    const { k } = parseOrThrow(querySchema, request.query);
    const result = await app.services.db.query<CategoryRow>(
      'SELECT id, parent_id, name FROM content_category WHERE kind = $1 ORDER BY sort, id',
      [k],
    );
    if (result.rows.length === 0) throw new ApiError(ErrorCode.badRequest, `不支持的配置项：${k}`);
    reply.header('cache-control', 'public, max-age=300');
    return { k, v: toTree(result.rows) };
  });
}
