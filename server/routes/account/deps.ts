import type { SmsSetup } from '../../providers/sms/index.ts';

/** A dev-only record of image codes, kept only with the sandbox SMS provider (tests read it from loopback). */
export interface ImageCodeOutbox {
  add(phone: string, code: string): void;
  latest(phone: string): string | null;
}

export function createImageCodeOutbox(): ImageCodeOutbox {
  const codes = new Map<string, string>();
  return {
    add(phone, code) {
      codes.delete(phone);
      codes.set(phone, code);
      if (codes.size > 200) {
        const oldest = codes.keys().next().value;
        if (oldest !== undefined) codes.delete(oldest);
      }
    },
    latest: (phone) => codes.get(phone) ?? null,
  };
}

export interface AccountDeps {
  sms: SmsSetup;
  imageOutbox: ImageCodeOutbox | null;
}
