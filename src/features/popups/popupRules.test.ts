import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_MAX_ENTRIES, judgePopup, localDay, pickPopup, withShow, type LocalShow, type PopupConfig, type PopupContext } from './popupRules.ts';

const CHINA = -480;
const NOW = Date.UTC(2026, 10, 25, 4, 0, 0); // 12:00 in Beijing
const HOUR = 3_600_000;

const welcome: PopupConfig = {
  id: 1,
  kind: 'welcome',
  trigger: 'launch',
  packageId: 5,
  rules: { firstVisit: true, guestOnly: true, notVip: true, oncePerDay: true, maxTimes: 1, minCheckouts: 0 },
  startsAt: null,
  endsAt: null,
  lastShownAt: null,
  timesShown: 0,
};
const retention: PopupConfig = {
  ...welcome,
  id: 2,
  kind: 'retention',
  trigger: 'leaveCheckout',
  packageId: 6,
  rules: { firstVisit: false, guestOnly: false, notVip: true, oncePerDay: true, maxTimes: 0, minCheckouts: 1 },
};
const guestLaunch: PopupContext = { trigger: 'launch', nowMs: NOW, timezoneOffsetMinutes: CHINA, launchCount: 1, loggedIn: false, vip: false, checkoutNum: 0, history: [] };
const leaving: PopupContext = { ...guestLaunch, trigger: 'leaveCheckout', launchCount: 3, checkoutNum: 1 };

describe('welcome offer rules', () => {
  it('shows to a new guest on the first launch', () => {
    expect(judgePopup(welcome, guestLaunch)).toEqual({ show: true });
  });
  it('not on a later launch (first visit)', () => {
    expect(judgePopup(welcome, { ...guestLaunch, launchCount: 2 })).toEqual({ show: false, reason: 'firstVisit' });
  });
  it('not to a logged-in user', () => {
    expect(judgePopup(welcome, { ...guestLaunch, loggedIn: true })).toEqual({ show: false, reason: 'loggedIn' });
  });
  it('not to a VIP', () => {
    expect(judgePopup(welcome, { ...guestLaunch, vip: true })).toEqual({ show: false, reason: 'vip' });
  });
  it('only once per device, whether this device or the server remembers it', () => {
    expect(judgePopup(welcome, { ...guestLaunch, history: [{ id: 1, at: NOW - 10 * 86_400_000 }] })).toEqual({ show: false, reason: 'maxTimes' });
    expect(judgePopup({ ...welcome, timesShown: 1, lastShownAt: NOW / 1000 - 864_000 }, guestLaunch)).toEqual({ show: false, reason: 'maxTimes' });
  });
  it('not on leaving the checkout (another trigger)', () => {
    expect(judgePopup(welcome, { ...guestLaunch, trigger: 'leaveCheckout' })).toEqual({ show: false, reason: 'trigger' });
  });
  it('not outside its active window', () => {
    expect(judgePopup({ ...welcome, startsAt: NOW / 1000 + 1 }, guestLaunch)).toEqual({ show: false, reason: 'inactive' });
    expect(judgePopup({ ...welcome, endsAt: NOW / 1000 }, guestLaunch)).toEqual({ show: false, reason: 'inactive' });
    expect(judgePopup({ ...welcome, startsAt: NOW / 1000, endsAt: NOW / 1000 + 1 }, guestLaunch)).toEqual({ show: true });
  });
});

describe('retention offer rules', () => {
  it('shows on leaving the checkout, to a logged-in user too', () => {
    expect(judgePopup(retention, leaving)).toEqual({ show: true });
    expect(judgePopup(retention, { ...leaving, loggedIn: true })).toEqual({ show: true });
  });
  it('not to a VIP', () => {
    expect(judgePopup(retention, { ...leaving, vip: true })).toEqual({ show: false, reason: 'vip' });
  });
  it('not without a checkout visit', () => {
    expect(judgePopup(retention, { ...leaving, checkoutNum: 0 })).toEqual({ show: false, reason: 'checkouts' });
  });
  it('not twice the same local day; again the next day', () => {
    // Shown at 00:30 Beijing time (16:30 UTC the day before): the same Beijing day as NOW.
    const earlyToday = Date.UTC(2026, 10, 24, 16, 30);
    expect(judgePopup(retention, { ...leaving, history: [{ id: 2, at: earlyToday }] })).toEqual({ show: false, reason: 'shownToday' });
    const lateYesterday = Date.UTC(2026, 10, 24, 15, 59);
    expect(judgePopup(retention, { ...leaving, history: [{ id: 2, at: lateYesterday }] })).toEqual({ show: true });
    expect(judgePopup({ ...retention, lastShownAt: earlyToday / 1000, timesShown: 1 }, leaving)).toEqual({ show: false, reason: 'shownToday' });
  });
  it('a display dated in the future (clock set back) counts as today', () => {
    expect(judgePopup(retention, { ...leaving, history: [{ id: 2, at: NOW + 5 * 86_400_000 }] })).toEqual({ show: false, reason: 'shownToday' });
  });
  it("another offer's history does not count", () => {
    expect(judgePopup(retention, { ...leaving, history: [{ id: 1, at: NOW }] })).toEqual({ show: true });
  });
});

