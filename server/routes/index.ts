import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account/index.ts';
import { registerAnalyticsRoutes } from './analytics.ts';
import { registerAttributionRoutes } from './attribution.ts';
import { registerDevRoutes } from './dev.ts';
import { registerGreenScanRoutes } from './greenScan.ts';
import { registerModeration } from '../moderation/routes.ts';
import { registerHealthRoutes } from './health.ts';
import { registerLocationRoutes } from './location.ts';
import { registerOrderRoutesAll } from './orders/index.ts';
import { registerPopupRoutes } from './popups/index.ts';
import { registerProductRoutes } from './product.ts';
import { registerSysRoutes } from './sys.ts';
import { registerUtcTimeRoutes } from './utctime.ts';

/** Every route group; a new domain (account, orders, …) adds one line here. */
export function registerRoutes(app: FastifyInstance): void {
  registerHealthRoutes(app);
  registerUtcTimeRoutes(app);
  registerProductRoutes(app);
  registerLocationRoutes(app);
  registerSysRoutes(app);
  registerAnalyticsRoutes(app);
  // Loopback helpers and sandbox test hooks exist only in the local trial.
  if (app.services.mode === 'trial') registerDevRoutes(app);
  registerAccountRoutes(app);
  registerOrderRoutesAll(app);
  // Before every route that scans text: they read app.moderation.
  registerModeration(app);
  registerGreenScanRoutes(app);
  // Issue 15: offers and pop-ups (/sfo/*), ad attribution (/common/*).
  registerPopupRoutes(app);
  registerAttributionRoutes(app);
  void app.register(import('./works/index.ts'));
  void app.register(import('./catalogue/index.ts'));
  void app.register(import('./segmentation/index.ts'));
  void app.register(import('./aiChat/index.ts'));
  void app.register(import('./vip/index.ts'));
  void app.register(import('./pdf/index.ts'));
}
