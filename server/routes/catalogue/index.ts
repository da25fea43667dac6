import type { FastifyInstance } from 'fastify';
import { registerCardListRoute } from './cards.ts';
import { registerLogoListRoute } from './logos.ts';
import { catalogueDir, syncCatalogue } from './seed.ts';

/**
 * Content-service lists of logo and card templates (issue 4). The rows are synced from
 * the generated catalogue when the server becomes ready; a missing catalogue is logged
 * and the lists serve what the database already holds.
 */
export function registerCatalogueRoutes(app: FastifyInstance): void {
  const dir = catalogueDir();
  app.addHook('onReady', async () => {
    const results = await syncCatalogue(app.services.db, dir);
    for (const result of results) {
      if (result.status === 'missing') app.log.warn({ dir, table: result.table }, 'template catalogue not built: run `node scripts/catalogue/build-catalogue.mjs` (or vite build)');
      else if (result.status === 'synced') app.log.info({ table: result.table, rows: result.rows }, 'templates synced from the catalogue');
    }
  });
  registerLogoListRoute(app);
  registerCardListRoute(app);
}

/** As a Fastify plugin, so server/routes/index.ts registers it in one line. */
export default async function cataloguePlugin(app: FastifyInstance): Promise<void> {
  registerCatalogueRoutes(app);
}
