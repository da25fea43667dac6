import { readFileSync } from 'node:fs';

// Benches measure the app as a returning visitor who already answered the
// privacy dialog (issue 15): every page of the context starts with the stored
// agreement. The version is read from the app's source so a new policy
// version cannot silently put the dialog in front of every bench.
const versionSource = readFileSync(new URL('../../../src/features/consent/consentVersion.ts', import.meta.url), 'utf8');
const version = /CONSENT_VERSION = '([^']+)'/.exec(versionSource)?.[1];
if (!version) throw new Error('CONSENT_VERSION not found in src/features/consent/consentVersion.ts');

export async function agreeToPrivacy(context) {
  await context.addInitScript((value) => {
    if (!localStorage.getItem('privacyConsent')) localStorage.setItem('privacyConsent', value);
  }, JSON.stringify({ choice: 'agreed', at: Date.now(), version }));
  // The same returning visitor was already offered the welcome (1) and retention (2) pop-ups
  // today (docs/popups.md), so no offer covers the page a bench drives.
  await context.addInitScript((value) => {
    if (!localStorage.getItem('popupHistory')) localStorage.setItem('popupHistory', value);
  }, JSON.stringify([1, 2].map((id) => ({ id, at: Date.now() }))));
  return context;
}
