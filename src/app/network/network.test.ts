import { describe, expect, it, vi } from 'vitest';
import type { AppNavigator } from '../navigation/navigator.ts';
import { createAppStore } from '../store/store.ts';
import { registerNetworkListeners } from './networkListeners.ts';
import { networkErrorReported, networkRetryPressed, networkStatusChanged, selectOnline } from './networkSlice.ts';
import { reportingFetch } from './networkWatch.ts';

function fakeNavigator(path = '/pages/create/create', search = '?id=7') {
  let current = path;
  const navigator = {
    go: vi.fn((to: string) => {
      current = to.split('?')[0] ?? to;
    }),
    back: vi.fn(),
    home: vi.fn(),
    canGoBack: () => true,
    currentPath: () => current,
    currentHref: () => `${current}${search}`,
  } satisfies AppNavigator;
  return navigator;
}

function setup(online: { value: boolean }, path?: string) {
  const navigator = fakeNavigator(path);
  const toast = vi.fn();
  const { store, startListening } = createAppStore();
  registerNetworkListeners(startListening, { navigator, isOnline: () => online.value, toast, stillOfflineText: '网络连接不可用，请稍后重试' });
  return { store, navigator, toast };
}

describe('no-network page', () => {
  it('opens once when the connection drops, remembering the page the user was on', () => {
    const online = { value: false };
    const { store, navigator } = setup(online);
    store.dispatch(networkStatusChanged(false));
    store.dispatch(networkErrorReported());
    store.dispatch(networkStatusChanged(false));
    expect(navigator.go).toHaveBeenCalledTimes(1);
    expect(navigator.go).toHaveBeenCalledWith('/pages/err/noNetworkErr', { query: { from: '/pages/create/create?id=7' } });
  });

  it('leaves phone login in place: that page shows its own 2 s offline line and keeps the typed number', () => {
    const { store, navigator } = setup({ value: false }, '/pages/login/loginTel');
    store.dispatch(networkStatusChanged(false));
    store.dispatch(networkErrorReported());
    expect(selectOnline(store.getState())).toBe(false);
    expect(navigator.go).not.toHaveBeenCalled();
  });

  it('opens when an API call fails at the network level while the browser claims to be online', () => {
    const { store, navigator } = setup({ value: true });
    store.dispatch(networkErrorReported());
    expect(selectOnline(store.getState())).toBe(false);
    expect(navigator.go).toHaveBeenCalledWith('/pages/err/noNetworkErr', expect.anything());
  });

  it('retry while still offline stays and says so', () => {
    const online = { value: false };
    const { store, navigator, toast } = setup(online);
    store.dispatch(networkStatusChanged(false));
    navigator.go.mockClear();
    store.dispatch(networkRetryPressed({ from: '/pages/create/create?id=7' }));
    expect(toast).toHaveBeenCalledWith('网络连接不可用，请稍后重试');
    expect(navigator.go).not.toHaveBeenCalled();
  });

  it('retry once online returns to the page, replacing the error page', () => {
    const online = { value: false };
    const { store, navigator } = setup(online);
    store.dispatch(networkStatusChanged(false));
    online.value = true;
    store.dispatch(networkRetryPressed({ from: '/pages/create/create?id=7' }));
    expect(navigator.go).toHaveBeenLastCalledWith('/pages/create/create?id=7', { replace: true });
    expect(selectOnline(store.getState())).toBe(true);
    // A later drop opens the page again.
    store.dispatch(networkErrorReported());
    expect(navigator.go).toHaveBeenCalledTimes(3);
  });

  it('retry without a page to return to goes home', () => {
    const { store, navigator } = setup({ value: true });
    store.dispatch(networkRetryPressed({ from: null }));
    expect(navigator.home).toHaveBeenCalledWith({ replace: true });
  });
});

describe('reportingFetch', () => {
  it('reports requests that never reached a server, not cancelled or refused ones', async () => {
    const report = vi.fn();
    const failing = reportingFetch(() => Promise.reject(new TypeError('Failed to fetch')), report);
    await expect(failing('/api/v4/x')).rejects.toThrow(TypeError);
    expect(report).toHaveBeenCalledTimes(1);

    const aborted = reportingFetch(() => Promise.reject(new DOMException('aborted', 'AbortError')), report);
    await expect(aborted('/api/v4/x')).rejects.toThrow('aborted');
    const refused = reportingFetch(() => Promise.resolve(new Response('{}', { status: 500 })), report);
    expect((await refused('/api/v4/x')).status).toBe(500);
    expect(report).toHaveBeenCalledTimes(1);
  });
});

describe('retry target', () => {
  it('follows only in-app paths from the address', () => {
    const online = { value: true };
    const { store, navigator } = setup(online);
    for (const from of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)']) {
      store.dispatch(networkRetryPressed({ from }));
    }
    expect(navigator.go).not.toHaveBeenCalled();
    expect(navigator.home).toHaveBeenCalledTimes(5);
  });
});
