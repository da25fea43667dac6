import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../context.ts';
import { visitorAddress } from '../http/clientAddress.ts';
import { parseOrThrow } from '../http/validation.ts';
import { lookupRegion } from '../services/ipRegion.ts';

// The body only carries the client's time, which we do not need; an empty body is fine too.
const bodySchema = z
  .object({ time: z.union([z.number(), z.string().max(64)]).optional() })
  .optional();

/**
 * Content service: the visitor's province from the offline IP database, for
 * the start-up announcement rule. `time` in the reply is server unix seconds.
 */
export function registerLocationRoutes(app: FastifyInstance): void {
  app.post('/api/location_and_time', async (request, reply) => {
    parseOrThrow(bodySchema, request.body);
    const ip = visitorAddress(request);
    const { province, city } = lookupRegion(ip);
    reply.header('cache-control', 'no-store');
    return { province, city, ip, time: nowSeconds(app.services) };
  });
}
