import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../../services/storage/backend.ts';
import { createAppStorage } from '../../services/storage/storage.ts';
import { CONSENT_VERSION, consentMode, readConsentMode, recordConsent, REASK_AFTER_DECLINE_MS } from './consentRecord.ts';

const NOW = Date.UTC(2026, 10, 25, 12);

describe('consent mode', () => {
  it('asks on a first launch, and again when the policy version changed', () => {
    expect(consentMode(null, NOW)).toBe('ask');
    expect(consentMode({ choice: 'agreed', at: NOW - 1000, version: '2020-01-01' }, NOW)).toBe('ask');
  });

  it('an agreement holds for good under the same policy version', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 365 * 24 * 3600 * 1000 }), (age) => {
        expect(consentMode({ choice: 'agreed', at: NOW - age, version: CONSENT_VERSION }, NOW)).toBe('full');
      }),
    );
  });

  it('a refusal means the browse-only mode for 48 hours, then asks again', () => {
    const declined = (age: number) => consentMode({ choice: 'declined', at: NOW - age, version: CONSENT_VERSION }, NOW);
    expect(declined(0)).toBe('basic');
    expect(declined(REASK_AFTER_DECLINE_MS - 1)).toBe('basic');
    expect(declined(REASK_AFTER_DECLINE_MS)).toBe('ask');
    // A clock set back before the refusal cannot stretch the 48 hours forever.
    expect(declined(-60_000)).toBe('ask');
  });

  it('is remembered in storage across page loads', () => {
    const backend = createMemoryBackend();
    expect(recordConsent(createAppStorage({ backend }), 'agreed', NOW)).toEqual({ ok: true });
    expect(readConsentMode(createAppStorage({ backend }), NOW + 1000)).toBe('full');
    expect(JSON.parse(backend.getItem('privacyConsent') ?? 'null')).toEqual({ choice: 'agreed', at: NOW, version: CONSENT_VERSION });
  });
});