describe('pickPopup', () => {
  it('takes the first config that may show, in the server order', () => {
    expect(pickPopup([welcome, retention], guestLaunch)?.id).toBe(1);
    expect(pickPopup([welcome, retention], leaving)?.id).toBe(2);
    expect(pickPopup([welcome, retention], { ...guestLaunch, launchCount: 2 })).toBeNull();
  });
});

describe('localDay', () => {
  it('changes at local midnight', () => {
    expect(localDay(Date.UTC(2026, 0, 1, 15, 59, 59, 999), CHINA)).toBe(localDay(Date.UTC(2026, 0, 1, 0, 0), CHINA));
    expect(localDay(Date.UTC(2026, 0, 1, 16, 0), CHINA)).toBe(localDay(Date.UTC(2026, 0, 1, 0, 0), CHINA) + 1);
  });
});

// Many cases: a random life of one device — launches and checkout exits at random times, the
// device's answers changing, the server sometimes remembering less than the device.
const contextArb = fc.record({
  trigger: fc.constantFrom('launch' as const, 'leaveCheckout' as const),
  stepMs: fc.integer({ min: 0, max: 30 * HOUR }),
  launchCount: fc.integer({ min: 1, max: 5 }),
  loggedIn: fc.boolean(),
  vip: fc.boolean(),
  checkoutNum: fc.integer({ min: 0, max: 3 }),
});
const offsetArb = fc.constantFrom(CHINA, 0, 300, -330, 720, -840);

type Step = typeof contextArb extends fc.Arbitrary<infer T> ? T : never;

function simulate(configs: PopupConfig[], steps: Step[], offset: number) {
  let history: LocalShow[] = [];
  let now = NOW;
  const shown: Array<{ id: number; at: number; context: PopupContext }> = [];
  for (const step of steps) {
    now += step.stepMs;
    const context: PopupContext = { ...step, nowMs: now, timezoneOffsetMinutes: offset, history };
    const picked = pickPopup(configs, context);
    if (picked) {
      history = withShow(history, { id: picked.id, at: now });
      shown.push({ id: picked.id, at: now, context });
    }
  }
  return shown;
}

describe('properties over random sequences', () => {
  it('never the same offer twice on one local day, never to a VIP, welcome at most once and never to a logged-in user', () => {
    fc.assert(
      fc.property(fc.array(contextArb, { maxLength: 60 }), offsetArb, (steps, offset) => {
        const shown = simulate([welcome, retention], steps, offset);
        const days = new Set<string>();
        for (const entry of shown) {
          const key = `${entry.id}:${localDay(entry.at, offset)}`;
          expect(days.has(key)).toBe(false);
          days.add(key);
          expect(entry.context.vip).toBe(false);
          expect(entry.context.trigger).toBe(entry.id === 1 ? 'launch' : 'leaveCheckout');
          if (entry.id === 1) expect(entry.context.loggedIn || entry.context.launchCount > 1).toBe(false);
          if (entry.id === 2) expect(entry.context.checkoutNum).toBeGreaterThanOrEqual(1);
        }
        expect(shown.filter((entry) => entry.id === 1).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('the server history alone also keeps an offer to once a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 86_400 }), offsetArb, (agoSeconds, offset) => {
        const lastShownAt = Math.floor(NOW / 1000) - agoSeconds;
        const verdict = judgePopup({ ...retention, lastShownAt, timesShown: 1 }, { ...leaving, timezoneOffsetMinutes: offset });
        expect(verdict.show).toBe(localDay(lastShownAt * 1000, offset) < localDay(NOW, offset));
      }),
    );
  });

  it('the local history never exceeds its caps and keeps the newest entry', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 * 86_400_000 }), { maxLength: 200 }), (offsets) => {
        let history: LocalShow[] = [];
        let at = NOW;
        for (const step of offsets) {
          at += step % (5 * 86_400_000);
          history = withShow(history, { id: 2, at });
          expect(history.length).toBeLessThanOrEqual(HISTORY_MAX_ENTRIES);
          expect(history.at(-1)).toEqual({ id: 2, at });
          expect(history.every((entry) => at - entry.at < 90 * 86_400_000)).toBe(true);
        }
      }),
    );
    const full = Array.from({ length: HISTORY_MAX_ENTRIES }, (_, index) => ({ id: 1, at: NOW + index }));
    expect(withShow(full, { id: 2, at: NOW + HISTORY_MAX_ENTRIES })).toHaveLength(HISTORY_MAX_ENTRIES);
  });
});
