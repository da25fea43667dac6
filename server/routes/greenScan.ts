import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { safeText } from '../http/validation.ts';
import { registerSigned } from '../signed/registerSigned.ts';

/** The most text one scan takes (the app sends a few fields joined by semicolons). */
export const MAX_SCAN_CHARS = 20_000;

const scanSchema = z.object({
  // The app joins its fields with semicolons (spec 5); a list is taken too.
  texts: z.union([safeText(MAX_SCAN_CHARS), z.array(safeText(MAX_SCAN_CHARS)).max(100)]),
});

/**
 * POST /api/v4/sub/green/scan-text (spec 7): `{ code: 10000, pass, hits, label }`,
 * hits `[{ word, category }]`, label the worst category or 'normal'.
 * No account needed: the app scans before a guest has one (docs/moderation.md).
 */
export function registerGreenScanRoutes(app: FastifyInstance): void {
  registerSigned(app, '/sub/green/scan-text', scanSchema, (input) => {
    const text = Array.isArray(input.texts) ? input.texts.join(';') : input.texts;
    if (text.length > MAX_SCAN_CHARS) throw new ApiError(ErrorCode.badRequest, `文本过长，请不超过 ${MAX_SCAN_CHARS} 字`);
    const result = app.moderation.scan(text);
    return { pass: result.pass, hits: result.hits, label: result.label };
  });
}
