import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from '../../services/storage/backend.ts';
import { jsonResponse } from '../../services/testing/fakeFetch.ts';
import { runLaunch } from './launch.ts';
import { boundInfo, createWorld, guestInfo, WORLD_NOW } from './testWorld.ts';

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('launch step 1: config, location, announcement', () => {
  it('fetches config and location in parallel and announces a matching notice', async () => {
    const world = createWorld({
      'GET /api/product/get': () => jsonResponse({ id: 352, config: { notice: '系统维护通知', province: '广东' } }),
      'POST /api/location_and_time': () => jsonResponse({ province: '广东', city: '深圳' }),
    });
    const outcome = await runLaunch(world.deps);
    expect(world.announcements).toEqual(['系统维护通知']);
    expect(outcome.announcement).toBe('系统维护通知');
    const [configCall] = world.fetch.callsTo('GET /api/product/get');
    expect(Object.fromEntries(configCall?.url.searchParams ?? [])).toEqual({ id: '352', fields: 'config', t: String(WORLD_NOW) });
    expect(world.fetch.callsTo('POST /api/location_and_time')[0]?.body).toEqual({ time: Math.floor(WORLD_NOW / 1000) });
  });

  it('still launches fully when both fail, with no announcement', async () => {
    const world = createWorld({ 'GET /api/product/get': offline, 'POST /api/location_and_time': offline });
    const outcome = await runLaunch(world.deps);
    expect(outcome).toMatchObject({ announcement: null, config: null, location: null, launchCount: 1, webDownload: true });
    expect(world.announcements).toEqual([]);
    expect(world.logs).toEqual(expect.arrayContaining(['product config unavailable', 'visitor location unavailable']));
  });

  it('announces a province-free notice even when the location lookup fails', async () => {
    const world = createWorld({
      'GET /api/product/get': () => jsonResponse({ id: 352, config: { notice: '全国公告', province: '' } }),
      'POST /api/location_and_time': () => jsonResponse({ code: 40300, msg: 'no' }, 403),
    });
    await runLaunch(world.deps);
    expect(world.announcements).toEqual(['全国公告']);
  });

  it('retries a dropped config request before giving up', async () => {
    let attempts = 0;
    const world = createWorld({
      'GET /api/product/get': () => {
        attempts += 1;
        return attempts < 3 ? offline() : Promise.resolve(jsonResponse({ config: { notice: '第三次才到', province: '' } }));
      },
    });
    await runLaunch(world.deps);
    expect(attempts).toBe(3);
    expect(world.announcements).toEqual(['第三次才到']);
  });
});

describe('launch step 2: profile dates and launch counter', () => {
  it('sets first- and last-visit dates and counts launches across page loads', async () => {
    const backend = createMemoryBackend();
    const first = createWorld({}, { backend });
    expect((await runLaunch(first.deps)).launchCount).toBe(1);
    expect(first.analytics.profile).toEqual([
      { once: true, props: { first_visit_time: new Date(WORLD_NOW).toISOString() } },
      { once: false, props: { last_visit_time: new Date(WORLD_NOW).toISOString() } },
    ]);
    const second = createWorld({}, { backend });
    expect((await runLaunch(second.deps)).launchCount).toBe(2);
    expect(second.storage.get('firstLaunch')).toBe(2);
  });
});

