import { systemTimers, type Timers } from '../clock.ts';
import { abortedError, isApiError } from './errors.ts';

/**
 * Retries a call that failed to reach the server (spec 9: 3 tries, 1000 ms
 * apart). Only for calls that are safe to repeat — reads, or writes the server
 * de-duplicates. A server refusal (an ApiError with a server code) is final
 * by default: asking again would get the same answer.
 */

export interface RetryOptions {
  /** Total attempts, including the first. Default 3. */
  tries?: number;
  delayMs?: number;
  /** Each wait is this many times the previous one (default 1: fixed delay). */
  backoff?: number;
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  signal?: AbortSignal;
  timers?: Timers;
}

export const DEFAULT_TRIES = 3;
export const DEFAULT_RETRY_DELAY_MS = 1000;

/** Retry when the request never got an answer: offline, timeout, or an unreadable reply. */
export function isTransientError(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'bad_response');
}

function wait(ms: number, timers: Timers, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError(signal.reason));
      return;
    }
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(abortedError(signal?.reason));
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export async function withRetry<T>(call: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const tries = Math.max(1, Math.floor(options.tries ?? DEFAULT_TRIES));
  const delayMs = options.delayMs ?? DEFAULT_RETRY_DELAY_MS;
  const shouldRetry = options.shouldRetry ?? isTransientError;
  const timers = options.timers ?? systemTimers;
  const backoff = options.backoff ?? 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call(attempt);
    } catch (error) {
      if (attempt >= tries || options.signal?.aborted || !shouldRetry(error, attempt)) throw error;
      await wait(delayMs * backoff ** (attempt - 1), timers, options.signal);
    }
  }
}
