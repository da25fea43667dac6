import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../context.ts';
import { registerSigned } from '../signed/registerSigned.ts';

/**
 * Server UTC seconds. The GET is unsigned: the client calls it to correct its
 * clock before it can sign anything. The signed POST returns the same and
 * doubles as the cheapest end-to-end check of signing.
 */
export function registerUtcTimeRoutes(app: FastifyInstance): void {
  app.get('/api/v4/getutctime', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: 10000, msg: 'success', utctime: nowSeconds(app.services) };
  });
  registerSigned(app, '/getutctime', z.object({}), () => ({ utctime: nowSeconds(app.services) }));
}
