import type { FastifyInstance } from 'fastify';
import { registerWorksRoutes } from './routes.ts';

export { registerWorksRoutes, WorksErrorCode } from './routes.ts';

/** Registered from routes/index.ts as `app.register(import('./works'))`. */
export default async function worksRoutes(app: FastifyInstance): Promise<void> {
  registerWorksRoutes(app);
}
