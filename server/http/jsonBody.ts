import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ErrorCode } from './errors.ts';
import { maxKeyLength, unsafeTextReason } from './textBoundary.ts';

/** Deeper nesting is never a real payload, and it would overflow JSON.stringify when signing. */
export const maxJsonDepth = 64;

/**
 * Parses a JSON request body. Rejects what JSON.parse accepts but we must not
 * take: nesting deeper than maxJsonDepth, `__proto__` / `constructor.prototype`
 * keys (prototype pollution if a handler ever merges the body into an object),
 * and keys or strings that Postgres or the hash cannot take (NUL, lone
 * surrogates, over-long keys: textBoundary.ts) — so no route ever sees them.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new ApiError(ErrorCode.badRequest, '请求体为空，需要一个 JSON 对象');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(ErrorCode.badRequest, '请求体不是有效的 JSON');
  }
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop() ?? [null, 0];
    if (typeof node === 'string') {
      const reason = unsafeTextReason(node);
      if (reason) throw new ApiError(ErrorCode.badRequest, reason);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    if (depth > maxJsonDepth) throw new ApiError(ErrorCode.badRequest, `JSON 嵌套超过 ${maxJsonDepth} 层`);
    for (const [key, child] of Object.entries(node)) {
      if (key.length > maxKeyLength) throw new ApiError(ErrorCode.badRequest, `字段名过长（上限 ${maxKeyLength} 个字符）`);
      const reason = unsafeTextReason(key);
      if (reason) throw new ApiError(ErrorCode.badRequest, reason);
      if (key === '__proto__' || (key === 'constructor' && typeof child === 'object' && child !== null && 'prototype' in child)) {
        throw new ApiError(ErrorCode.badRequest, '请求体包含不允许的字段');
      }
      pending.push([child, depth + 1]);
    }
  }
  return value;
}

/**
 * JSON is the only body type the core routes read. text/plain is dropped on
 * purpose: a JSON route handed a string would otherwise see a valid "body"
 * of the wrong kind; now it is a clear 40004. Routes that take uploads add
 * their own parsers in their own plugin scope.
 */
export function installJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, async (_request: FastifyRequest, body: string) =>
    parseJsonBody(body),
  );
}
