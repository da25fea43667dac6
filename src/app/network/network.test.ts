import { describe, expect, it, vi } from 'vitest';
import type { AppNavigator } from '../navigation/navigator.ts';
import { createAppStore } from '../store/store.ts';
import { registerNetworkListeners } from './networkListeners.ts';
import { networkCheckPressed, networkErrorReported, networkRetryPressed, networkStatusChanged, selectOnline } from './networkSlice.ts';
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

describe('offline', () => {
  it('a dropped connection keeps the user on the page (editing is local); the store says offline', () => {
    const online = { value: false };
    const { store, navigator } = setup(online);
    store.dispatch(networkStatusChanged(false));
    store.dispatch(networkErrorReported());
    expect(selectOnline(store.getState())).toBe(false);
    expect(navigator.go).not.toHaveBeenCalled();
    expect(navigator.home).not.toHaveBeenCalled();
  });

  it("the banner's retry comes back online only when the browser is, and says so otherwise", () => {
    const online = { value: false };
    const { store, navigator, toast } = setup(online);
    store.dispatch(networkErrorReported());
    store.dispatch(networkCheckPressed());
    expect(toast).toHaveBeenCalledWith('网络连接不可用，请稍后重试');
    expect(selectOnline(store.getState())).toBe(false);
    online.value = true;
    store.dispatch(networkCheckPressed());
    expect(selectOnline(store.getState())).toBe(true);
    expect(navigator.go).not.toHaveBeenCalled();
  });
});

describe('no-network page', () => {
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
    const reached = vi.fn();
    const refused = reportingFetch(() => Promise.resolve(new Response('{}', { status: 500 })), report, reached);
    expect((await refused('/api/v4/x')).status).toBe(500);
    expect(report).toHaveBeenCalledTimes(1);
    // Any answer, even an error status, means the server is reachable again.
    expect(reached).toHaveBeenCalledTimes(1);
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