describe('launch step 3: guest account', () => {
  it('stores an accounttype-5 reply as the guest', async () => {
    const world = createWorld();
    const outcome = await runLaunch(world.deps);
    expect(outcome.guest).toMatchObject({ uid: 'g-1' });
    expect(outcome.user).toBeNull();
    expect(world.fetch.callsTo('POST /api/v4/virtualactregister')[0]?.body).toMatchObject({ devicetype: 'web', andriodid: 'dev-1', showvip: 1, deviceid: 'dev-1' });
  });

  it('promotes a bound account (accounttype not 5) to user and clears the guest', async () => {
    const world = createWorld({ 'POST /api/v4/virtualactregister': () => jsonResponse({ code: 10000, userinfo: boundInfo }) });
    world.storage.set('virUserinfo', { ...guestInfo });
    const outcome = await runLaunch(world.deps);
    expect(outcome.user).toMatchObject({ uid: 'u-7' });
    expect(outcome.guest).toBeNull();
    expect(world.storage.get('virUserinfo')).toBeNull();
  });

  it('logs and ignores a failed registration (route missing, server error, offline)', async () => {
    for (const route of [() => jsonResponse({ code: 40400, msg: '接口不存在' }, 404), offline]) {
      const world = createWorld({ 'POST /api/v4/virtualactregister': route });
      world.storage.set('virUserinfo', { ...guestInfo });
      const outcome = await runLaunch(world.deps);
      expect(outcome.guest).toMatchObject({ uid: 'g-1' });
      expect(outcome.launchCount).toBe(1);
      expect(world.logs).toContain('guest registration failed');
    }
  });

  it('registers no guest when the privacy policy was declined (registerGuest false), and still launches', async () => {
    const world = createWorld();
    const outcome = await runLaunch({ ...world.deps, registerGuest: false });
    expect(world.fetch.callsTo('POST /api/v4/virtualactregister')).toHaveLength(0);
    expect(outcome).toMatchObject({ guest: null, user: null, launchCount: 1 });
  });

  it('leaves a logged-in user alone and does not register', async () => {
    const world = createWorld();
    world.storage.set('user', { ...boundInfo });
    const outcome = await runLaunch(world.deps);
    expect(outcome.user).toMatchObject({ uid: 'u-7' });
    expect(world.fetch.callsTo('POST /api/v4/virtualactregister')).toHaveLength(0);
  });
});

describe('launch steps 4-7', () => {
  it('starts at work index 0, clears yesterday\'s downloads, enables web download and registers analytics', async () => {
    const world = createWorld();
    world.storage.set('downloadUserList', { logo: ['a'], card: ['b'] });
    world.storage.set('downloadTime', WORLD_NOW - 86_400_000);
    const outcome = await runLaunch(world.deps);
    expect(outcome).toMatchObject({ currentWorkIndex: 0, downloadsCleared: true, webDownload: true });
    expect(world.storage.get('downloadUserList')).toEqual({ logo: [], card: [] });
    expect(world.storage.get('downloadTime')).toBe(WORLD_NOW);
    expect(world.analytics.registered).toEqual([
      expect.objectContaining({ platform: 'Web', language: 'zh', country: 'CN', locale: 'zh_CN', edition: 'china', store: 'web', sdk_version: '5.4.5', device_id: 'dev-1', user_id: 'g-1' }),
    ]);
  });

  it('keeps today\'s downloads', async () => {
    const world = createWorld();
    world.storage.set('downloadUserList', { logo: ['a'], card: [] });
    world.storage.set('downloadTime', WORLD_NOW - 3_600_000);
    expect((await runLaunch(world.deps)).downloadsCleared).toBe(false);
    expect(world.storage.get('downloadUserList').logo).toEqual(['a']);
  });

  it('turns web download off inside Harmony', async () => {
    const world = createWorld({}, { isHarmony: true });
    const outcome = await runLaunch(world.deps);
    expect(outcome.webDownload).toBe(false);
    expect(world.fetch.callsTo('POST /api/v4/virtualactregister')[0]?.body).toMatchObject({ devicetype: 'harmony' });
  });

  it('completes on a full disk and reports the storage error once for the UI', async () => {
    const base = createMemoryBackend();
    const world = createWorld({}, {
      backend: {
        ...base,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
    });
    const outcome = await runLaunch(world.deps);
    expect(outcome.storageError).toMatchObject({ kind: 'quota', key: 'firstLaunch' });
    expect(outcome.webDownload).toBe(true);
  });
});
