import { apiMessages } from './errorMessages.ts';

/**
 * Every failed call — server refusal, no network, timeout, cancel, garbage
 * reply — rejects with an ApiError, so the UI needs one `catch` branch and
 * can tell "show the no-network page" from "show the server's message".
 */

export const SUCCESS_CODE = 10000;

/** Client-side codes: negative so they never collide with the server's. */
export const ClientErrorCode = {
  network: -1,
  timeout: -2,
  aborted: -3,
  badResponse: -4,
} as const;

export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'aborted' | 'bad_response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  /** Chinese (client errors) or the server's text; ready for a toast. */
  readonly msg: string;
  readonly kind: ApiErrorKind;
  /** HTTP status when a response arrived. */
  readonly status: number | undefined;
  /** The parsed response body, when there was one. */
  readonly body: unknown;

  constructor(init: { code: number; msg: string; kind: ApiErrorKind; status?: number; body?: unknown; cause?: unknown }) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.msg = init.msg;
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** No network or a timeout: the UI shows the no-network page or toast. */
export function isOfflineError(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

function nonEmptyText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

/** Spec 8: error text is taken preferring msg, then message, then error. */
export function errorText(body: unknown, code: number): string {
  if (typeof body === 'object' && body !== null) {
    const { msg, message, error } = body as Record<string, unknown>;
    const text = nonEmptyText(msg) ?? nonEmptyText(message) ?? nonEmptyText(error);
    if (text !== null) return text;
  }
  return apiMessages.unknown(code);
}

export function serverError(body: unknown, code: number, status?: number): ApiError {
  return new ApiError({ code, msg: errorText(body, code), kind: 'server', status, body });
}

export function networkError(cause: unknown): ApiError {
  return new ApiError({ code: ClientErrorCode.network, msg: apiMessages.network, kind: 'network', cause });
}

export function timeoutError(): ApiError {
  return new ApiError({ code: ClientErrorCode.timeout, msg: apiMessages.timeout, kind: 'timeout' });
}

export function abortedError(cause: unknown): ApiError {
  return new ApiError({ code: ClientErrorCode.aborted, msg: apiMessages.aborted, kind: 'aborted', cause });
}

export function badResponseError(status: number | undefined, body: unknown, cause?: unknown): ApiError {
  return new ApiError({ code: ClientErrorCode.badResponse, msg: apiMessages.badResponse, kind: 'bad_response', status, body, cause });
}
