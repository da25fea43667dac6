import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account';
import { registerAnalyticsRoutes } from './analytics';
import { registerAttributionRoutes } from './attribution';
import { registerDevRoutes } from './dev';
import { registerGreenScanRoutes } from './greenScan';
import { registerModeration } from '../moderation/routes';
import { registerHealthRoutes } from './health';
import { registerLocationRoutes } from './location';
import { registerOrderRoutesAll } from './orders';
import { registerPopupRoutes } from './popups';
import { registerProductRoutes } from './product';
import { registerSysRoutes } from './sys';
import { registerUtcTimeRoutes } from './utctime';

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
  void app.register(import('./works'));
  void app.register(import('./catalogue'));
  void app.register(import('./segmentation'));
  void app.register(import('./aiChat'));
  void app.register(import('./vip'));
  void app.register(import('./pdf'));
}
