import { asksForConsent } from '../../app/firstScreen/consentDecision.ts';
import { CONSENT_VERSION } from './consentVersion.ts';
import type { AppStorage } from '../../services/storage/storage.ts';
import type { StorageValue } from '../../services/storage/keys.ts';

/**
 * The first-launch privacy answer and what it allows. Chinese app rules ask for
 * consent before any personal data is collected, a way to use the app without
 * it, and no re-prompting within 48 hours of a refusal.
 */

export { CONSENT_VERSION };
/** A refusal is respected this long before launch asks again. */
export const REASK_AFTER_DECLINE_MS = 48 * 3600 * 1000;

export type ConsentRecord = NonNullable<StorageValue<'privacyConsent'>>;
export type ConsentChoice = ConsentRecord['choice'];
/** ask: show the dialog, start nothing; full: everything; basic: no guest account, no analytics. */
export type ConsentMode = 'ask' | 'full' | 'basic';

export function consentMode(record: ConsentRecord | null, now: number, version: string = CONSENT_VERSION): ConsentMode {
  if (!record || asksForConsent(record, now, version, REASK_AFTER_DECLINE_MS)) return 'ask';
  return record.choice === 'agreed' ? 'full' : 'basic';
}

export function readConsentMode(storage: Pick<AppStorage, 'get'>, now: number): ConsentMode {
  return consentMode(storage.get('privacyConsent'), now);
}

export function recordConsent(storage: Pick<AppStorage, 'set'>, choice: ConsentChoice, now: number) {
  return storage.set('privacyConsent', { choice, at: now, version: CONSENT_VERSION });
}
