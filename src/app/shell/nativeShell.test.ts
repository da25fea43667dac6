import { describe, expect, it, vi } from 'vitest';
import { FAKE_INSETS, HostFailure, installFakeHarmonyHost } from '../../services/bridge/fakeHarmonyHost.ts';
import { createHarmonyBridge } from '../../services/bridge/harmonyBridge.ts';
import type { BridgeWindow } from '../../services/bridge/protocol.ts';
import { createWebBridge } from '../../services/bridge/webBridge.ts';
import { createMemoryBackend } from '../../services/storage/backend.ts';
import { createAppStorage } from '../../services/storage/storage.ts';
import type { AppNavigator } from '../navigation/navigator.ts';
import { startNativeShell, withNativeWebView } from './nativeShell.ts';

function harmony() {
  const win: BridgeWindow = {};
  const host = installFakeHarmonyHost(win);
  return { host, bridge: createHarmonyBridge(win) };
}

function recordingStyle() {
  const steps: Array<Record<string, string>> = [];
  let current: Record<string, string> = {};
  return {
    steps,
    style: {
      setProperty(name: string, value: string | null) {
        current = { ...current, [name]: value ?? '' };
        if (name === '--safe-area-left') steps.push(current);
      },
    },
  };
}

const screen = { width: 390, height: 844, pixelRatio: 3 };

describe('storage systemInfo and the safe area (issue 15)', () => {
  it('in the shell: the stored insets apply at once, then the bridge answer replaces and is stored', async () => {
    const { bridge } = harmony();
    const storage = createAppStorage({ backend: createMemoryBackend() });
    storage.set('systemInfo', { platform: 'harmony', safeArea: { top: 20, right: 0, bottom: 10, left: 0 }, screenWidth: 1, screenHeight: 1, pixelRatio: 1, updatedAt: 1 });
    const { steps, style } = recordingStyle();
    await startNativeShell({ bridge, storage, style, screen, now: () => 5000 });
    expect(steps.map((step) => [step['--safe-area-top'], step['--safe-area-bottom']])).toEqual([
      ['20px', '10px'],
      [`${FAKE_INSETS.top}px`, `${FAKE_INSETS.bottom}px`],
    ]);
    expect(storage.get('systemInfo')).toEqual({ platform: 'harmony', safeArea: FAKE_INSETS, screenWidth: 390, screenHeight: 844, pixelRatio: 3, updatedAt: 5000 });
  });

  it('a shell that fails to answer leaves the stored insets in place', async () => {
    const { host, bridge } = harmony();
    host.handlers.safeArea = () => {
      throw new HostFailure('failed', 'x');
    };
    const storage = createAppStorage({ backend: createMemoryBackend() });
    const before = { platform: 'harmony' as const, safeArea: { top: 20, right: 0, bottom: 10, left: 0 }, screenWidth: 1, screenHeight: 1, pixelRatio: 1, updatedAt: 1 };
    storage.set('systemInfo', before);
    const { steps, style } = recordingStyle();
    await startNativeShell({ bridge, storage, style, screen, now: () => 5000, log: () => {} });
    expect(steps).toHaveLength(1);
    expect(storage.get('systemInfo')).toEqual(before);
  });

  it('in a browser CSS env() stays in charge (no variables set); the record says web', async () => {
    const storage = createAppStorage({ backend: createMemoryBackend() });
    const { steps, style } = recordingStyle();
    await startNativeShell({ bridge: createWebBridge({ go: () => {} }), storage, style, screen, now: () => 7 });
    expect(steps).toEqual([]);
    expect(storage.get('systemInfo')).toMatchObject({ platform: 'web', safeArea: { top: 0, right: 0, bottom: 0, left: 0 }, updatedAt: 7 });
  });
});

describe('the web view page inside the shell (spec 2)', () => {
  const navigator = () => ({
    go: vi.fn<AppNavigator['go']>(),
    back: vi.fn(),
    home: vi.fn(),
    canGoBack: () => false,
    currentPath: () => '/',
    currentHref: () => '/',
  });

  it('opens the native web view instead of the page; other pages navigate as usual', async () => {
    const { host, bridge } = harmony();
    const inner = navigator();
    const nav = withNativeWebView(inner, bridge);
    nav.go('/pages/webView/webView?title=%E5%85%AC%E5%91%8A', { query: { url: 'https://example.com/a' } });
    nav.go('/pages/my/my');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(host.received.map(({ method, params }) => [method, params])).toEqual([['openWebView', { url: 'https://example.com/a', title: '公告' }]]);
    expect(inner.go.mock.calls).toEqual([['/pages/my/my', {}]]);
  });

  it('falls back to the page when the shell refuses, and leaves a browser navigator untouched', async () => {
    const { host, bridge } = harmony();
    host.handlers.openWebView = () => {
      throw new HostFailure('failed', 'no');
    };
    const inner = navigator();
    withNativeWebView(inner, bridge).go('/pages/webView/webView', { query: { url: 'https://example.com/b', title: 't' } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(inner.go).toHaveBeenCalledWith('/pages/webView/webView', { query: { url: 'https://example.com/b', title: 't' } });
    const plain = navigator();
    expect(withNativeWebView(plain, createWebBridge({ go: () => {} }))).toBe(plain);
  });
});
