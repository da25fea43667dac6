import { PAID_ORDER_STATUS, type OrderSummary } from '../../services/account/vip.ts';
import { localDate, type VipSummary } from '../account/vipView.ts';
import type { VipPackage } from './membershipApi.ts';

/**
 * What a person already has and what each pack would add to it (issue 27): the membership
 * centre never offers a member an upgrade to what they own, nor a dearer way to what an
 * upgrade gives, and says every pack's difference in plain words.
 */

export type Holding =
  | { kind: 'none'; expired: string }
  | { kind: 'term'; term: 'month' | 'year'; until: string; untilSeconds: number }
  | { kind: 'lifetime'; plus: boolean };

/** Package ids of server/routes/orders/packages.ts: month 3, year 2, month→year 21. */
const MONTH_PACK = 3;
const YEAR_PACKS = new Set([2, 21]);
const DAY = 86_400;
const MONTH_DAYS = 31;
const YEAR_DAYS = 365;

/** The membership on the account: none, a term (which one bought last) and until when, or lifetime. */
export function holdingOf(summary: VipSummary, expirySeconds: number | null, orders: readonly OrderSummary[], nowSeconds: number): Holding {
  if (!summary.isVip || expirySeconds === null) return { kind: 'none', expired: summary.expiry === 'lifetime' ? '' : summary.expiry };
  if (summary.expiry === 'lifetime') return { kind: 'lifetime', plus: summary.plus };
  // Orders come newest first; the last term bought decides which upgrades apply (as the server's checkEligible does).
  const last = orders.find((order) => Number(order.status) === PAID_ORDER_STATUS && order.pack !== undefined && (order.pack === MONTH_PACK || YEAR_PACKS.has(order.pack)));
  const term = last ? (last.pack === MONTH_PACK ? 'month' : 'year') : expirySeconds - nowSeconds > (MONTH_DAYS + 1) * DAY ? 'year' : 'month';
  return { kind: 'term', term, until: summary.expiry, untilSeconds: expirySeconds };
}

export interface PackOffer {
  pack: VipPackage;
  /** What buying it changes, in plain words. */
  adds: string;
}

export interface MemberOffers {
  packs: PackOffer[];
  upgrades: PackOffer[];
}

const later = (seconds: number, days: number) => localDate(seconds + days * DAY);

/** Plain words for one pack, from where this person stands. */
function addsFor(pack: VipPackage, holding: Holding, nowSeconds: number): string {
  const from = holding.kind === 'term' ? Math.max(holding.untilSeconds, nowSeconds) : nowSeconds;
  const extend = (days: number) => (holding.kind === 'term' ? `有效期延长 ${days} 天：${holding.until} → ${later(from, days)}` : `会员权益 ${days} 天，到 ${later(from, days)}，不自动续费`);
  switch (pack.type) {
    case 'month':
      return extend(MONTH_DAYS);
    case 'year':
      return extend(YEAR_DAYS);
    case 'lifetime':
      return '会员权益永久有效，一次付费';
    case 'lifetimePlus':
      return '权益与终身会员完全相同，另在「我的」显示 Plus 标识；价格相同，按喜好选择即可';
    default:
      if (pack.upgradeFrom === 'month' && pack.name.includes('年度')) return '补差价把本次月度会员升级为年度：从月度会员购买日起算 365 天';
      if (pack.name.includes('终身')) return `补差价把${pack.upgradeFrom === 'year' ? '年度' : '月度'}会员升级为终身会员：永久有效`;
      return pack.name;
  }
}

/**
 * The packs this person is shown. Nobody is offered what they own; a member with a term is
 * offered the upgrade of that term instead of the full-price pack it would replace (the same
 * lifetime for ¥10 or ¥20 instead of ¥98); a lifetime member is offered nothing (Plus adds
 * only its badge, so selling it to them would sell nothing).
 */
export function memberOffers(packages: readonly VipPackage[], holding: Holding, nowSeconds: number): MemberOffers {
  const offer = (pack: VipPackage): PackOffer => ({ pack, adds: addsFor(pack, holding, nowSeconds) });
  const base = packages.filter((pack) => pack.type !== 'upgrade');
  const upgrades = packages.filter((pack) => pack.type === 'upgrade');
  switch (holding.kind) {
    case 'none':
      return { packs: base.map(offer), upgrades: [] };
    case 'lifetime':
      return { packs: [], upgrades: [] };
    case 'term': {
      const mine = upgrades.filter((pack) => pack.upgradeFrom === holding.term);
      const upgradeTiers = new Set(mine.map((pack) => (pack.name.includes('终身') ? 'lifetime' : 'year')));
      // A month holder gets a year by upgrade; the ¥78 year would only add 31 days more for ¥58 more.
      const packs = base.filter((pack) => !(pack.type === 'lifetime' && upgradeTiers.has('lifetime')) && !(pack.type === 'year' && upgradeTiers.has('year')));
      return { packs: packs.map(offer), upgrades: mine.map(offer) };
    }
  }
}
