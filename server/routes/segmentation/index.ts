import type { FastifyInstance } from 'fastify';
import { createSegmentationService, segmentationSettings } from './service.ts';
import type { SegmentationSettings } from './service.ts';
import { registerTaskRoutes } from './tasks.ts';
import { registerUploadRoutes } from './upload.ts';

export { SegmentationCode } from './codes.ts';

/**
 * The server segmentation task (spec 7; docs/image-tools.md). Registered from
 * routes/index.ts as `app.register(import('./segmentation'))`; its own scope
 * holds the image body parser and the error handler for oversized uploads.
 */
export default async function segmentationRoutes(app: FastifyInstance, options: { settings?: Partial<SegmentationSettings> } = {}): Promise<void> {
  const service = createSegmentationService(app, { ...segmentationSettings(), ...options.settings });
  // preClose: before any onClose hook, so the database is still open while running jobs record their outcome.
  app.addHook('preClose', () => service.close());
  registerUploadRoutes(app, service);
  registerTaskRoutes(app, service);
  await service.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'segmentation sweep failed'));
}
