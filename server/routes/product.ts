import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { parseOrThrow } from '../http/validation.ts';
import { readProductConfig } from '../services/productConfig.ts';

const querySchema = z.object({
  id: z.string().regex(/^\d{1,9}$/).transform(Number),
  fields: z.literal('config').optional(),
  t: z.string().optional(),
});

/**
 * Content service: the product config read at launch for the announcement.
 * Like every content-service success it has no `code` field (spec section 8).
 */
export function registerProductRoutes(app: FastifyInstance): void {
  app.get('/api/product/get', async (request, reply) => {
    const query = parseOrThrow(querySchema, request.query);
    const config = await readProductConfig(app.services.db, query.id);
    if (!config) throw new ApiError(ErrorCode.notFound, '产品不存在');
    reply.header('cache-control', 'no-cache');
    return { id: query.id, config };
  });
}
