import type { FastifyInstance } from 'fastify';
import { ApiError, ErrorCode } from '../http/errors.ts';

/**
 * The client races mirrored hosts with HEAD /health and keeps the first that
 * answers with the expected x-machine-id (spec section 7, host choice). GET
 * gives the same headers with a small body; HEAD is derived from it by Fastify.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/health', async (request, reply) => {
    reply.header('x-machine-id', app.services.machineId).header('cache-control', 'no-store');
    try {
      await app.services.db.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      throw new ApiError(ErrorCode.unavailable);
    }
    return { status: 'ok' };
  });
}
