/**
 * The privacy policy's version (its date): a new version asks everyone again.
 * In a file of its own, without imports, so the browser-test config can seed
 * an agreed answer with it.
 */
export const CONSENT_VERSION = '2026-11-25';
