import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../../http/errorHandling.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { createPdfService, pdfSettings, type PdfSettings } from '../../pdf/service.ts';
import { assetStoreFromEnv } from '../../storage/fromEnv.ts';
import type { AssetStore } from '../../storage/types.ts';
import { chunkBodyParser, registerChunkRoute } from './chunks.ts';
import { registerTaskRoutes } from './tasks.ts';

/**
 * Vector → PDF (issue 13; contract in docs/pdf.md). Registered from
 * routes/index.ts as `app.register(import('./pdf'))`: its own scope holds the
 * binary body parser for chunks and the error handler for oversized ones.
 */
export default async function pdfRoutes(app: FastifyInstance, options: { settings?: Partial<PdfSettings>; assets?: AssetStore } = {}): Promise<void> {
  const service = createPdfService(app, { ...pdfSettings(), ...options.settings }, options.assets ?? assetStoreFromEnv());
  app.addHook('preClose', () => service.close());
  // Streamed to disk or to the object store with MD5 on the way (chunks.ts); the size cap is enforced while streaming.
  app.addContentTypeParser('application/octet-stream', { bodyLimit: service.settings.chunkBytes + 1 }, chunkBodyParser(service));
  app.setErrorHandler((error, _request, reply) => {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendApiError(reply, new ApiError(ErrorCode.bodyTooLarge, '分片过大：每个分片最多 52428800 字节（50 MiB）'));
    }
    throw error;
  });
  registerTaskRoutes(app, service);
  registerChunkRoute(app, service);
  await service.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'pdf sweep failed'));
  // Tasks queued before a restart are picked up again.
  service.wake();
}
