import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIFETIME_EXPIRY } from '../account/accounts.ts';
import { expiryAfterGrant } from './expiry.ts';
import { nextStatus, OrderStatus, type OrderEvent, type OrderStatusValue } from './stateMachine.ts';

const NOW = 1_772_000_000;
const DAY = 86_400;

describe('expiry after a grant', () => {
  it('adds a month from now for a new member, from the expiry for an active one', () => {
    expect(expiryAfterGrant({ kind: 'days', days: 31 }, { now: NOW, current: null })).toBe(NOW + 31 * DAY);
    expect(expiryAfterGrant({ kind: 'days', days: 31 }, { now: NOW, current: NOW - 5 * DAY })).toBe(NOW + 31 * DAY);
    expect(expiryAfterGrant({ kind: 'days', days: 31 }, { now: NOW, current: NOW + 10 * DAY })).toBe(NOW + 41 * DAY);
  });

  it('lifetime is fixed and never shrinks, whatever comes after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (days) => {
        expect(expiryAfterGrant({ kind: 'days', days }, { now: NOW, current: LIFETIME_EXPIRY })).toBe(LIFETIME_EXPIRY);
      }),
    );
    expect(expiryAfterGrant({ kind: 'lifetime', plus: true }, { now: NOW, current: NOW })).toBe(LIFETIME_EXPIRY);
  });

  it('never moves an expiry backwards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * LIFETIME_EXPIRY }), fc.integer({ min: 1, max: 400 }), (current, days) => {
        expect(expiryAfterGrant({ kind: 'days', days }, { now: NOW, current })).toBeGreaterThanOrEqual(Math.min(current, LIFETIME_EXPIRY));
      }),
    );
  });

  it('upgrades a month to a year counted from when the month was paid', () => {
    const paidAt = NOW - 10 * DAY;
    expect(expiryAfterGrant({ kind: 'upgrade', from: 'month', to: 'year' }, { now: NOW, current: paidAt + 31 * DAY, basePaidAt: paidAt })).toBe(paidAt + 365 * DAY);
    expect(expiryAfterGrant({ kind: 'upgrade', from: 'year', to: 'lifetime' }, { now: NOW, current: NOW + DAY })).toBe(LIFETIME_EXPIRY);
  });
});

describe('order state machine', () => {
  const all: OrderStatusValue[] = [1, 2, 3, 4];
  const events: OrderEvent[] = ['paid', 'closed', 'refunded'];

  it('allows exactly created→paid→refunded, created→closed, and a late payment of a closed order', () => {
    const allowed = new Set(['1:paid', '2:refunded', '1:closed', '3:paid']);
    for (const status of all) {
      for (const event of events) {
        expect(nextStatus(status, event) !== null, `${status}:${event}`).toBe(allowed.has(`${status}:${event}`));
      }
    }
    expect(nextStatus(OrderStatus.created, 'paid')).toBe(OrderStatus.paid);
    expect(nextStatus(OrderStatus.paid, 'paid')).toBeNull();
  });
});
