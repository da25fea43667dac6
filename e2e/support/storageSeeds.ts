import { CONSENT_VERSION } from '../../src/features/consent/consentVersion.ts';

/** localStorage entries specs start with (playwright.config.ts storageState). */

/** Storage `privacyConsent`: the visitor agreed to the current policy. */
export function consentAgreed() {
  return { name: 'privacyConsent', value: JSON.stringify({ choice: 'agreed', at: Date.now(), version: CONSENT_VERSION }) };
}

/** Storage `popupHistory` (src/features/popups): both seeded offers of migration 0720 shown now. */
export function offersAlreadyShown() {
  return { name: 'popupHistory', value: JSON.stringify([1, 2].map((id) => ({ id, at: Date.now() }))) };
}
