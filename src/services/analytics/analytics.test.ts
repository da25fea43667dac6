import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, type AnalyticsOptions } from './analytics.ts';
import { trackAddButtonClick } from './events.ts';
import { registrationProps } from './registration.ts';
import { AnalyticsBatchRejected, createAnalyticsTransport } from './transport.ts';
import type { AnalyticsBatch } from './types.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_763_768_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(options: Partial<AnalyticsOptions> = {}) {
  const sent: AnalyticsBatch[] = [];
  const post = vi.fn(async (batch: AnalyticsBatch) => {
    sent.push(batch);
  });
  const analytics = createAnalytics({ post, onError: () => undefined, ...options });
  return { analytics, sent, post };
}

describe('registration (spec 9)', () => {
  it('adds the spec properties, device id and user id to every later event', async () => {
    const { analytics, sent } = setup({ project: 'p1' });
    analytics.register(registrationProps({ deviceId: 'dev-1', userId: '10086' }));
    analytics.track('view', { page: 'my' });
    await analytics.flush();
    expect(sent).toEqual([
      {
        project: 'p1',
        data_list: [
          {
            event: 'view',
            time: 1_763_768_000_000,
            properties: {
              app_id: 352,
              platform: 'Web',
              language: 'zh',
              country: 'CN',
              locale: 'zh_CN',
              edition: 'china',
              store: 'web',
              sdk_version: '5.4.5',
              device_id: 'dev-1',
              user_id: '10086',
              page: 'my',
            },
          },
        ],
      },
    ]);
  });
});

describe('batching', () => {
  it('sends queued events together 6000 ms after the first one', async () => {
    const { analytics, sent } = setup();
    analytics.track('a');
    await vi.advanceTimersByTimeAsync(3000);
    analytics.track('b');
    await vi.advanceTimersByTimeAsync(2999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((b) => b.data_list.map((e) => e.event))).toEqual([['a', 'b']]);
  });

  it('sends at once when 100 events are waiting', async () => {
    const { analytics, sent } = setup();
    for (let i = 0; i < 100; i += 1) analytics.track(`e${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data_list).toHaveLength(100);
  });

  it('keeps events after a failed send and delivers them, in order, on the next try', async () => {
    let fail = true;
    const sent: string[][] = [];
    const analytics = createAnalytics({
      post: async (batch) => {
        if (fail) throw new Error('offline');
        sent.push(batch.data_list.map((e) => e.event));
      },
      onError: () => undefined,
    });
    analytics.track('first');
    await vi.advanceTimersByTimeAsync(6000);
    expect(analytics.queued()).toBe(1);
    analytics.track('second');
    fail = false;
    await vi.advanceTimersByTimeAsync(6000);
    expect(sent).toEqual([['first', 'second']]);
    expect(analytics.queued()).toBe(0);
  });

  it('bounds the queue when the server stays unreachable, dropping the oldest', async () => {
    const post = vi.fn(() => Promise.reject(new Error('offline')));
    const analytics = createAnalytics({ post, maxQueued: 150, onError: () => undefined });
    for (let i = 0; i < 400; i += 1) {
      analytics.track(`e${i}`);
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(analytics.queued()).toBe(150);
    expect(analytics.dropped()).toBe(250);
    // One failed attempt, then it waits for the timer rather than retrying per event.
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6000);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('drops a batch the server refuses outright instead of retrying it forever', async () => {
    const sent: string[][] = [];
    let refuse = true;
    const analytics = createAnalytics({
      post: async (batch) => {
        if (refuse) throw new AnalyticsBatchRejected(400);
        sent.push(batch.data_list.map((e) => e.event));
      },
      onError: () => undefined,
    });
    analytics.track('bad');
    await analytics.flush();
    refuse = false;
    analytics.track('good');
    await analytics.flush();
    expect(sent).toEqual([['good']]);
    expect(analytics.dropped()).toBe(1);
  });

  it('removes U+0000, which the server cannot store', async () => {
    const { analytics, sent } = setup();
    analytics.track('a\u0000b', { note: 'x\u0000y' });
    await analytics.flush();
    expect(sent[0]?.data_list[0]).toMatchObject({ event: 'ab', properties: { note: 'xy' } });
  });

  it('clips over-long strings to the spec limit of 500', async () => {
    const { analytics, sent } = setup();
    analytics.track('x', { text: 'a'.repeat(800) });
    await analytics.flush();
    expect(String(sent[0]?.data_list[0]?.properties.text)).toHaveLength(500);
  });
});

describe('flush on hide', () => {
  it('hands the queue to the beacon synchronously', () => {
    const beacons: AnalyticsBatch[] = [];
    const { analytics, post } = setup({ beacon: (batch) => beacons.push(batch) > 0 });
    analytics.track('a');
    analytics.track('b');
    void analytics.flush({ useBeacon: true });
    expect(beacons[0]?.data_list.map((e) => e.event)).toEqual(['a', 'b']);
    expect(analytics.queued()).toBe(0);
    expect(post).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive post when the beacon is refused', async () => {
    const post = vi.fn(async () => undefined);
    const analytics = createAnalytics({ post, beacon: () => false });
    analytics.track('a');
    await analytics.flush({ useBeacon: true });
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ data_list: [expect.objectContaining({ event: 'a' })] }), { keepalive: true });
  });
});

describe('named events', () => {
  it('records the tab bar add button exactly as the spec says', async () => {
    const { analytics, sent } = setup();
    trackAddButtonClick(analytics);
    await analytics.flush();
    expect(sent[0]?.data_list[0]).toMatchObject({ event: 'click', properties: { title: '新增', type: 'button', name: '新建底部栏icon' } });
  });
});

describe('transport', () => {
  it('posts JSON to the batch URL and beacons a JSON blob', async () => {
    const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
    const beacons: Array<{ url: string; data: Blob }> = [];
    const transport = createAnalyticsTransport({
      url: '/api/analytics/batch',
      fetch: async (url, init) => {
        requests.push({ url, init });
        return new Response('{"saved":1}');
      },
      sendBeacon: (url, data) => beacons.push({ url, data }) > 0,
    });
    const batch = { project: 'p', data_list: [{ event: 'e', properties: {}, time: 1 }] };
    await transport.post(batch);
    expect(requests[0]?.url).toBe('/api/analytics/batch');
    expect(JSON.parse(String(requests[0]?.init?.body))).toEqual(batch);
    expect(transport.beacon?.(batch)).toBe(true);
    expect(beacons[0]?.data.type).toBe('application/json');
    expect(JSON.parse(await (beacons[0]?.data ?? new Blob()).text())).toEqual(batch);
  });

  it('tells a refused batch (4xx) from a busy or broken server (429, 5xx)', async () => {
    const withStatus = (status: number) =>
      createAnalyticsTransport({ url: '/x', fetch: async () => new Response('', { status }), sendBeacon: null });
    const batch = { project: 'p', data_list: [] };
    await expect(withStatus(400).post(batch)).rejects.toBeInstanceOf(AnalyticsBatchRejected);
    for (const status of [429, 503]) {
      const error = await withStatus(status).post(batch).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(AnalyticsBatchRejected);
    }
    expect(withStatus(400).beacon).toBeUndefined();
  });
});
