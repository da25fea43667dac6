import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { isLocalRequest } from '../http/clientAddress.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { parseOrThrow } from '../http/validation.ts';
import { productConfigSchema, productIdSchema, readProductConfig, writeProductConfig } from '../services/productConfig.ts';

const putConfigSchema = z.object({ id: productIdSchema, config: productConfigSchema });
const analyticsQuerySchema = z.object({ limit: z.string().regex(/^\d{1,4}$/).transform(Number).optional() });

/**
 * Operations and test helpers, reachable only from this machine (see
 * isLocalRequest: a same-host proxy does not count).
 */
export function registerDevRoutes(app: FastifyInstance): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isLocalRequest(request)) throw new ApiError(ErrorCode.forbidden);
    });

    scope.put('/dev/product-config', async (request) => {
      const { id, config } = parseOrThrow(putConfigSchema, request.body);
      await writeProductConfig(app.services.db, id, config);
      return { id, config: (await readProductConfig(app.services.db, id)) ?? config };
    });

    scope.get('/dev/analytics', async (request) => {
      const { limit = 50 } = parseOrThrow(analyticsQuerySchema, request.query);
      const result = await app.services.db.query(
        `SELECT id::float8 AS id, project, event, properties, client_time AS time, ip, received_at
         FROM analytics_events ORDER BY id DESC LIMIT $1`,
        [Math.min(Math.max(limit, 1), 500)],
      );
      return { events: result.rows };
    });
  });
}
