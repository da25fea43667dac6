import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlusVip, isVip, vipType, VIP_LONG_SECONDS, VIP_YEAR_SECONDS } from './vip.ts';

const NOW = 1_763_768_000;
const withRemaining = (seconds: number) => ({ vip: [{ auth_value: NOW + seconds }] });

describe('VIP type (spec 4)', () => {
  it('is 4 without a user or without a membership record', () => {
    expect(vipType(null, NOW)).toBe(4);
    expect(vipType({ vip: [] }, NOW)).toBe(4);
  });

  it('is 1 above 180 days, including lifetime and over-360-day memberships (tier 1 is checked first)', () => {
    expect(vipType(withRemaining(VIP_LONG_SECONDS + 1), NOW)).toBe(1);
    expect(vipType(withRemaining(VIP_YEAR_SECONDS), NOW)).toBe(1);
    expect(vipType(withRemaining(80 * 365 * 86400), NOW)).toBe(1);
  });

  it('is 3 from one second up to exactly 180 days', () => {
    expect(vipType(withRemaining(VIP_LONG_SECONDS), NOW)).toBe(3);
    expect(vipType(withRemaining(1), NOW)).toBe(3);
  });

  it('is 5 once expired, including the exact expiry second', () => {
    expect(vipType(withRemaining(0), NOW)).toBe(5);
    expect(vipType(withRemaining(-86400), NOW)).toBe(5);
  });

  it('isVip agrees with the tiers: VIP exactly for types 1, 2 and 3', () => {
    fc.assert(
      fc.property(fc.integer({ min: -4e9, max: 4e9 }), (remaining) => {
        const user = withRemaining(remaining);
        expect(isVip(user, NOW)).toBe([1, 2, 3].includes(vipType(user, NOW)));
        expect(isVip(user, NOW)).toBe(remaining > 0);
      }),
    );
  });

  it('reads only the first record, whose auth_value is the expiry', () => {
    const user = { vip: [{ auth_value: NOW - 10 }, { auth_value: NOW + VIP_YEAR_SECONDS }] };
    expect(vipType(user, NOW)).toBe(5);
  });
});

describe('Plus VIP', () => {
  it('needs a paid order (status 2) for package 1606', () => {
    expect(isPlusVip([{ status: 2, packageid: 1606 }])).toBe(true);
    expect(isPlusVip([{ status: '2', packageid: '1606' }])).toBe(true);
    expect(isPlusVip([{ status: 1, packageid: 1606 }])).toBe(false);
    expect(isPlusVip([{ status: 2, packageid: 821 }])).toBe(false);
    expect(isPlusVip([])).toBe(false);
  });
});
