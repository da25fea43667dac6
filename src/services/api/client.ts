import type { $ZodType } from 'zod/v4/core';
import { systemClock, systemTimers, type Clock, type Timers } from '../clock.ts';
import { randomHex } from '../../../workers/core/random/random.ts';
import { ApiError, isApiError, SUCCESS_CODE } from './errors.ts';
import { BUSY_RETRY, IDEMPOTENT_CALLS, isDatabaseBusy } from './idempotentCalls.ts';
import { unsendableTextReason } from './payloadText.ts';
import { readApiBody, readContentBody, shaped, type ApiBody } from './response.ts';
import { withRetry } from './retry.ts';
import type { SignablePayload } from '../../../workers/core/signing/sign.ts';
import { PRODUCT_ID, signedFields, type SigningContext } from './signedRequest.ts';
import { createTimeSync, type TimeSync } from './timeSync.ts';
import { exchange, timedFetch, type FetchLike, type RequestKind } from './transport.ts';

/**
 * The app's HTTP client: signed `/api/v4/<name>` calls and content-service
 * requests (spec 7, docs/api.md). Every call takes an AbortSignal and a
 * timeout, and every failure is an ApiError.
 */

export { PRODUCT_ID };
/** The server answered "timestamp too far from server time" (docs/api.md). */
export const STALE_TIMESTAMP_CODE = 40002;
/** The server's code for a malformed request (server/http/errors.ts). */
export const BAD_REQUEST_CODE = 40000;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Which of spec 7's deadlines applies (default 'request', 20 s). */
  kind?: RequestKind;
  /** Overrides the kind's deadline; at most 300000 ms (spec 7). */
  timeoutMs?: number;
}

export interface PostOptions<T> extends RequestOptions {
  /** Validates the whole reply body; a mismatch rejects as bad_response. */
  schema?: $ZodType<T>;
  /** Codes that count as success (default [10000]); e.g. 20000 for "not paid yet". */
  okCodes?: readonly number[];
  /** Safe to send again while the server's database is away (default: listed in idempotentCalls.ts). */
  idempotent?: boolean;
}

export interface ContentOptions<T> extends RequestOptions {
  schema?: $ZodType<T>;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the API host; '' for same origin. */
  baseUrl: string;
  /** The device id sent as `deviceid` (storage `uuid`). */
  deviceId: () => string;
  fetch?: FetchLike;
  clock?: Clock;
  timers?: Timers;
  productId?: number;
  /** X-Version of content requests. */
  appVersion?: string;
  /** X-Credits of content requests (empty unless the shell supplies one). */
  credits?: () => string;
  /** X-Domain of content requests; the page's host by default. */
  domain?: string;
  makeNonce?: () => string;
}

export interface ApiClient {
  readonly baseUrl: string;
  readonly time: TimeSync;
  /** The fetch every call goes through (the shell's: mirror hosts, lost-connection banner), for streamed uploads. */
  readonly fetch: FetchLike;
  /** This client's device id, clock and nonces, for a signed request it does not send itself (signedQuery). */
  readonly signing: SigningContext;
  post<T = ApiBody>(name: string, payload?: SignablePayload, options?: PostOptions<T>): Promise<T>;
  contentGet<T = unknown>(path: string, query?: Record<string, QueryValue>, options?: ContentOptions<T>): Promise<T>;
  contentPost<T = unknown>(path: string, body: unknown, options?: ContentOptions<T>): Promise<T>;
  /** This client's fetch with the spec's deadline for `kind` (or `timeoutMs`), for binary bodies and streams (transport.ts timedFetch). */
  fetchFor(kind: RequestKind, timeoutMs?: number): FetchLike;
}

function defaultFetch(): FetchLike {
  return (input, init) => globalThis.fetch(input, init);
}

function defaultDomain(): string {
  return typeof location === 'undefined' ? '' : location.host;
}

function queryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

