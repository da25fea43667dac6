import type { SmsProvider } from './types.ts';

export interface HttpSmsOptions {
  url: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A real delivery adapter: POSTs `{ phone, code, text }` as JSON with
 * `Authorization: Bearer <token>` to an SMS gateway of your own (or a small
 * bridge to your operator's API). Any 2xx is accepted; anything else, or no
 * answer within the timeout, fails the send.
 */
export function createHttpSms(options: HttpSmsOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'http',
    async send(message) {
      const response = await doFetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ phone: message.phone, code: message.code, text: message.text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}
