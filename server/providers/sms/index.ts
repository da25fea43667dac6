import { createHttpSms } from './http';
import { createSandboxSms } from './sandbox';
import type { SmsOutbox, SmsProvider } from './types';

export type { OutboxEntry, SmsMessage, SmsOutbox, SmsProvider } from './types';
export { loginSmsText } from './types';

export interface SmsSetup {
  provider: SmsProvider;
  /** Only the sandbox keeps an outbox. */
  outbox: SmsOutbox | null;
}

/**
 * SMS_PROVIDER=sandbox (default) or http (with SMS_HTTP_URL and SMS_HTTP_TOKEN).
 * A misconfigured real provider stops the start rather than silently
 * falling back to a sandbox that sends nothing.
 */
export function createSms(env: NodeJS.ProcessEnv, options: { log: (line: string) => void; now: () => number }): SmsSetup {
  const kind = env.SMS_PROVIDER || 'sandbox';
  if (kind === 'sandbox') {
    const sandbox = createSandboxSms(options);
    return { provider: sandbox, outbox: sandbox };
  }
  if (kind === 'http') {
    if (!env.SMS_HTTP_URL || !env.SMS_HTTP_TOKEN) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN');
    return { provider: createHttpSms({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN }), outbox: null };
  }
  throw new Error(`SMS_PROVIDER must be sandbox or http, got "${kind}"`);
}
