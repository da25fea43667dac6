import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store/store.ts';
import { createMemoryBackend } from '../../services/storage/backend.ts';
import { createAppStorage } from '../../services/storage/storage.ts';
import { payEnded, payReturned } from '../membership/checkoutSlice.ts';
import { attributeLaunch, landingSource, type AttributionDeps } from './attribution.ts';
import type { AttributionApi } from './attributionApi.ts';
import { installAttribution } from './install.ts';

function deps(href = 'http://127.0.0.1/#/pages/index/index') {
  const api = {
    utmSource: vi.fn<AttributionApi['utmSource']>(async (request) => request.utm_source || 'organic'),
    event: vi.fn<AttributionApi['event']>(async () => undefined),
  } satisfies AttributionApi;
  const storage = createAppStorage({ backend: createMemoryBackend() });
  const value: AttributionDeps = { api, storage, deviceId: 'device-1234', appVersion: '1.2.0', userAgent: 'UA', href, sha256: async (text) => `sha(${text})`, platform: 'web' };
  return { ...value, api, storage };
}

describe('landingSource', () => {
  it('reads utm_source before the hash or in the hash route, and only a plain name', () => {
    expect(landingSource('https://x.cn/?utm_source=douyin#/pages/index/index')).toBe('douyin');
    expect(landingSource('https://x.cn/#/pages/index/index?utm_source=baidu_ad')).toBe('baidu_ad');
    expect(landingSource('https://x.cn/#/pages/index/index')).toBe('');
    expect(landingSource('https://x.cn/?utm_source=<script>#/')).toBe('');
  });
});

describe('attributeLaunch', () => {
  it('first launch: asks the source once, keeps it in `channel`, reports the activation and stores `version`', async () => {
    const d = deps('https://x.cn/?utm_source=douyin#/');
    d.storage.set('android_id', 'raw-id');
    await attributeLaunch(d, 1);
    expect(d.api.utmSource).toHaveBeenCalledWith(expect.objectContaining({ platform: 'web', device_id: 'device-1234', utm_source: 'douyin', android_id: 'sha(raw-id)' }));
    expect(d.storage.get('channel')).toBe('douyin');
    expect(d.api.event).toHaveBeenCalledWith(expect.objectContaining({ event_type: 'activate', distinct_id: 'device-1234', version: '1.2.0', store: 'web' }));
    expect(d.storage.get('version')).toBe('1.2.0');
  });

  it('later launches ask nothing; a new app version is reported once as an update', async () => {
    const d = deps();
    d.storage.set('channel', 'organic');
    d.storage.set('version', '1.2.0');
    await attributeLaunch(d, 5);
    expect(d.api.utmSource).not.toHaveBeenCalled();
    expect(d.api.event).not.toHaveBeenCalled();
    d.storage.set('version', '1.1.0');
    await attributeLaunch(d, 6);
    expect(d.api.event).toHaveBeenCalledWith(expect.objectContaining({ event_type: 'update' }));
    expect(d.storage.get('version')).toBe('1.2.0');
  });

  it('a failed call is retried on the next launch (nothing is stored)', async () => {
    const d = deps();
    d.api.utmSource.mockRejectedValueOnce(new Error('offline'));
    d.api.event.mockRejectedValueOnce(new Error('offline'));
    await attributeLaunch(d, 1);
    expect(d.storage.get('channel')).toBe('');
    expect(d.storage.get('version')).toBeNull();
  });
});

describe('payment attribution', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a verified payment with its price, lowcost_pay for a pop-up offer, only with consent', async () => {
    const { store, startListening } = createAppStore();
    const d = deps();
    let allowed = true;
    const install = installAttribution(startListening, { ...d, allowed: () => allowed });
    install.launched(3);
    await vi.advanceTimersByTimeAsync(0);
    d.api.event.mockClear();

    d.storage.set('payorderstate', { orderno: 'BZ1', uid: '9', packageid: 5, price: '78', offer: true });
    store.dispatch(payReturned('BZ1'));
    store.dispatch(payEnded({ status: 'paid' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(d.api.event).toHaveBeenCalledWith(expect.objectContaining({ event_type: 'pay', price: '78', lowcost_pay: 1 }));

    d.api.event.mockClear();
    d.storage.set('payorderstate', { orderno: 'BZ2', uid: '9', packageid: 3, price: '58', offer: false });
    store.dispatch(payReturned('BZ2'));
    store.dispatch(payEnded({ status: 'notPaid' }));
    allowed = false;
    store.dispatch(payReturned('BZ2'));
    store.dispatch(payEnded({ status: 'paid' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(d.api.event).not.toHaveBeenCalled();
  });
});
