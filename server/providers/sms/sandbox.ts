import type { OutboxEntry, SmsOutbox, SmsProvider } from './types.ts';

export const OUTBOX_CAPACITY = 200;

export interface SandboxSms extends SmsProvider, SmsOutbox {}

/**
 * The default for a machine without an SMS account: every message goes to the
 * server log and to an in-memory outbox (newest first, capped) that only
 * loopback can read. Nothing leaves the machine.
 */
export function createSandboxSms(options: { log: (line: string) => void; now: () => number }): SandboxSms {
  const outbox: OutboxEntry[] = [];
  return {
    name: 'sandbox',
    async send(message) {
      outbox.unshift({ ...message, sentAt: Math.floor(options.now() / 1000) });
      outbox.length = Math.min(outbox.length, OUTBOX_CAPACITY);
      options.log(`[sms sandbox] to ${message.phone}: ${message.text}`);
    },
    list({ phone, limit = 20 } = {}) {
      return outbox.filter((entry) => phone === undefined || entry.phone === phone).slice(0, Math.max(1, Math.min(limit, OUTBOX_CAPACITY)));
    },
  };
}
