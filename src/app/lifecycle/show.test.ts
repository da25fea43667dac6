import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../services/testing/fakeFetch.ts';
import type { Route } from '../../services/testing/fakeFetch.ts';
import { onHide, onShow } from './show.ts';
import { boundInfo, createWorld, guestInfo, WORLD_NOW } from './testWorld.ts';
import { startAppLifecycle, type VisibilitySource } from './visibility.ts';

describe('show', () => {
  it('runs each waiting resume callback once, even if one throws', async () => {
    const world = createWorld();
    const ran: string[] = [];
    world.deps.session.resume.add(() => ran.push('a'));
    world.deps.session.resume.add(() => {
      throw new Error('boom');
    });
    world.deps.session.resume.add(() => ran.push('c'));
    expect((await onShow(world.deps)).resumed).toBe(3);
    await onShow(world.deps);
    expect(ran).toEqual(['a', 'c']);
    expect(world.logs).toContain('resume callback failed');
  });

  it('logs a launch event from the second show on', async () => {
    const world = createWorld();
    world.storage.set('firstLaunch', 4);
    await onShow(world.deps);
    expect(world.analytics.tracked).toEqual([]);
    await onShow(world.deps);
    await onShow(world.deps);
    expect(world.analytics.tracked).toEqual([
      { event: 'launch', properties: { show_count: 2, launch_count: 4 } },
      { event: 'launch', properties: { show_count: 3, launch_count: 4 } },
    ]);
  });

  it('refreshes the logged-in user from /memprofile and replaces the stored one', async () => {
    const world = createWorld({ 'POST /api/v4/memprofile': () => jsonResponse({ code: 10000, userinfo: { ...boundInfo, vip: [{ auth_value: 1_900_000_000 }] } }) });
    world.storage.set('user', { ...boundInfo });
    const outcome = await onShow(world.deps);
    expect(world.fetch.callsTo('POST /api/v4/memprofile')[0]?.body).toMatchObject({ account: '13800138000', usertoken: 'ut' });
    expect(outcome.user?.vip).toEqual([{ auth_value: 1_900_000_000 }]);
    expect(world.storage.get('user')?.vip).toEqual([{ auth_value: 1_900_000_000 }]);
  });

  it('refreshes the guest into the guest slot', async () => {
    const world = createWorld({ 'POST /api/v4/memprofile': () => jsonResponse({ code: 10000, userinfo: { ...guestInfo, usertoken: 'new' } }) });
    world.storage.set('virUserinfo', { ...guestInfo });
    await onShow(world.deps);
    expect(world.fetch.callsTo('POST /api/v4/memprofile')[0]?.body).toMatchObject({ account: 'guest_dev', usertoken: 'gt' });
    expect(world.storage.get('virUserinfo')?.usertoken).toBe('new');
    expect(world.storage.get('user')).toBeNull();
  });

  it('keeps the stored account when the refresh fails', async () => {
    const world = createWorld({ 'POST /api/v4/memprofile': () => jsonResponse({ code: 19001, msg: '登录已失效' }) });
    world.storage.set('user', { ...boundInfo });
    await onShow(world.deps);
    expect(world.storage.get('user')).toMatchObject({ uid: 'u-7', usertoken: 'ut' });
    expect(world.logs).toContain('account refresh failed');
  });

  it('does not bring back a user who logged out while the refresh was on its way', async () => {
    let release: () => void = () => undefined;
    const slow: Route = () =>
      new Promise((resolve) => {
        release = () => resolve(jsonResponse({ code: 10000, userinfo: boundInfo }));
      });
    const world = createWorld({ 'POST /api/v4/memprofile': slow });
    world.storage.set('user', { ...boundInfo });
    const shown = onShow(world.deps);
    await new Promise((resolve) => setTimeout(resolve, 5));
    world.storage.remove('user');
    release();
    await shown;
    expect(world.storage.get('user')).toBeNull();
  });

  it('makes no account call when nobody is stored', async () => {
    const world = createWorld();
    await onShow(world.deps);
    expect(world.fetch.callsTo('POST /api/v4/memprofile')).toHaveLength(0);
  });
});

describe('hide', () => {
  it('stores the hide time and sends analytics by beacon', () => {
    const world = createWorld();
    world.setNow(WORLD_NOW + 5000);
    onHide(world.deps);
    expect(world.storage.get('closeTime')).toBe(WORLD_NOW + 5000);
    expect(world.analytics.flushes).toEqual([{ useBeacon: true }]);
  });
});

describe('startAppLifecycle', () => {
  function fakeVisibility(initial: boolean) {
    let visible = initial;
    const listeners = new Set<() => void>();
    const source: VisibilitySource = {
      isVisible: () => visible,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const set = (next: boolean) => {
      visible = next;
      for (const listener of listeners) listener();
    };
    return { source, set };
  }

  it('launches, shows, then follows hide and show until stopped', async () => {
    const world = createWorld();
    const page = fakeVisibility(true);
    const running = startAppLifecycle(world.deps, page.source);
    await running.launched;
    expect(world.deps.session.shows).toBe(1);
    page.set(false);
    page.set(false);
    expect(world.analytics.flushes).toHaveLength(1);
    expect(world.storage.get('closeTime')).toBe(WORLD_NOW);
    page.set(true);
    expect(world.deps.session.shows).toBe(2);
    running.stop();
    page.set(false);
    expect(world.analytics.flushes).toHaveLength(1);
  });
});
