import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VipSummary } from '../account/vipView.ts';
import { holdingOf, memberOffers, type Holding } from './memberOffers.ts';
import type { VipPackage } from './membershipApi.ts';

/** The listed packages as /packagelist sends them (server/routes/orders/packages.ts). */
const pack = (id: number, type: string, name: string, price: string, upgradeFrom = ''): VipPackage => ({
  id, readid: 0, type, name, price, unitPrice: price, unit: '', monovalent: '', paypackDis: '', paypack: `p${id}`, tag: '', upgradeFrom,
});
const PACKAGES = [
  pack(3, 'month', '月度会员', '58'),
  pack(2, 'year', '年度会员', '78'),
  pack(1, 'lifetime', '终身会员', '98'),
  pack(13, 'lifetimePlus', '终身Plus会员', '98'),
  pack(21, 'upgrade', '月度升级年度', '20', 'month'),
  pack(22, 'upgrade', '月度升级终身', '20', 'month'),
  pack(23, 'upgrade', '年度升级终身', '10', 'year'),
];
const NOW = 1_790_000_000;
const DAY = 86_400;
const summary = (fields: Partial<VipSummary>): VipSummary => ({ type: 3, isVip: true, plus: false, expiry: '2027-01-01', ...fields });
const names = (offers: ReturnType<typeof memberOffers>) => ({ packs: offers.packs.map((o) => o.pack.name), upgrades: offers.upgrades.map((o) => o.pack.name) });

describe('what a member is offered', () => {
  it('a non-member sees the four packs and no upgrade, each with what it gives', () => {
    const offers = memberOffers(PACKAGES, { kind: 'none', expired: '' }, NOW);
    expect(names(offers)).toEqual({ packs: ['月度会员', '年度会员', '终身会员', '终身Plus会员'], upgrades: [] });
    expect(offers.packs.find((o) => o.pack.type === 'lifetimePlus')?.adds).toContain('权益与终身会员完全相同');
  });

  it('after buying one year: no 月度升级年度, the ¥10 upgrade instead of the ¥98 lifetime, renewals say the new end date', () => {
    const holding = holdingOf(summary({}), NOW + 365 * DAY, [{ status: 2, packageid: 537, pack: 2 }], NOW);
    expect(holding).toMatchObject({ kind: 'term', term: 'year' });
    const offers = memberOffers(PACKAGES, holding, NOW);
    expect(names(offers)).toEqual({ packs: ['月度会员', '年度会员', '终身Plus会员'], upgrades: ['年度升级终身'] });
    expect(offers.packs[1]?.adds).toMatch(/^有效期延长 365 天：2027-01-01 → \d{4}-\d{2}-\d{2}$/);
  });

  it('after buying one month: the month upgrades, not the full-price year or lifetime', () => {
    const holding = holdingOf(summary({}), NOW + 31 * DAY, [{ status: 2, packageid: 536, pack: 3 }], NOW);
    expect(names(memberOffers(PACKAGES, holding, NOW))).toEqual({ packs: ['月度会员', '终身Plus会员'], upgrades: ['月度升级年度', '月度升级终身'] });
  });

  it('a lifetime or Plus member is offered nothing', () => {
    for (const plus of [false, true]) {
      const holding = holdingOf(summary({ expiry: 'lifetime', plus }), 4_102_444_800, [], NOW);
      expect(holding).toEqual({ kind: 'lifetime', plus });
      expect(names(memberOffers(PACKAGES, holding, NOW))).toEqual({ packs: [], upgrades: [] });
    }
  });

  it('property: never an upgrade from a term the member does not hold, never a pack to what they own', () => {
    const holdings = fc.oneof(
      fc.constant<Holding>({ kind: 'none', expired: '' }),
      fc.record({ kind: fc.constant('term' as const), term: fc.constantFrom('month' as const, 'year' as const), until: fc.constant('2027-01-01'), untilSeconds: fc.integer({ min: NOW, max: NOW + 800 * DAY }) }),
      fc.record({ kind: fc.constant('lifetime' as const), plus: fc.boolean() }),
    );
    fc.assert(
      fc.property(holdings, fc.shuffledSubarray(PACKAGES), (holding, packages) => {
        const offers = memberOffers(packages, holding, NOW);
        for (const offer of [...offers.packs, ...offers.upgrades]) expect(offer.adds).not.toBe('');
        if (holding.kind !== 'term') expect(offers.upgrades).toEqual([]);
        else for (const upgrade of offers.upgrades) expect(upgrade.pack.upgradeFrom).toBe(holding.term);
        if (holding.kind === 'lifetime') expect(offers.packs).toEqual([]);
        if (holding.kind === 'term' && holding.term === 'year') expect(offers.upgrades.map((o) => o.pack.name)).not.toContain('月度升级年度');
      }),
    );
  });
});
