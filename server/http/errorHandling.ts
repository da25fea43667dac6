import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AssetStoreUnavailable } from '../storage/types.ts';
import { ApiError, ErrorCode, codeForStatus, defaultMessage } from './errors.ts';
import { wasCut } from './stalledBodies.ts';

const frameworkCodes: Record<string, ApiError> = {
  FST_ERR_CTP_BODY_TOO_LARGE: new ApiError(ErrorCode.bodyTooLarge),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new ApiError(ErrorCode.unsupportedMediaType),
  FST_ERR_CTP_EMPTY_JSON_BODY: new ApiError(ErrorCode.badRequest, '请求体为空，需要一个 JSON 对象'),
  FST_ERR_CTP_INVALID_JSON_BODY: new ApiError(ErrorCode.badRequest, '请求体不是有效的 JSON'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new ApiError(ErrorCode.badRequest, '请求体长度与 Content-Length 不符'),
  FST_ERR_BAD_URL: new ApiError(ErrorCode.badRequest, '请求地址无效'),
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

/**
 * Our error for anything thrown while handling a request, or null for a fault
 * of ours (the caller answers 500 and logs it). Client faults reported by
 * Fastify or plugins keep their 4xx status with our code and a Chinese message.
 */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (isFastifyError(error)) {
    const known = Object.hasOwn(frameworkCodes, error.code) ? frameworkCodes[error.code] : undefined;
    if (known) return known;
    if (error.validation) return new ApiError(ErrorCode.badRequest, `参数错误：${error.message}`);
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = codeForStatus(status);
    const msg = code in defaultMessage ? defaultMessage[code as keyof typeof defaultMessage] : '请求无效';
    return new ApiError(code, msg, { status });
  }
  return null;
}

export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).headers(error.headers).type('application/json; charset=utf-8').send(error.body);
}

/** "1 MiB", "24 MiB", "512 KiB": how a body limit reads in a message. */
export function formatByteLimit(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  if (mib >= 1) return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KiB`;
}

/** 413 naming the limit of the route that refused the body (each route may set its own). */
export function bodyTooLargeError(limitBytes: number): ApiError {
  return new ApiError(ErrorCode.bodyTooLarge, `请求内容过大（上限 ${formatByteLimit(limitBytes)}）`);
}

/** Seconds a client waits before retrying while the database is away (a fast PostgreSQL restart takes ~3 s). */
export const databaseRetryAfterSeconds = 3;

export function sendUnknownError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (wasCut(request) || request.raw.socket?.destroyed) {
    // Nobody is listening any more: we cut a stalled body (logged once there) or the client went away.
    if (!wasCut(request)) request.log.info({ url: request.url.split('?')[0] }, 'client closed the connection before the answer');
    return reply;
  }
  if (isFastifyError(error) && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return sendApiError(reply, bodyTooLargeError(request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1024 * 1024));
  }
  const known = toApiError(error);
  if (known) return sendApiError(reply, known);
  // Before the database check: a store's network error (its cause, e.g. ECONNREFUSED) would read as the database's.
  if (error instanceof AssetStoreUnavailable) {
    request.log.warn({ err: error }, 'asset store unavailable: answered 503');
    return sendApiError(reply, new ApiError(ErrorCode.storeUnavailable, undefined, { headers: { 'retry-after': '5' } }));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable: answered 503');
    return sendApiError(reply, new ApiError(ErrorCode.databaseUnavailable, undefined, { headers: { 'retry-after': String(databaseRetryAfterSeconds) } }));
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendApiError(reply, new ApiError(ErrorCode.internal));
}

export interface NotFoundOptions {
  /** Sends the app shell for a browser navigating to an unknown non-API path; false when not handled. */
  sendAppShell?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

const apiPrefixes = ['/api/', '/dev/', '/health', '/common/', '/sfo/'];

/**
 * Installs the error and not-found handlers. Must run before routes are added:
 * the onRoute hook records every static path with its methods, so a known
 * path called with the wrong method answers 405 with Allow instead of 404.
 */
export function installErrorHandling(app: FastifyInstance, options: NotFoundOptions = {}): void {
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes(':') || route.url.includes('*')) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByPath.set(route.url, methods);
  });

  app.setErrorHandler((error, request, reply) => sendUnknownError(request, reply, error));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = methodsByPath.get(path);
    if (allowed && !allowed.has(request.method)) {
      return sendApiError(reply, new ApiError(ErrorCode.methodNotAllowed, undefined, { headers: { allow: [...allowed].sort().join(', ') } }));
    }
    const isApi = apiPrefixes.some((prefix) => path.startsWith(prefix));
    if (!isApi && request.method === 'GET' && options.sendAppShell?.(request, reply)) return reply;
    return sendApiError(reply, new ApiError(ErrorCode.notFound));
  });
}
