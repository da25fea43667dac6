import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { isLocalRequest } from '../http/clientAddress.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { parseOrThrow, safeText } from '../http/validation.ts';
import { CATEGORIES } from './categories.ts';
import { builtInList } from './moderator.ts';
import { normaliseText } from './normalise.ts';
import { createLiveModerator, currentOverrides, overrideHistory, recordOverride, refreshIntervalMs, type LiveModerator } from './overrides.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lists in force on this node: built-in plus the operators' table (docs/moderation.md). */
    moderation: LiveModerator;
  }
}

const changeSchema = z.object({
  word: safeText(40).refine((w) => normaliseText(w).length > 0, { message: 'no letters' }),
  action: z.enum(['add', 'exempt', 'clear']),
  category: z.enum(CATEGORIES).optional(),
  note: safeText(200).optional(),
  by: safeText(40).refine((b) => b.trim() !== '', { message: 'empty' }),
});
const historyQuery = z.object({ limit: z.string().regex(/^\d{1,4}$/).transform(Number).optional() });

/**
 * Decorates `app.moderation` (read by scan-text, AI naming, works and template search)
 * and the operators' routes. Those are reachable only from the machine itself, as the
 * other operator routes (/dev/*): an operator runs curl on a node, e.g.
 *   curl -X POST localhost:8080/ops/moderation/words -H 'content-type: application/json' \
 *     -d '{"word":"某词","action":"add","category":"违禁","by":"alice","note":"工单 123"}'
 * Unlike /dev/* they exist in production too: changing the lists without a deploy is
 * what they are for.
 */
export function registerModeration(app: FastifyInstance): void {
  const live = createLiveModerator(app.services.db, {
    refreshMs: refreshIntervalMs(),
    onError: (error) => app.log.warn({ err: error }, 'moderation lists refresh failed'),
  });
  app.decorate('moderation', live);
  app.addHook('onReady', async () => {
    await live.refresh();
    // Build the big automaton off the request path, except in tests (each test file would pay for it).
    if (!process.env.VITEST) setImmediate(() => builtInList()).unref();
  });
  app.addHook('onClose', async () => live.stop());

  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isLocalRequest(request)) throw new ApiError(ErrorCode.forbidden);
    });

    scope.get('/ops/moderation/words', async (request) => {
      const { limit = 100 } = parseOrThrow(historyQuery, request.query);
      const db = app.services.db;
      return { code: 10000, words: await currentOverrides(db), history: await overrideHistory(db, Math.min(Math.max(limit, 1), 1000)) };
    });

    scope.post('/ops/moderation/words', async (request) => {
      const change = parseOrThrow(changeSchema, request.body);
      if (change.action === 'add' && !change.category) throw new ApiError(ErrorCode.badRequest, `参数错误：add 需要 category（${CATEGORIES.join('、')}）`);
      const row = await recordOverride(app.services.db, { ...change, changedBy: change.by.trim() }, app.services.now());
      await live.refresh();
      return { code: 10000, change: row };
    });
  });
}
