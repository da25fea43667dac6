import { describe, expect, it } from 'vitest';
import { localDate, showBonusBanner, vipSummary } from './vipView.ts';

const NOW = 1_772_000_000;

describe('VIP summary for My', () => {
  it('a monthly member is type 3 with the expiry date', () => {
    const expiry = NOW + 31 * 86400;
    expect(vipSummary({ vip: [{ auth_value: expiry }] }, [], NOW)).toEqual({ type: 3, isVip: true, plus: false, expiry: localDate(expiry) });
  });

  it('lifetime reads as lifetime, Plus from a paid 1606 order', () => {
    expect(vipSummary({ vip: [{ auth_value: 4_102_444_800 }] }, [{ status: 2, packageid: 1606 }], NOW)).toMatchObject({ type: 1, plus: true, expiry: 'lifetime' });
  });

  it('no record is type 4 without expiry; expired is type 5', () => {
    expect(vipSummary(null, [], NOW)).toMatchObject({ type: 4, isVip: false, expiry: '' });
    expect(vipSummary({ vip: [{ auth_value: NOW - 1 }] }, [], NOW)).toMatchObject({ type: 5, isVip: false });
  });

  it('shows the bonus banner only to non-VIPs who did not close it today', () => {
    expect(showBonusBanner({ isVip: false }, null, '2026-03-01')).toBe(true);
    expect(showBonusBanner({ isVip: false }, '2026-03-01', '2026-03-01')).toBe(false);
    expect(showBonusBanner({ isVip: false }, '2026-02-28', '2026-03-01')).toBe(true);
    expect(showBonusBanner({ isVip: true }, null, '2026-03-01')).toBe(false);
  });
});
