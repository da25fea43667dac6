import type { AnalyticsBatch } from './types.ts';

/**
 * How batches leave the page. Normal flushes use fetch. The flush on page hide
 * uses navigator.sendBeacon, which the browser completes even as the page goes
 * away; when the beacon is refused (too big, not supported) the caller falls
 * back to a keepalive fetch.
 */

/**
 * The server refused the batch itself (HTTP 4xx other than 408/429): sending
 * it again would be refused again, so the queue drops it instead of retrying.
 */
export class AnalyticsBatchRejected extends Error {
  override readonly name = 'AnalyticsBatchRejected';
  constructor(readonly status: number) {
    super(`analytics batch refused: HTTP ${status}`);
  }
}

export interface AnalyticsTransport {
  post(batch: AnalyticsBatch, options?: { keepalive?: boolean }): Promise<void>;
  /** True when the browser accepted the batch for sending. */
  beacon?(batch: AnalyticsBatch): boolean;
}

type BeaconFn = (url: string, data: Blob) => boolean;

export interface AnalyticsTransportOptions {
  /** Full URL of POST /api/analytics/batch. */
  url: string;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** navigator.sendBeacon bound to navigator; null to never use a beacon. */
  sendBeacon?: BeaconFn | null;
  headers?: Record<string, string>;
}

function browserBeacon(): BeaconFn | null {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return null;
  return (url, data) => navigator.sendBeacon(url, data);
}

export function createAnalyticsTransport(options: AnalyticsTransportOptions): AnalyticsTransport {
  const fetchFn = options.fetch ?? ((input: string, init?: RequestInit) => globalThis.fetch(input, init));
  const sendBeacon = options.sendBeacon === undefined ? browserBeacon() : options.sendBeacon;
  const transport: AnalyticsTransport = {
    async post(batch, postOptions = {}) {
      const response = await fetchFn(options.url, {
        method: 'POST',
        headers: { ...options.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(batch),
        keepalive: postOptions.keepalive ?? false,
      });
      if (response.ok) return;
      const { status } = response;
      if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new AnalyticsBatchRejected(status);
      throw new Error(`analytics batch not stored: HTTP ${status}`);
    },
  };
  if (sendBeacon) {
    transport.beacon = (batch) => {
      try {
        return sendBeacon(options.url, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
      } catch {
        return false;
      }
    };
  }
  return transport;
}
