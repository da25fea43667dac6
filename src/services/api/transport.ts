import { systemTimers, type Timers } from '../clock.ts';
import { abortedError, networkError, timeoutError } from './errors.ts';

/**
 * One HTTP exchange with a deadline and a caller's cancel signal. The deadline
 * covers the body too: a server that sends headers and then stalls still times
 * out. Spec 7: requests time out after 20 s; the signed helper allows a
 * caller-chosen timeout up to 300000 ms (long uploads and AI calls).
 */

export const DEFAULT_TIMEOUT_MS = 20_000;
export const MAX_TIMEOUT_MS = 300_000;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ExchangeOptions {
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

export function clampTimeout(ms: number | undefined): number {
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) return DEFAULT_TIMEOUT_MS;
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
  const { signal } = options;
  if (signal?.aborted) throw abortedError(signal.reason);
  const timers = options.timers ?? systemTimers;
  const controller = new AbortController();
  let timedOut = false;
  const timer = timers.setTimeout(() => {
    timedOut = true;
    controller.abort(new Error('timeout'));
  }, clampTimeout(options.timeoutMs));
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await untilAborted(
      (async () => {
        const response = await fetchFn(url, { ...init, signal: controller.signal });
        const text = await response.text();
        return { status: response.status, ok: response.ok, headers: response.headers, text };
      })(),
      controller.signal,
    );
  } catch (cause) {
    if (timedOut) throw timeoutError();
    if (signal?.aborted) throw abortedError(signal.reason);
    throw networkError(cause);
  } finally {
    timers.clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
