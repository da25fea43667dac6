import { describe, expect, it } from 'vitest';
import { createFakeFetch, jsonResponse } from '../testing/fakeFetch.ts';
import { createApiClient } from './client.ts';
import { createTimeSync, offsetFromUtc } from './timeSync.ts';

const LOCAL = 1_763_768_000_000;
const clock = { now: () => LOCAL };

describe('offset from server time', () => {
  it('ignores an offset under 60 s either way', () => {
    expect(offsetFromUtc(LOCAL / 1000 + 59, LOCAL)).toBe(0);
    expect(offsetFromUtc(LOCAL / 1000 - 59, LOCAL)).toBe(0);
  });

  it('applies an offset of 60 s or more either way', () => {
    expect(offsetFromUtc(LOCAL / 1000 + 60, LOCAL)).toBe(60_000);
    expect(offsetFromUtc(LOCAL / 1000 - 600, LOCAL)).toBe(-600_000);
    expect(offsetFromUtc(String(LOCAL / 1000 + 3600), LOCAL)).toBe(3_600_000);
  });

  it('treats an empty or nonsense value as no offset', () => {
    for (const value of [undefined, null, '', '  ', 'abc', 0, -5, Number.NaN, {}]) {
      expect(offsetFromUtc(value, LOCAL)).toBe(0);
    }
  });
});

describe('time sync', () => {
  it('falls back to the local clock silently when the request fails', async () => {
    const sync = createTimeSync(() => Promise.reject(new Error('offline')), clock);
    await expect(sync.ensure()).resolves.toBeUndefined();
    expect(sync.now()).toBe(LOCAL);
  });

  it('asks the server once however many calls need the time', async () => {
    let asked = 0;
    const sync = createTimeSync(async () => {
      asked += 1;
      return LOCAL / 1000 + 3600;
    }, clock);
    await Promise.all([sync.ensure(), sync.ensure()]);
    await sync.ensure();
    expect(asked).toBe(1);
    expect(sync.nowSeconds()).toBe(LOCAL / 1000 + 3600);
  });
});

describe('signed timestamps', () => {
  async function signedTimestamp(routes: Parameters<typeof createFakeFetch>[0]): Promise<unknown> {
    const fetch = createFakeFetch({ ...routes, 'POST /api/v4/ping': () => jsonResponse({ code: 10000 }) });
    const api = createApiClient({ baseUrl: '', fetch, deviceId: () => 'd', clock });
    await api.post('ping');
    const [call] = fetch.callsTo('POST /api/v4/ping');
    return (call?.body as { timestamp?: unknown }).timestamp;
  }

  it('use server time when the phone clock is 10 minutes slow', async () => {
    const stamp = await signedTimestamp({ 'GET /api/v4/getutctime': () => jsonResponse({ code: 10000, utctime: LOCAL / 1000 + 600 }) });
    expect(stamp).toBe(LOCAL / 1000 + 600);
  });

  it('use the local clock when the difference is under a minute', async () => {
    const stamp = await signedTimestamp({ 'GET /api/v4/getutctime': () => jsonResponse({ code: 10000, utctime: LOCAL / 1000 + 30 }) });
    expect(stamp).toBe(LOCAL / 1000);
  });

  it('use the local clock when getutctime fails or is empty', async () => {
    expect(await signedTimestamp({ 'GET /api/v4/getutctime': () => new Response('down', { status: 502 }) })).toBe(LOCAL / 1000);
    expect(await signedTimestamp({ 'GET /api/v4/getutctime': () => jsonResponse({ code: 10000, utctime: '' }) })).toBe(LOCAL / 1000);
  });
});
