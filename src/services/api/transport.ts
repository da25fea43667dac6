import { systemTimers, type Timers } from '../clock.ts';
import { abortedError, networkError, timeoutError } from './errors.ts';

/**
 * One HTTP exchange with a deadline and a caller's cancel signal. The deadline
 * covers the body too: a server that sends headers and then stalls still times
 * out. Spec 7: "request 20 s, connect socket 60 s, upload 60 s, download 20 s;
 * posts 300000 ms in the signed helper" — the deadline follows the kind of
 * request, and a caller may choose its own up to 300000 ms (long AI calls).
 */

/** Spec 7's timeouts by kind of request (docs/client-services.md). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** A stream (the AI naming SSE): the connection must answer within this; the body then flows as long as it needs. */
export const CONNECT_TIMEOUT_MS = 60_000;
/** A file body sent to the server (photo, cutout image, chunks) and its reply. */
export const UPLOAD_TIMEOUT_MS = 60_000;
/** A file fetched whole (the cutout result, pictures). */
export const DOWNLOAD_TIMEOUT_MS = 20_000;

export type RequestKind = 'request' | 'connect' | 'upload' | 'download';

export const TIMEOUT_BY_KIND: Readonly<Record<RequestKind, number>> = {
  request: REQUEST_TIMEOUT_MS,
  connect: CONNECT_TIMEOUT_MS,
  upload: UPLOAD_TIMEOUT_MS,
  download: DOWNLOAD_TIMEOUT_MS,
};

export const DEFAULT_TIMEOUT_MS = REQUEST_TIMEOUT_MS;
export const MAX_TIMEOUT_MS = 300_000;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ExchangeOptions {
  /** The spec's deadline for this kind (default 'request'); `timeoutMs` overrides it. */
  kind?: RequestKind;
  timeoutMs?: number;
  signal?: AbortSignal | undefined;
  timers?: Timers;
}

export interface RawResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

export function clampTimeout(ms: number | undefined, kind: RequestKind = 'request'): number {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) return TIMEOUT_BY_KIND[kind];
  return Math.min(ms, MAX_TIMEOUT_MS);
}

/** Settles with `work`, or rejects as soon as `signal` aborts (even if `work` ignores the signal). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export async function exchange(fetchFn: FetchLike, url: string, init: RequestInit, options: ExchangeOptions = {}): Promise<RawResponse> {
  return exchangeWith(fetchFn, url, init, options, async (response) => ({
    status: response.status,
    ok: response.ok,
    headers: response.headers,
    text: await response.text(),
  }));
}

/**
 * The exchange with its deadline; `read` consumes the response inside it. For
 * kind 'connect' the deadline ends when the headers arrive and the caller's
 * signal keeps cancelling the body afterwards (a stream).
 */
async function exchangeWith<T>(fetchFn: FetchLike, url: string, init: RequestInit, options: ExchangeOptions, read: (response: Response) => Promise<T>): Promise<T> {
  const { signal } = options;
  if (signal?.aborted) throw abortedError(signal.reason);
  const timers = options.timers ?? systemTimers;
  const streaming = options.kind === 'connect';
  const controller = new AbortController();
  let timedOut = false;
  let timer: unknown = timers.setTimeout(() => {
    timedOut = true;
    controller.abort(new Error('timeout'));
  }, clampTimeout(options.timeoutMs, options.kind));
  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  let handedOver = false;
  try {
    const result = await untilAborted(
      (async () => {
        const response = await fetchFn(url, { ...init, signal: controller.signal });
        if (streaming) stopTimer();
        return read(response);
      })(),
      controller.signal,
    );
    handedOver = streaming;
    return result;
  } catch (cause) {
    if (timedOut) throw timeoutError();
    if (signal?.aborted) throw abortedError(signal.reason);
    throw networkError(cause);
  } finally {
    stopTimer();
    if (!handedOver) signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * A fetch with the spec's deadline for `kind`, for code that needs a Response
 * (a binary body, a stream). Failures are the client's ApiErrors (timeout -2,
 * network -1, aborted -3). Except for 'connect', the body is read inside the
 * deadline and handed back buffered.
 */
export function timedFetch(fetchFn: FetchLike, kind: RequestKind, timers?: Timers, timeoutMs?: number): FetchLike {
  return (input, init = {}) => {
    const { signal, ...rest } = init;
    const options: ExchangeOptions = { kind, signal: signal ?? undefined, ...(timeoutMs === undefined ? {} : { timeoutMs }), ...(timers ? { timers } : {}) };
    return exchangeWith(fetchFn, input, rest, options, async (response) => {
      if (kind === 'connect') return response;
      const body = response.status === 204 || response.status === 304 ? null : await response.arrayBuffer();
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    });
  };
}
