import type { FastifyInstance } from 'fastify';
import { ApiError, ErrorCode } from './errors.ts';

/** Longer keys are never ours (our longest field name is about 20 characters); they only bloat jsonb and signatures. */
export const maxKeyLength = 128;

const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * Why `text` cannot go further, or null. PostgreSQL refuses U+0000 in text
 * and jsonb, and a lone UTF-16 surrogate cannot be encoded as UTF-8 (hashing
 * and Postgres both choke on it). Caught here, both are a 400, not a 500.
 */
export function unsafeTextReason(text: string): string | null {
  if (text.includes('\u0000')) return '请求包含空字符（U+0000），请删除后重试';
  if (!isWellFormed(text)) return '请求包含无效的文字编码（不成对的代理项），请删除后重试';
  return null;
}

/**
 * Walks a parsed value (every key and string at any depth) and throws 400 /
 * 40000 for the first one the rest of the server cannot take. Iterative:
 * the JSON parser already limits depth, but query objects are walked here too.
 */
export function assertSafeText(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node === 'string') {
      const reason = unsafeTextReason(node);
      if (reason) throw new ApiError(ErrorCode.badRequest, reason);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, child] of Object.entries(node)) {
      if (key.length > maxKeyLength) throw new ApiError(ErrorCode.badRequest, `字段名过长（上限 ${maxKeyLength} 个字符）`);
      pending.push(key, child);
    }
  }
}

/**
 * The one input boundary for text that is not a JSON body (those are checked
 * by the JSON parser, jsonBody.ts): the query string and path parameters of
 * every route, checked on arrival (before the body is even read).
 */
export function installTextBoundary(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    assertSafeText(request.query);
    assertSafeText(request.params);
  });
}
