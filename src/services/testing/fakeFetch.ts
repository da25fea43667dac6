import type { FetchLike } from '../api/transport.ts';
import type { Timers } from '../clock.ts';

/**
 * Test doubles for the service layer: a fetch that answers from a route table
 * and records what was sent, and timers that fire at once. Used by unit
 * tests only; nothing in the app imports this file.
 */

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON body, or null. */
  body: unknown;
}

export type Route = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

export interface FakeFetch extends FetchLike {
  calls: RecordedCall[];
  /** Calls to one `METHOD /path`. */
  callsTo(route: string): RecordedCall[];
}

/** Routes are keyed `METHOD /path`; anything else gets the server's 404 body. */
export function createFakeFetch(routes: Record<string, Route>): FakeFetch {
  const calls: RecordedCall[] = [];
  const fake = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, 'http://app.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : null;
    const call: RecordedCall = { method, url, headers: new Headers(init.headers), body: text === null ? null : JSON.parse(text) };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    return route ? route(call) : jsonResponse({ code: 40400, msg: '接口不存在' }, 404);
  };
  return Object.assign(fake, {
    calls,
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.url.pathname}` === route),
  });
}

/**
 * Delays fire on the next macrotask, so retry tests do not wait real seconds.
 * Only for delays (retry spacing), never as a request deadline.
 */
export function immediateTimers(): Timers {
  return {
    setTimeout: (callback) => globalThis.setTimeout(callback, 0),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
}