const API_NAME = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? defaultFetch();
  const clock = options.clock ?? systemClock;
  const timers = options.timers ?? systemTimers;
  const productId = options.productId ?? PRODUCT_ID;
  const makeNonce = options.makeNonce ?? (() => randomHex(16));
  const domain = options.domain ?? defaultDomain();

  const time = createTimeSync(async () => {
    const raw = await exchange(fetchFn, `${baseUrl}/api/v4/getutctime`, { method: 'GET' }, { timers });
    return readApiBody(raw).utctime;
  }, clock);

  function contentHeaders(): Record<string, string> {
    return {
      'X-Product': String(productId),
      'X-Version': options.appVersion ?? '',
      'X-Credits': options.credits?.() ?? '',
      'X-Domain': domain,
    };
  }

  const signing: SigningContext = { deviceId: options.deviceId, nowSeconds: () => time.nowSeconds(), nonce: makeNonce, productId };

  async function signedOnce(url: string, payload: SignablePayload, opts: RequestOptions, okCodes: readonly number[]): Promise<ApiBody> {
    const body = signedFields(payload, signing);
    const raw = await exchange(
      fetchFn,
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      { kind: opts.kind, timeoutMs: opts.timeoutMs, signal: opts.signal, timers },
    );
    return readApiBody(raw, okCodes);
  }

  return {
    baseUrl,
    time,
    fetch: fetchFn,
    signing,

    async post<T = ApiBody>(name: string, payload: SignablePayload = {}, opts: PostOptions<T> = {}): Promise<T> {
      const path = name.replace(/^\/+/, '');
      if (!API_NAME.test(path)) throw new TypeError(`Not an API name: ${name}`);
      const url = `${baseUrl}/api/v4/${path}`;
      const okCodes = opts.okCodes ?? [SUCCESS_CODE];
      const unsendable = unsendableTextReason(payload);
      // Refused as the server would refuse it (400 / 40000, same words), never a URIError from the hash.
      if (unsendable) throw new ApiError({ code: BAD_REQUEST_CODE, msg: unsendable, kind: 'server', status: 400 });
      await time.ensure();
      const attempt = async (): Promise<ApiBody> => {
        try {
          return await signedOnce(url, payload, opts, okCodes);
        } catch (error) {
          // The server refused before doing anything, so one retry with a fresh clock is safe.
          if (!isApiError(error) || error.code !== STALE_TIMESTAMP_CODE || opts.signal?.aborted) throw error;
          await time.resync();
          return signedOnce(url, payload, opts, okCodes);
        }
      };
      // A database restart or failover answers 503 / 50302 for a few seconds: repeated calls ride it out unseen.
      const reply = (opts.idempotent ?? IDEMPOTENT_CALLS.has(path))
        ? await withRetry(attempt, { ...BUSY_RETRY, shouldRetry: isDatabaseBusy, signal: opts.signal, timers })
        : await attempt();
      return shaped(reply, 200, opts.schema);
    },

    async contentGet<T = unknown>(path: string, query: Record<string, QueryValue> = {}, opts: ContentOptions<T> = {}): Promise<T> {
      // A GET is always safe to repeat while the database is away.
      const body = await withRetry(
        async () => {
          const raw = await exchange(
            fetchFn,
            `${baseUrl}${path}${queryString(query)}`,
            { method: 'GET', headers: contentHeaders() },
            { kind: opts.kind, timeoutMs: opts.timeoutMs, signal: opts.signal, timers },
          );
          return { status: raw.status, content: readContentBody(raw) };
        },
        { ...BUSY_RETRY, shouldRetry: isDatabaseBusy, signal: opts.signal, timers },
      );
      return shaped(body.content, body.status, opts.schema);
    },

    async contentPost<T = unknown>(path: string, body: unknown, opts: ContentOptions<T> = {}): Promise<T> {
      const raw = await exchange(
        fetchFn,
        `${baseUrl}${path}`,
        { method: 'POST', headers: { ...contentHeaders(), 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        { kind: opts.kind, timeoutMs: opts.timeoutMs, signal: opts.signal, timers },
      );
      return shaped(readContentBody(raw), raw.status, opts.schema);
    },

    fetchFor: (kind, timeoutMs) => timedFetch(fetchFn, kind, timers, timeoutMs),
  };
}

