import { describe, expect, it, vi } from 'vitest';
import type { AppNavigator } from '../../app/navigation/navigator.ts';
import { createAppStore } from '../../app/store/store.ts';
import { createMemoryBackend } from '../../services/storage/backend.ts';
import { createAppStorage } from '../../services/storage/storage.ts';
import { consentAnswered, CONSENT_PATH, installConsentGate } from './consentGate.ts';
import { recordConsent } from './consentRecord.ts';

const NOW = Date.UTC(2026, 10, 25, 12);

function setup(prepare?: (storage: ReturnType<typeof createAppStorage>) => void) {
  const navigator = {
    go: vi.fn(),
    back: vi.fn(),
    home: vi.fn(),
    canGoBack: () => true,
    currentPath: () => '/',
    currentHref: () => '/',
  } satisfies AppNavigator;
  const storage = createAppStorage({ backend: createMemoryBackend() });
  prepare?.(storage);
  const { store, startListening } = createAppStore();
  const gate = installConsentGate({ storage, clock: { now: () => NOW }, startListening, navigator });
  return { gate, store, navigator, storage };
}

describe('consent gate', () => {
  it('holds a first launch at the dialog, remembering where the user was going', () => {
    const { gate } = setup();
    expect(gate.mode()).toBe('ask');
    expect(gate.redirectFor('/pages/create/create?id=7')).toBe(`${CONSENT_PATH}?from=%2Fpages%2Fcreate%2Fcreate%3Fid%3D7`);
    expect(gate.redirectFor('/')).toBe(`${CONSENT_PATH}?from=%2F`);
  });

  it('lets the dialog and the two documents open while asking', () => {
    const { gate } = setup();
    for (const href of ['/pages/webView/privacyPage', '/pages/webView/userPage?x=1', `${CONSENT_PATH}?from=%2F`]) {
      expect(gate.redirectFor(href)).toBeNull();
    }
  });

  it('agreeing starts the full launch, stores the answer and continues to the page asked for', async () => {
    const { gate, store, navigator, storage } = setup();
    store.dispatch(consentAnswered({ choice: 'agreed', from: '/pages/create/create?id=7' }));
    await expect(gate.decided).resolves.toBe('full');
    expect(storage.get('privacyConsent')).toMatchObject({ choice: 'agreed', at: NOW });
    expect(navigator.go).toHaveBeenLastCalledWith('/pages/create/create?id=7', { replace: true });
    expect(gate.redirectFor('/pages/works/works')).toBeNull();
  });

  it('declining starts the browse-only launch and never follows a foreign address', async () => {
    const { gate, store, navigator } = setup();
    store.dispatch(consentAnswered({ choice: 'declined', from: 'https://evil.example/' }));
    await expect(gate.decided).resolves.toBe('basic');
    expect(navigator.home).toHaveBeenCalledWith({ replace: true });
  });

  it('an earlier answer decides at once without showing the dialog', async () => {
    const { gate } = setup((storage) => recordConsent(storage, 'agreed', NOW - 1000));
    await expect(gate.decided).resolves.toBe('full');
    expect(gate.redirectFor('/pages/works/works')).toBeNull();
  });

  it('a change on the privacy page switches the mode without navigating', async () => {
    const { gate, store, navigator, storage } = setup((s) => recordConsent(s, 'agreed', NOW - 1000));
    store.dispatch(consentAnswered({ choice: 'declined', from: null }));
    expect(gate.mode()).toBe('basic');
    expect(storage.get('privacyConsent')?.choice).toBe('declined');
    expect(navigator.go).not.toHaveBeenCalled();
    expect(navigator.home).not.toHaveBeenCalled();
  });
});
