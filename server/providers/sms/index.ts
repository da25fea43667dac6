import { createHttpSms } from './http.ts';
import { createSandboxSms } from './sandbox.ts';
import type { SmsOutbox, SmsProvider } from './types.ts';

export type { OutboxEntry, SmsMessage, SmsOutbox, SmsProvider } from './types.ts';
export { loginSmsText } from './types.ts';

export interface SmsSetup {
  /** null in production when no provider is configured: SMS login answers 50301. */
  provider: SmsProvider | null;
  /** Only the sandbox keeps an outbox. */
  outbox: SmsOutbox | null;
}

/**
 * SMS_PROVIDER=sandbox (default) or http (with SMS_HTTP_URL and SMS_HTTP_TOKEN).
 * A misconfigured real provider stops the start rather than silently
 * falling back to a sandbox that sends nothing.
 */
export function createSms(env: NodeJS.ProcessEnv, options: { log: (line: string) => void; now: () => number; production?: boolean }): SmsSetup {
  const kind = env.SMS_PROVIDER || (options.production ? 'none' : 'sandbox');
  if (kind === 'none') return { provider: null, outbox: null };
  if (kind === 'sandbox') {
    if (options.production) throw new Error('SMS_PROVIDER=sandbox is not allowed in production');
    const sandbox = createSandboxSms(options);
    return { provider: sandbox, outbox: sandbox };
  }
  if (kind === 'http') {
    if (!env.SMS_HTTP_URL || !env.SMS_HTTP_TOKEN) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN');
    return { provider: createHttpSms({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN }), outbox: null };
  }
  throw new Error(`SMS_PROVIDER must be sandbox or http, got "${kind}"`);
}
